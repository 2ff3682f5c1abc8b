import type { CostIndicators, EngagementRate } from '#shared/domain/performance';
import { formatEngagementRate } from '#shared/domain/performance';
import { DELIVERABLE_TYPES } from '#shared/domain/enums';
import type { CampaignReport, ReportFigures } from '#shared/schemas/report';
import { report as t } from '#shared/i18n/fr-report';
import { reportExports } from '#shared/i18n/fr-report-exports';
import { vocabulary } from '#shared/i18n/fr-vocabulary';

// What the PDF and the .xlsx read the same way from a CampaignReport: labels, which price the
// cost indicators divide, which money columns exist. A shared report without 'Afficher le
// budget' has every money figure null: its files then have no money column at all.

export type CostBasis = 'onBilled' | 'onCost';

/** A known deliverable type's label; a free-text type as it was typed. */
export const deliverableLabel = (type: string) =>
  (DELIVERABLE_TYPES as readonly string[]).includes(type)
    ? vocabulary.deliverableTypes[type as (typeof DELIVERABLE_TYPES)[number]]
    : type;

const hasCost = (indicators: CostIndicators | null) =>
  indicators !== null && Object.values(indicators).some((value) => value !== null);

/**
 * The price the tables' CPM and CPE divide: the brand's (billed) when known, else the creators'
 * cost; null when the report carries neither (shared without budget, or nothing read yet).
 */
export function getCostBasis(report: CampaignReport): CostBasis | null {
  const rows: ReportFigures[] = [report.totals, ...report.creators, ...report.publications];
  if (rows.some((row) => hasCost(row.onBilled))) return 'onBilled';
  if (rows.some((row) => hasCost(row.onCost))) return 'onCost';
  return null;
}

/** Every cost-indicator price the report carries, billed first. */
export const getCostBases = (report: CampaignReport): CostBasis[] =>
  (['onBilled', 'onCost'] as const).filter((basis) =>
    [report.totals, ...report.creators, ...report.publications].some((row) => hasCost(row[basis])),
  );

/** Whether any of the rows has a value: a money column without one is left out. */
export const hasAny = <R>(rows: readonly R[], read: (row: R) => number | null) =>
  rows.some((row) => read(row) !== null);

/** « 4,57 % sur la portée », or '—'. */
export const engagementRateText = (rate: EngagementRate | null) =>
  rate ? `${formatEngagementRate(rate)} ${t.engagementBase[rate.base]}` : '—';

/** « Rapport - Lancement été.pdf »: characters a file system refuses become spaces. */
export function getReportFileName(report: Pick<CampaignReport, 'name'>, extension: 'pdf' | 'xlsx') {
  const campaign = report.name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return reportExports.fileName(campaign || t.title, extension);
}
