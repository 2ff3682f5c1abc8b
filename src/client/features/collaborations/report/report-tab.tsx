import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileSpreadsheet, FileText, Link as LinkIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { lazyDialog } from '#client/components/ui/lazy-dialog';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { reportExportUrls, reportQuery } from '#client/features/collaborations/report/api';
import { ReportConclusionForm } from '#client/features/collaborations/report/report-conclusion-form';
import { ReportOverTime } from '#client/features/collaborations/report/report-over-time';
import {
  CreatorsTable,
  PublicationsTable,
} from '#client/features/collaborations/report/report-tables';
import { ReportTiles } from '#client/features/collaborations/report/report-tiles';
import { ReportTop } from '#client/features/collaborations/report/report-top';
import {
  buildReportTiles,
  findTopPublications,
} from '#client/features/collaborations/report/report-view';
import { report as t } from '#shared/i18n/fr-report';
import { reportTab } from '#shared/i18n/fr-report-tab';
import { fr } from '#shared/i18n/fr';

// 'Partager le rapport': its dialog and the links' API load on first use.
const ReportLinkDialog = lazyDialog(() =>
  import('#client/features/collaborations/report/report-link-dialog').then(
    (m) => m.ReportLinkDialog,
  ),
);

const linkClass =
  'inline-flex h-8 items-center justify-center gap-2 rounded-md border border-border bg-surface px-3 text-sm font-medium text-foreground hover:bg-surface-muted';

/**
 * The 'Rapport' tab of a collaboration (issue 30): the campaign's figures from each
 * publication's latest reading, computed by the server; the agency's conclusion; the PDF, the
 * .xlsx and the brand's link. Loaded with its tab; read again on every change of the deal.
 */
export default function ReportTab({
  collaborationId,
  collaborationName,
}: {
  collaborationId: string;
  collaborationName: string;
}) {
  const report = useQuery(reportQuery(collaborationId));
  const [isSharing, setSharing] = useState(false);
  const [isBudgetShown, setBudgetShown] = useState(false);
  const budgetHintId = useId();
  if (report.isPending) return <Spinner label={fr.app.loading} />;
  if (report.isError) {
    return (
      <RetryAlert
        title={reportTab.loadFailed}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  }
  const data = report.data;
  const urls = reportExportUrls(collaborationId, isBudgetShown);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t.title}</h2>
        <div role="group" aria-label={reportTab.exports.label} className="flex flex-wrap gap-2">
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="h-4 w-4 accent-primary"
              checked={isBudgetShown}
              aria-describedby={budgetHintId}
              onChange={(event) => setBudgetShown(event.target.checked)}
            />
            {reportTab.share.showBudget}
          </label>
          <span id={budgetHintId} className="sr-only">
            {reportTab.exports.budgetHint}
          </span>
          <a href={urls.pdf} download className={linkClass}>
            <FileText aria-hidden className="h-4 w-4" />
            {reportTab.exports.pdf}
          </a>
          <a href={urls.xlsx} download className={linkClass}>
            <FileSpreadsheet aria-hidden className="h-4 w-4" />
            {reportTab.exports.xlsx}
          </a>
          <Button size="sm" onClick={() => setSharing(true)}>
            <LinkIcon aria-hidden className="h-4 w-4" />
            {reportTab.share.button}
          </Button>
        </div>
      </div>
      {data.publications.length === 0 ? (
        <p data-testid="report-empty" className="py-6 text-center text-sm text-muted">
          {t.empty}
        </p>
      ) : (
        <>
          <ReportTiles tiles={buildReportTiles(data)} isFetching={report.isFetching} />
          <ReportOverTime series={data.series} />
          <ReportTop collaborationId={collaborationId} publications={findTopPublications(data)} />
          <CreatorsTable creators={data.creators} />
          <PublicationsTable publications={data.publications} />
        </>
      )}
      <ReportConclusionForm collaborationId={collaborationId} conclusion={data.conclusion} />
      {isSharing && (
        <ReportLinkDialog
          deal={{ id: collaborationId, name: collaborationName }}
          onClose={() => setSharing(false)}
        />
      )}
    </div>
  );
}
