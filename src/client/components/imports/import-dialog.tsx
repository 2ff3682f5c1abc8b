import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import {
  currentImportQuery,
  previewImport,
  startImport,
  uploadImportFile,
  type PreviewRow,
  type UploadResult,
} from '#client/components/imports/api';
import { type ColumnMapping, type DuplicateRule, type ImportKind } from '#shared/domain/imports';
import { importsScreen } from '#shared/i18n/fr-imports';
import { fr } from '#shared/i18n/fr';
import { FileStep, type ImportLimits } from '#client/components/imports/import-file-step';
import { ColumnsStep, PreviewStep } from '#client/components/imports/import-mapping-steps';
import { JobProgress, SummaryStep } from '#client/components/imports/import-job';

const t = importsScreen;

type Step = 0 | 1 | 2 | 3;

/**
 * The importer (issue 19): File → Columns → Preview → Duplicates and summary, then the job's
 * progress. The job runs on the server: closing the dialog does not stop it, and opening it
 * again shows where it is (GET /current).
 */
export function ImportDialog({ kind, onClose }: { kind: ImportKind; onClose: () => void }) {
  const current = useQuery(currentImportQuery(kind));
  const [startedId, setStartedId] = useState<string | null>(null);
  const jobId = startedId ?? current.data?.job?.id ?? null;

  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={t.titles[kind]} size="xl">
      {current.isPending ? (
        <Spinner label={fr.common.loading} />
      ) : !current.data ? (
        <ErrorAlert>{errorMessage(current.error)}</ErrorAlert>
      ) : jobId ? (
        <JobProgress
          kind={kind}
          id={jobId}
          onNew={() => {
            setStartedId(null);
            void current.refetch();
          }}
          onClose={onClose}
        />
      ) : (
        <ImportSteps
          kind={kind}
          limits={current.data.limits}
          onStarted={setStartedId}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}

function StepList({ step }: { step: Step }) {
  return (
    <ol
      className="mb-4 flex flex-wrap gap-2 text-sm"
      aria-label={t.stepOf(step + 1, 4, t.steps[step])}
    >
      {t.steps.map((name, index) => (
        <li
          key={name}
          aria-current={index === step ? 'step' : undefined}
          className={cn(
            'rounded-full border px-3 py-1',
            index === step
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-border text-muted',
          )}
        >
          {index + 1}. {name}
        </li>
      ))}
    </ol>
  );
}

function ImportSteps({
  kind,
  limits,
  onStarted,
  onCancel,
}: {
  kind: ImportKind;
  limits: ImportLimits;
  onStarted: (id: string) => void;
  onCancel: () => void;
}) {
  const [step, setStep] = useState<Step>(0);
  const [upload, setUpload] = useState<UploadResult | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [rule, setRule] = useState<DuplicateRule>('skip');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const run = async (work: () => Promise<void>) => {
    if (isBusy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const onFile = (file: File) =>
    run(async () => {
      const result = await uploadImportFile(kind, file);
      setUpload(result);
      setMapping(result.mapping);
      setStep(1);
    });

  const toPreview = () =>
    run(async () => {
      if (!upload) return;
      setPreview((await previewImport(kind, upload.job.id, mapping)).rows);
      setStep(2);
    });

  const start = () =>
    run(async () => {
      if (!upload) return;
      await startImport(kind, upload.job.id, mapping, rule);
      await queryClient.invalidateQueries({ queryKey: ['imports', kind] });
      onStarted(upload.job.id);
    });

  return (
    <div className="space-y-4">
      <StepList step={step} />
      {error && <ErrorAlert>{error}</ErrorAlert>}
      {step === 0 && <FileStep isBusy={isBusy} limits={limits} onFile={onFile} />}
      {step === 1 && upload && (
        <ColumnsStep kind={kind} upload={upload} mapping={mapping} onChange={setMapping} />
      )}
      {step === 2 && upload && preview && (
        <PreviewStep headers={upload.job.headers} mapping={mapping} rows={preview} />
      )}
      {step === 3 && upload && (
        <SummaryStep
          kind={kind}
          id={upload.job.id}
          mapping={mapping}
          rule={rule}
          onRule={setRule}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        {step === 0 ? (
          <Button variant="secondary" onClick={onCancel}>
            {fr.common.cancel}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setStep((step - 1) as Step)} disabled={isBusy}>
            {t.back}
          </Button>
        )}
        {step === 1 && (
          <Button onClick={toPreview} isLoading={isBusy}>
            {t.next}
          </Button>
        )}
        {step === 2 && <Button onClick={() => setStep(3)}>{t.next}</Button>}
        {step === 3 && (
          <Button onClick={start} isLoading={isBusy}>
            {t.start}
          </Button>
        )}
      </div>
    </div>
  );
}
