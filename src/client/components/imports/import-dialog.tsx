import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Select } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { Table, TBody, TH, THead, TR } from '#client/components/ui/table';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import {
  currentImportQuery,
  dismissImport,
  importJobQuery,
  previewImport,
  reportUrl,
  startImport,
  summarizeImport,
  uploadImportFile,
  type ImportJob,
  type ImportSummary,
  type PreviewRow,
  type UploadResult,
} from '#client/components/imports/api';
import {
  DUPLICATE_RULES,
  fieldLabel,
  fieldsOf,
  type ColumnMapping,
  type DuplicateRule,
  type ImportField,
  type ImportKind,
} from '#shared/domain/imports';
import { importsScreen } from '#shared/i18n/fr-imports';
import { fr } from '#shared/i18n/fr';

const t = importsScreen;
// The server's defaults (MAX_IMPORT_ROWS, MAX_IMPORT_MB); a file past its own limits is refused
// by the server with the limit it holds.
const MAX_ROWS = 50_000;
const MAX_MB = 20;

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
        <ImportSteps kind={kind} onStarted={setStartedId} onCancel={onClose} />
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
  onStarted,
  onCancel,
}: {
  kind: ImportKind;
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
      {step === 0 && <FileStep isBusy={isBusy} onFile={onFile} />}
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

function FileStep({ isBusy, onFile }: { isBusy: boolean; onFile: (file: File) => void }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="import-drop-zone"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center',
        isOver ? 'border-primary bg-surface-muted' : 'border-border',
      )}
    >
      <FileUp aria-hidden className="h-8 w-8 text-muted" />
      <label htmlFor={inputId} className="font-medium">
        {t.fileLabel}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {isOver ? t.dropHere : t.fileHint(MAX_ROWS, MAX_MB)}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-describedby={hintId}
        className="sr-only"
        disabled={isBusy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <Button variant="secondary" onClick={() => input.current?.click()} isLoading={isBusy}>
        {isBusy ? t.reading : t.chooseFile}
      </Button>
    </div>
  );
}

function ColumnsStep({
  kind,
  upload,
  mapping,
  onChange,
}: {
  kind: ImportKind;
  upload: UploadResult;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const baseId = useId();
  const fields = fieldsOf(kind);
  return (
    <div className="space-y-3">
      <p className="text-sm" aria-live="polite">
        {t.fileRead(upload.job.fileName, upload.job.totalRows)}
      </p>
      <p className="text-sm text-muted">{t.columnsIntro}</p>
      <Table aria-label={t.steps[1]}>
        <THead>
          <tr>
            <TH>{t.columnHeader}</TH>
            <TH>{t.sampleHeader}</TH>
            <TH id={`${baseId}-field`}>{t.fieldHeader}</TH>
          </tr>
        </THead>
        <TBody>
          {upload.job.headers.map((header, column) => (
            <TR key={column}>
              <td id={`${baseId}-${column}`} className="px-4 py-2 font-medium">
                {header}
              </td>
              <td className="max-w-48 truncate px-4 py-2 text-muted">{upload.samples[column]}</td>
              <td className="px-4 py-2">
                <Select
                  aria-label={t.fieldFor(header)}
                  value={mapping[column] ?? ''}
                  onChange={(event) => {
                    const next = [...mapping];
                    next[column] = (event.target.value || null) as ImportField | null;
                    onChange(next);
                  }}
                >
                  <option value="">{t.ignoreColumn}</option>
                  {fields.map((field) => (
                    <option key={field} value={field}>
                      {fieldLabel(field)}
                    </option>
                  ))}
                </Select>
              </td>
            </TR>
          ))}
        </TBody>
      </Table>
    </div>
  );
}

function PreviewStep({
  headers,
  mapping,
  rows,
}: {
  headers: string[];
  mapping: ColumnMapping;
  rows: PreviewRow[];
}) {
  const columns = mapping.flatMap((field, column) => (field ? [{ field, column }] : []));
  const errorCount = rows.filter(
    (row) => row.rowErrors.length > 0 || Object.keys(row.cellErrors).length > 0,
  ).length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{t.previewIntro(rows.length)}</p>
      <p className="text-sm font-medium" aria-live="polite">
        {t.previewErrors(errorCount)}
      </p>
      <Table aria-label={t.steps[2]}>
        <THead>
          <tr>
            <TH>{t.lineHeader}</TH>
            {columns.map(({ field, column }) => (
              <TH key={column}>
                {headers[column]}
                <span className="block font-normal normal-case">{fieldLabel(field)}</span>
              </TH>
            ))}
          </tr>
        </THead>
        <TBody>
          {rows.map((row) => (
            <TR key={row.line} data-invalid={row.rowErrors.length > 0 || undefined}>
              <th scope="row" className="px-4 py-2 text-left font-medium tabular-nums">
                {row.line}
                {row.rowErrors.map((message) => (
                  <span key={message} className="block text-xs font-normal text-danger">
                    {t.cellError(message)}
                  </span>
                ))}
              </th>
              {columns.map(({ column }) => {
                const message = row.cellErrors[column];
                return (
                  <td
                    key={column}
                    data-invalid={message ? true : undefined}
                    className={cn(
                      'px-4 py-2 align-top',
                      message &&
                        'bg-danger-soft outline outline-1 -outline-offset-1 outline-danger',
                    )}
                  >
                    <span className="block">{row.cells[column]}</span>
                    {message && (
                      <span className="block text-xs text-danger">{t.cellError(message)}</span>
                    )}
                  </td>
                );
              })}
            </TR>
          ))}
        </TBody>
      </Table>
    </div>
  );
}

function SummaryStep({
  kind,
  id,
  mapping,
  rule,
  onRule,
}: {
  kind: ImportKind;
  id: string;
  mapping: ColumnMapping;
  rule: DuplicateRule;
  onRule: (rule: DuplicateRule) => void;
}) {
  const summary = useQuery({
    queryKey: ['imports', kind, id, 'summary', rule, mapping],
    queryFn: () => summarizeImport(kind, id, mapping, rule),
  });
  const name = useId();
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="font-medium">{t.ruleLegend}</legend>
        <p className="text-sm text-muted">{t.matchHint[kind]}</p>
        {DUPLICATE_RULES.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={value}
              checked={rule === value}
              onChange={() => onRule(value)}
            />
            {t.rules[value]}
          </label>
        ))}
      </fieldset>
      <section aria-labelledby={`${name}-summary`} className="space-y-2">
        <h3 id={`${name}-summary`} className="font-medium">
          {t.summaryTitle}
        </h3>
        {summary.isPending ? (
          <Spinner label={t.summaryCounting} />
        ) : summary.isError ? (
          <ErrorAlert>{errorMessage(summary.error)}</ErrorAlert>
        ) : (
          <SummaryList summary={summary.data} />
        )}
        <p className="text-sm text-muted">{t.nothingWritten}</p>
      </section>
    </div>
  );
}

function SummaryList({ summary }: { summary: ImportSummary }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-4" aria-live="polite" data-testid="import-summary">
      <li className="rounded-md border border-border p-3">{t.summary.create(summary.create)}</li>
      <li className="rounded-md border border-border p-3">{t.summary.update(summary.update)}</li>
      <li className="rounded-md border border-border p-3">{t.summary.skip(summary.skip)}</li>
      <li
        className={cn(
          'rounded-md border border-border p-3',
          summary.error > 0 && 'border-danger-border text-danger',
        )}
      >
        {t.summary.error(summary.error)}
      </li>
    </ul>
  );
}

function JobProgress({
  kind,
  id,
  onNew,
  onClose,
}: {
  kind: ImportKind;
  id: string;
  onNew: () => void;
  onClose: () => void;
}) {
  const job = useQuery(importJobQuery(kind, id));
  const queryClient = useQueryClient();
  const status = job.data?.status;
  // The list behind the dialog shows what the job has written.
  useEffect(() => {
    if (status === 'done' || status === 'failed') {
      void queryClient.invalidateQueries({ queryKey: [kind] });
    }
  }, [status, kind, queryClient]);
  if (job.isPending) return <Spinner label={fr.common.loading} />;
  if (job.isError) return <ErrorAlert>{errorMessage(job.error)}</ErrorAlert>;
  const data: ImportJob = job.data;
  const percent = data.totalRows
    ? Math.min(100, Math.round((data.processedRows / data.totalRows) * 100))
    : 0;
  const isRunning = data.status === 'running';
  const dismiss = async (then: () => void) => {
    await dismissImport(kind, id).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: ['imports', kind] });
    then();
  };
  return (
    <div className="space-y-4" data-testid="import-progress">
      <p
        className={cn('font-medium', data.status === 'failed' && 'text-danger')}
        aria-live="polite"
      >
        {isRunning ? t.running : data.status === 'done' ? t.done : t.failed}
      </p>
      <p className="text-sm text-muted">{data.fileName}</p>
      <div
        role="progressbar"
        aria-label={t.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t.progressText(data.processedRows, data.totalRows)}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm tabular-nums">{t.progressText(data.processedRows, data.totalRows)}</p>
      {isRunning && <p className="text-sm text-muted">{t.runningHint}</p>}
      {data.message && <ErrorAlert>{data.message}</ErrorAlert>}
      <ul className="grid gap-2 sm:grid-cols-4" data-testid="import-result">
        <li className="rounded-md border border-border p-3">{t.result.created(data.created)}</li>
        <li className="rounded-md border border-border p-3">{t.result.updated(data.updated)}</li>
        <li className="rounded-md border border-border p-3">{t.result.skipped(data.skipped)}</li>
        <li className="rounded-md border border-border p-3">{t.result.failed(data.failed)}</li>
      </ul>
      {!isRunning && (
        <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
          {data.failed > 0 && (
            <a
              href={reportUrl(kind, id)}
              download
              className="inline-flex h-10 items-center rounded-md border border-border px-4 text-sm font-medium hover:bg-surface-muted"
            >
              {t.downloadReport}
            </a>
          )}
          <Button variant="secondary" onClick={() => dismiss(onNew)}>
            {t.newImport}
          </Button>
          <Button onClick={() => dismiss(onClose)}>{t.finish}</Button>
        </div>
      )}
    </div>
  );
}
