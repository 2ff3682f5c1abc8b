import { getDeliverableTypeLabel } from '#client/features/collaborations/contents/content-view';
import { formatEuros } from '#shared/domain/money';
import {
  formatCostIndicator,
  formatEngagementRate,
  formatMetric,
  type CostIndicators,
} from '#shared/domain/performance';
import { report as t } from '#shared/i18n/fr-report';
import { reportTab } from '#shared/i18n/fr-report-tab';
import type { CampaignReport, ReportPublication } from '#shared/schemas/report';

// What the 'Rapport' tab reads off the report: plain functions, tested. Every figure is the
// server's (shared/domain/performance); here it is only put into words, '—' when missing.

export type TileLine = { label: string; value: string; isLoss?: boolean };

export type ReportTile = {
  key: keyof typeof t.tiles;
  label: string;
  /** The figure; absent when the tile is only its lines (a cost on each price). */
  value?: string;
  /** Under the figure: the engagement rate's base. */
  note?: string;
  lines: TileLine[];
};

/** Money in cents the French way; '—' when unknown (formatEuros says '0 €'). */
export const formatReportCents = (cents: number | null | undefined) =>
  typeof cents === 'number' && Number.isFinite(cents) ? formatEuros(cents) : '—';

/** A cost indicator on the billed price, then on the creators' cost. */
function onEachPrice(
  figures: { onBilled: CostIndicators | null; onCost: CostIndicators | null },
  indicator: keyof CostIndicators,
): TileLine[] {
  return [
    { label: t.prices.onBilled, value: formatCostIndicator(figures.onBilled?.[indicator]) },
    { label: t.prices.onCost, value: formatCostIndicator(figures.onCost?.[indicator]) },
  ];
}

/** The tiles over the report, in the order of the issue: what was done, then what it cost. */
export function buildReportTiles(report: CampaignReport): ReportTile[] {
  const { totals } = report;
  const { budget } = totals;
  const figure = (key: 'reach' | 'impressions' | 'views') => ({
    key,
    label: t.tiles[key],
    value: formatMetric(totals.metrics[key]),
    lines: [],
  });
  return [
    {
      key: 'publications',
      label: t.tiles.publications,
      value: reportTab.publicationsOf(totals.publications, totals.deliverables),
      lines: [],
    },
    figure('reach'),
    figure('impressions'),
    figure('views'),
    {
      key: 'engagements',
      label: t.tiles.engagements,
      value: formatMetric(totals.engagements),
      lines: [],
    },
    {
      key: 'engagementRate',
      label: t.tiles.engagementRate,
      value: formatEngagementRate(totals.engagementRate),
      note: totals.engagementRate ? t.engagementBase[totals.engagementRate.base] : undefined,
      lines: [],
    },
    { key: 'cpm', label: t.tiles.cpm, lines: onEachPrice(totals, 'cpm') },
    { key: 'cpe', label: t.tiles.cpe, lines: onEachPrice(totals, 'cpe') },
    {
      key: 'budget',
      label: t.tiles.budget,
      lines: [
        { label: t.budget.billed, value: formatReportCents(budget.billedCents) },
        { label: t.budget.cost, value: formatReportCents(budget.costCents) },
        {
          label: t.budget.margin,
          value: formatReportCents(budget.marginCents),
          isLoss: (budget.marginCents ?? 0) < 0,
        },
      ],
    },
  ];
}

/** « Réel Instagram · Le reel du lancement ». */
export const getPublicationLabel = (publication: Pick<ReportPublication, 'type' | 'description'>) =>
  [getDeliverableTypeLabel(publication.type), publication.description.trim()]
    .filter(Boolean)
    .join(' · ');

/** The three best publications, best first, as the server ranked them (ids it knows only). */
export function findTopPublications(report: CampaignReport): ReportPublication[] {
  const byId = new Map(
    report.publications.map((publication) => [publication.deliverableId, publication]),
  );
  return report.top.flatMap((id) => byId.get(id) ?? []);
}
