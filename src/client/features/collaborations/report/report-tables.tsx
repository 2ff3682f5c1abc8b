import { useId, type ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { Table, TBody, TD, TH, THead } from '#client/components/ui/table';
import {
  formatReportCents,
  getPublicationLabel,
} from '#client/features/collaborations/report/report-view';
import { formatLongDate } from '#shared/domain/dates';
import {
  formatCostIndicator,
  formatEngagementRate,
  formatMetric,
} from '#shared/domain/performance';
import { report as t } from '#shared/i18n/fr-report';
import { reportTab } from '#shared/i18n/fr-report-tab';
import type { ReportCreator, ReportFigures, ReportPublication } from '#shared/schemas/report';

// 'Par créateur' and 'Par publication': real tables, every figure of the server's report.

const number = 'px-3 text-right tabular-nums whitespace-nowrap';

/** The heads of the figures every row has, after its own. */
function FigureHeads() {
  const heads = [
    t.tiles.reach,
    t.tiles.impressions,
    t.tiles.views,
    t.tiles.engagements,
    t.tiles.engagementRate,
    reportTab.onBilled(t.indicators.cpm),
    reportTab.onCost(t.indicators.cpm),
    reportTab.onBilled(t.indicators.cpe),
    reportTab.onCost(t.indicators.cpe),
    t.columns.cost,
    t.columns.billed,
  ];
  return heads.map((head) => (
    <TH key={head} className="px-3 text-right whitespace-nowrap">
      {head}
    </TH>
  ));
}

function FigureCells({
  figures,
}: {
  figures: ReportFigures & { costCents: number | null; billedCents: number | null };
}) {
  const rate = figures.engagementRate;
  return (
    <>
      <TD className={number}>{formatMetric(figures.metrics.reach)}</TD>
      <TD className={number}>{formatMetric(figures.metrics.impressions)}</TD>
      <TD className={number}>{formatMetric(figures.metrics.views)}</TD>
      <TD className={number}>{formatMetric(figures.engagements)}</TD>
      <TD className={number}>
        {formatEngagementRate(rate)}
        {rate && <span className="block text-xs text-muted">{t.engagementBase[rate.base]}</span>}
      </TD>
      <TD className={number}>{formatCostIndicator(figures.onBilled?.cpm)}</TD>
      <TD className={number}>{formatCostIndicator(figures.onCost?.cpm)}</TD>
      <TD className={number}>{formatCostIndicator(figures.onBilled?.cpe)}</TD>
      <TD className={number}>{formatCostIndicator(figures.onCost?.cpe)}</TD>
      <TD className={number}>{formatReportCents(figures.costCents)}</TD>
      <TD className={number}>{formatReportCents(figures.billedCents)}</TD>
    </>
  );
}

function TableSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-testid={testId}>
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {children(headingId)}
    </section>
  );
}

export function CreatorsTable({ creators }: { creators: ReportCreator[] }) {
  return (
    <TableSection title={t.byCreator} testId="report-creators">
      {(headingId) => (
        <Table aria-labelledby={headingId}>
          <THead>
            <tr>
              <TH className="px-3 whitespace-nowrap">{t.columns.creator}</TH>
              <TH className="px-3 text-right whitespace-nowrap">
                {reportTab.columns.publications}
              </TH>
              <FigureHeads />
            </tr>
          </THead>
          <TBody>
            {creators.map((creator) => (
              <tr key={creator.lineId}>
                <th scope="row" className="min-w-40 px-3 py-3 text-left font-medium">
                  {creator.influencerName}
                </th>
                <TD className={number}>{creator.publications}</TD>
                <FigureCells figures={creator} />
              </tr>
            ))}
          </TBody>
        </Table>
      )}
    </TableSection>
  );
}

export function PublicationsTable({ publications }: { publications: ReportPublication[] }) {
  return (
    <TableSection title={t.byPublication} testId="report-publications">
      {(headingId) => (
        <Table aria-labelledby={headingId}>
          <THead>
            <tr>
              <TH className="px-3 whitespace-nowrap">{t.columns.publication}</TH>
              <TH className="px-3 whitespace-nowrap">{t.columns.creator}</TH>
              <TH className="px-3 whitespace-nowrap">{t.columns.publishedOn}</TH>
              <TH className="px-3 whitespace-nowrap">{t.columns.readOn}</TH>
              <FigureHeads />
            </tr>
          </THead>
          <TBody>
            {publications.map((publication) => (
              <tr key={publication.deliverableId}>
                <th scope="row" className="min-w-56 px-3 py-3 text-left font-medium">
                  <PublicationLink publication={publication} />
                </th>
                <TD className="min-w-36 px-3">{publication.influencerName}</TD>
                <TD className="px-3 whitespace-nowrap">
                  {publication.publishedOn ? formatLongDate(publication.publishedOn) : '—'}
                </TD>
                <TD className="px-3 whitespace-nowrap">
                  {publication.readOn ? (
                    formatLongDate(publication.readOn)
                  ) : (
                    <span className="text-muted">{t.noReading}</span>
                  )}
                </TD>
                <FigureCells figures={publication} />
              </tr>
            ))}
          </TBody>
        </Table>
      )}
    </TableSection>
  );
}

/** The publication where it was posted, in a new tab; its label alone without an address. */
export function PublicationLink({ publication }: { publication: ReportPublication }) {
  const label = getPublicationLabel(publication);
  if (!publication.publishedUrl) return <span>{label}</span>;
  return (
    <a
      href={publication.publishedUrl}
      target="_blank"
      rel="noreferrer"
      aria-label={reportTab.columns.openPublication(label)}
      className="inline-flex items-center gap-1 text-link underline underline-offset-2"
    >
      {label}
      <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />
    </a>
  );
}
