import { useEffect, useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import {
  dismissImport,
  importJobQuery,
  refreshedKeyOf,
  reportUrl,
  summarizeImport,
  type ImportJob,
  type ImportSummary,
} from '#client/components/imports/api';
import {
  RULES_OF,
  type ColumnMapping,
  type DuplicateRule,
  type ImportKind,
} from '#shared/domain/imports';
import { importsScreen } from '#shared/i18n/fr-imports';
import { fr } from '#shared/i18n/fr';

// Step 4 of the import dialog: the duplicate rule and the summary, then the server job and its progress.

const t = importsScreen;

export function SummaryStep({
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
        {RULES_OF[kind].map((value) => (
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
          <SummaryList summary={summary.data} hasUpdates={RULES_OF[kind].includes('update')} />
        )}
        <p className="text-sm text-muted">{t.nothingWritten}</p>
      </section>
    </div>
  );
}

/** The counts; without 'à mettre à jour' for a kind that never updates (readings). */
export function SummaryList({
  summary,
  hasUpdates,
}: {
  summary: ImportSummary;
  hasUpdates: boolean;
}) {
  return (
    <ul className="grid gap-2 sm:grid-cols-4" aria-live="polite" data-testid="import-summary">
      <li className="rounded-md border border-border p-3">{t.summary.create(summary.create)}</li>
      {hasUpdates && (
        <li className="rounded-md border border-border p-3">{t.summary.update(summary.update)}</li>
      )}
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

export function JobProgress({
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
      void queryClient.invalidateQueries({ queryKey: [refreshedKeyOf[kind]] });
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
        {RULES_OF[kind].includes('update') && (
          <li className="rounded-md border border-border p-3">{t.result.updated(data.updated)}</li>
        )}
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
