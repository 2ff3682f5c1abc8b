import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '#client/lib/toast';
import { Download, RotateCcw } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { UploadProgress } from '#client/components/ui/upload-progress';
import { errorMessage } from '#client/lib/api';
import { isUploadBusy, useResumableUpload } from '#client/lib/use-resumable-upload';
import {
  contractTemplateFileUrl,
  contractTemplateQuery,
  useSetContractTemplate,
} from '#client/features/collaborations/contracts/api';
import { contractLinkClass } from '#client/features/collaborations/contracts/contract-row';
import type { ContractPlaceholder } from '#shared/domain/contract-placeholders';
import { formatLongDate } from '#shared/domain/dates';
import { contracts } from '#shared/i18n/fr-contracts';
import { fr } from '#shared/i18n/fr';

const t = contracts.templateDialog;

const isDocx = (file: File) => file.name.toLowerCase().endsWith('.docx');

/**
 * 'Modèle de contrat': the template in use, its placeholders, a new one (.docx, refused by the
 * server with the placeholder it does not know or misses), or back to the default one.
 */
export function ContractTemplateDialog({ onClose }: { onClose: () => void }) {
  const query = useQuery(contractTemplateQuery());
  const upload = useResumableUpload();
  const save = useSetContractTemplate();
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const isBusy = isUploadBusy(upload.state.status) || save.isPending;

  const handleChoose = async (file: File) => {
    setError(null);
    if (!isDocx(file)) return setError(t.wrongType(file.name));
    setChosen(file);
    upload.reset();
    try {
      const uploadId = await upload.send(file);
      await save.mutateAsync(uploadId);
      toast.success(t.uploaded);
      setChosen(null);
    } catch (failure) {
      // A refused template is sent again when chosen again (it may have been fixed meanwhile).
      upload.forget();
      setChosen(null);
      setError(errorMessage(failure));
    }
  };

  const handleReset = () =>
    save.mutate(null, {
      onSuccess: () => toast.success(t.resetDone),
      onError: (failure) => setError(errorMessage(failure)),
    });

  const info = query.data;
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.title}
      description={t.description}
      size="lg"
    >
      {query.isPending ? (
        <Spinner label={fr.common.loading} />
      ) : query.isError || !info ? (
        <RetryAlert title={t.loadFailed} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-5 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p data-testid="template-in-use">
              <span className="text-muted">{t.inUse} : </span>
              <span className="font-medium">
                {info.isDefault
                  ? t.defaultTemplate
                  : t.agencyTemplate(info.fileName ?? '', formatLongDate(info.uploadedAt))}
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              <a href={contractTemplateFileUrl} download className={contractLinkClass}>
                <Download aria-hidden className="h-4 w-4" />
                {t.download}
              </a>
              {!info.isDefault && (
                <Button variant="secondary" size="sm" disabled={isBusy} onClick={handleReset}>
                  <RotateCcw aria-hidden className="h-4 w-4" />
                  {t.reset}
                </Button>
              )}
            </div>
          </div>
          <Field label={t.upload} hint={t.uploadHint} error={error ?? undefined}>
            <input
              type="file"
              disabled={isBusy}
              accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void handleChoose(file);
              }}
              className="block w-full text-sm text-foreground file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-surface-muted"
            />
          </Field>
          {chosen && upload.state.status !== 'success' && (
            <UploadProgress
              state={upload.state}
              onPause={upload.pause}
              onResume={upload.resume}
              onCancel={upload.cancel}
            />
          )}
          <section aria-labelledby="template-placeholders" className="space-y-2">
            <h3 id="template-placeholders" className="font-semibold">
              {t.placeholders}
            </h3>
            <p className="text-muted">{t.placeholdersHint}</p>
            <PlaceholderList placeholders={info.placeholders} />
            <PlaceholderList placeholders={info.missionPlaceholders} />
          </section>
        </div>
      )}
    </Dialog>
  );
}

/** Each placeholder as written in the template, what it holds, and whether it is required. */
function PlaceholderList({ placeholders }: { placeholders: readonly ContractPlaceholder[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
      {placeholders.map((placeholder) => (
        <div key={placeholder.name} className="contents">
          <dt className="font-mono text-xs">{`{${placeholder.name}}`}</dt>
          <dd className="text-muted">
            {placeholder.label}
            {placeholder.isRequired && ` (${t.required})`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
