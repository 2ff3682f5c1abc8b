import type { EngagementRate } from '#shared/domain/performance';
import type { CampaignReport, ReportPoint, ReportPublication } from '#shared/schemas/report';
import { texts } from './texts';

// What the brand's report page writes (issue 30), as plain functions: the formats of
// shared/domain/performance.ts and money.ts, copied through Intl (report-view.test.ts checks
// them against the originals) because this page imports no value of the app.

const countFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const rateFormat = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const costFormat = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});
const euroFormat = (digits: number) =>
  new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const wholeEuros = euroFormat(0);
const euroCents = euroFormat(2);

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** '12 500', or '—' when the statistic is unknown (never 0). */
export const formatMetric = (value: number | null | undefined) =>
  isNumber(value) && value >= 0 ? countFormat.format(value) : '—';

/** '4,57 %', or '—'. */
export const formatRate = (rate: EngagementRate | null | undefined) =>
  rate && isNumber(rate.rate) ? rateFormat.format(rate.rate) : '—';

/** A cost indicator in cents: '12,35 €', '0,004 €', or '—'. */
export const formatCost = (cents: number | null | undefined) =>
  isNumber(cents) ? costFormat.format(cents / 100) : '—';

/** An amount in cents: '1 500 €', '1 500,50 €', or '—'. */
export function formatAmount(cents: number | null | undefined) {
  if (!isNumber(cents)) return '—';
  const rounded = Math.round(cents) || 0;
  return rounded % 100 === 0 ? wholeEuros.format(rounded / 100) : euroCents.format(rounded / 100);
}

/** « sur la portée » / « sur les impressions » under a rate; nothing without one. */
export const rateBase = (rate: EngagementRate | null | undefined) =>
  rate ? texts.report.engagementBase[rate.base] : null;

export type Tile = { label: string; value: string; note: string | null };

/**
 * The tiles of issue 30: publications, reach, impressions, views, engagements, rate, then CPM,
 * CPE and budget on the billed price only when the agency shows its budget.
 */
export function getTiles(report: CampaignReport): Tile[] {
  const { totals } = report;
  const t = texts.report.tiles;
  const tiles: Tile[] = [
    { label: t.publications, value: formatMetric(totals.publications), note: null },
    { label: t.reach, value: formatMetric(totals.metrics.reach), note: null },
    { label: t.impressions, value: formatMetric(totals.metrics.impressions), note: null },
    { label: t.views, value: formatMetric(totals.metrics.views), note: null },
    { label: t.engagements, value: formatMetric(totals.engagements), note: null },
    {
      label: t.engagementRate,
      value: formatRate(totals.engagementRate),
      note: rateBase(totals.engagementRate),
    },
  ];
  if (!report.showsBudget) return tiles;
  const billed = texts.report.prices.onBilled;
  tiles.push(
    { label: t.cpm, value: formatCost(totals.onBilled?.cpm), note: billed },
    { label: t.cpe, value: formatCost(totals.onBilled?.cpe), note: billed },
  );
  if (isNumber(totals.budget.billedCents)) {
    tiles.push({
      label: t.budget,
      value: formatAmount(totals.budget.billedCents),
      note: texts.report.budget.billed,
    });
  }
  return tiles;
}

/** The three best publications, best first, as the report names them. */
export function getTopPublications(report: CampaignReport): ReportPublication[] {
  const byId = new Map(report.publications.map((row) => [row.deliverableId, row]));
  return report.top.flatMap((id) => byId.get(id) ?? []).slice(0, 3);
}

/** The preview a page can show as an image: a file of the report that is an image. */
export const previewImageUrl = (publication: ReportPublication) =>
  publication.preview?.mimeType.startsWith('image/')
    ? `/api/link/report/files/${encodeURIComponent(publication.preview.fileId)}`
    : null;

export const CHART_LINES = ['impressions', 'reach', 'views'] as const;
export type ChartLine = (typeof CHART_LINES)[number];

export type Chart = {
  /** Each line's points as an SVG `points` attribute; '' for a line with no figure. */
  lines: Record<ChartLine, string>;
  /** The top of the scale (the largest figure), for the axis label. */
  max: number;
};

/**
 * The chart over time in a `width` × `height` box: days spread evenly left to right (the first
 * at 0, the last at `width`), figures from 0 at the bottom to the largest at the top. A day
 * without a figure for a line is skipped by that line.
 */
export function getChart(series: readonly ReportPoint[], width: number, height: number): Chart {
  const values = series.flatMap((point) => CHART_LINES.map((line) => point[line]));
  const max = Math.max(0, ...values.filter(isNumber));
  const step = series.length > 1 ? width / (series.length - 1) : 0;
  const x = (index: number) => (series.length > 1 ? index * step : width / 2);
  const y = (value: number) => (max === 0 ? height : height - (value / max) * height);
  const round = (value: number) => Math.round(value * 10) / 10;
  const lines = {} as Record<ChartLine, string>;
  for (const line of CHART_LINES) {
    lines[line] = series
      .flatMap((point, index) => {
        const value = point[line];
        return isNumber(value) ? [`${round(x(index))},${round(y(value))}`] : [];
      })
      .join(' ');
  }
  return { lines, max };
}
