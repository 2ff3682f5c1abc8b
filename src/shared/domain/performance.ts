// Issue 30, decision 0055: what a publication did, and the indicators the report shows. Computed
// once here for the report, its exports, the brand's link and the benchmarks. An indicator whose
// parts are missing, or whose divisor is 0, is null (shown '—'): never 0, never Infinity.

import { formatCount } from '#shared/domain/counts';

/** A reading's statistics, in the order the form and the report list them. */
export const METRICS = [
  'impressions',
  'reach',
  'views',
  'likes',
  'comments',
  'shares',
  'saves',
  'linkClicks',
  'sales',
] as const;
export type Metric = (typeof METRICS)[number];

/** Whole numbers ≥ 0; null or absent when the platform or the creator did not give it. */
export type Metrics = Partial<Record<Metric, number | null>>;

/**
 * The largest statistic a reading takes (a trillion): a sum of 9,000 of them stays an exact
 * JavaScript number (2^53), and PostgreSQL's bigint holds far more.
 */
export const MAX_METRIC = 1_000_000_000_000;

export const ENGAGEMENT_PARTS = ['likes', 'comments', 'shares', 'saves'] as const;

const isCount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * likes + comments + shares + saves, from the parts given: a platform that does not show saves
 * still has engagements. null when none of the four is given (nothing to count, not zero).
 */
export function getEngagements(metrics: Metrics): number | null {
  const parts = ENGAGEMENT_PARTS.map((part) => metrics[part]).filter(isCount);
  return parts.length === 0 ? null : parts.reduce((total, part) => total + part, 0);
}

export type EngagementBase = 'reach' | 'impressions';
export type EngagementRate = { rate: number; base: EngagementBase };

/**
 * Engagements / reach, or / impressions when reach is missing or 0; the report says which base
 * it used. null without engagements or without a base above 0.
 */
export function getEngagementRate(metrics: Metrics): EngagementRate | null {
  const engagements = getEngagements(metrics);
  if (engagements === null) return null;
  const { reach, impressions } = metrics;
  if (isCount(reach) && reach > 0) return { rate: engagements / reach, base: 'reach' };
  if (isCount(impressions) && impressions > 0) {
    return { rate: engagements / impressions, base: 'impressions' };
  }
  return null;
}

/** cost / count × per, in cents (unrounded: a view costs a fraction of a cent); else null. */
export function getCostPer(
  costCents: number | null | undefined,
  count: number | null | undefined,
  per = 1,
): number | null {
  if (!isCount(costCents) || !isCount(count) || count === 0) return null;
  return (costCents / count) * per;
}

export type CostIndicators = {
  /** Cost per thousand impressions. */
  cpm: number | null;
  /** Cost per view. */
  cpv: number | null;
  /** Cost per engagement. */
  cpe: number | null;
  /** Cost per link click. */
  cpc: number | null;
};

/** CPM, CPV, CPE and cost per click of a cost in cents over the statistics, in cents. */
export function getCostIndicators(
  costCents: number | null | undefined,
  metrics: Metrics,
): CostIndicators {
  return {
    cpm: getCostPer(costCents, metrics.impressions, 1000),
    cpv: getCostPer(costCents, metrics.views),
    cpe: getCostPer(costCents, getEngagements(metrics)),
    cpc: getCostPer(costCents, metrics.linkClicks),
  };
}

export type Indicators = {
  engagements: number | null;
  engagementRate: EngagementRate | null;
  /** On the creator's cost: what the agency pays. */
  onCost: CostIndicators;
  /** On the price billed to the client (issue 20). */
  onBilled: CostIndicators;
};

/** Every indicator of statistics (one publication's, or a sum), on both prices. */
export function getIndicators(
  metrics: Metrics,
  prices: { costCents: number | null | undefined; billedCents: number | null | undefined },
): Indicators {
  return {
    engagements: getEngagements(metrics),
    engagementRate: getEngagementRate(metrics),
    onCost: getCostIndicators(prices.costCents, metrics),
    onBilled: getCostIndicators(prices.billedCents, metrics),
  };
}

/**
 * A deliverable's share of the deal's billed price (billed only at the deal's level, issue 20):
 * in proportion to its price among the deal's creators' prices. null when nothing is billed or
 * the deal's prices sum to 0.
 */
export function getBilledShareCents(
  billedCents: number | null | undefined,
  priceCents: number | null | undefined,
  totalCents: number | null | undefined,
): number | null {
  if (!isCount(billedCents) || !isCount(priceCents) || !isCount(totalCents) || totalCents === 0) {
    return null;
  }
  return (billedCents * priceCents) / totalCents;
}

export type DatedReading = Metrics & {
  deliverableId: string;
  /** 'YYYY-MM-DD' */
  readOn: string;
  createdAt: Date | string;
  /** The last tie-break, as PostgreSQL orders uuids (the readings of one import share a time). */
  id?: string;
};

const timeOf = (value: Date | string) => new Date(value).getTime();

/**
 * Whether `reading` counts before `kept` for its publication: a later day, then the later
 * entered on that day (a correction replaces the figure typed before it), then the greater id —
 * the order of the SQL that flags the latest reading (migration 0037).
 */
export function isNewerReading(reading: DatedReading, kept: DatedReading | undefined): boolean {
  if (!kept) return true;
  if (reading.readOn !== kept.readOn) return reading.readOn > kept.readOn;
  const [time, keptTime] = [timeOf(reading.createdAt), timeOf(kept.createdAt)];
  if (time !== keptTime) return time > keptTime;
  return (reading.id ?? '') > (kept.id ?? '');
}

/** The reading that counts for each publication (`isNewerReading`). */
export function getLatestReadings<R extends DatedReading>(readings: readonly R[]): R[] {
  const latest = new Map<string, R>();
  for (const reading of readings) {
    if (isNewerReading(reading, latest.get(reading.deliverableId))) {
      latest.set(reading.deliverableId, reading);
    }
  }
  return [...latest.values()];
}

/**
 * Each statistic summed over the publications that give it; null when none does. The caller
 * takes the latest reading of each publication first (`getLatestReadings`).
 */
export function sumMetrics(readings: readonly Metrics[]): Metrics {
  const total: Metrics = {};
  for (const metric of METRICS) {
    const values = readings.map((reading) => reading[metric]).filter(isCount);
    total[metric] = values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0);
  }
  return total;
}

const costFormat = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

const rateFormat = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A cost indicator in cents as '12,35 €', to a tenth of a cent (a CPV: '0,004 €'), else '—'. */
export function formatCostIndicator(cents: number | null | undefined): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '—';
  return costFormat.format(cents / 100);
}

/** An engagement rate as '4,57 %', else '—'. */
export function formatEngagementRate(rate: EngagementRate | number | null | undefined): string {
  const value = typeof rate === 'number' ? rate : rate?.rate;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  return rateFormat.format(value);
}

/** A statistic as '1 250 000', else '—' (a negative one is no statistic). */
export const formatMetric = (value: number | null | undefined) =>
  formatCount(isCount(value) ? value : null);
