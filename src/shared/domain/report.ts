// Issue 30, decision 0056: the sums of the campaign report, from each publication's latest
// reading (decision 0055). The report's tab, its PDF and .xlsx, and the brand's link all read
// what the server computes here once; the formulas themselves are shared/domain/performance's.

import {
  getCostPer,
  getEngagements,
  isNewerReading,
  sumMetrics,
  METRICS,
  type CostIndicators,
  type DatedReading,
  type EngagementRate,
  type Metrics,
} from '#shared/domain/performance';
import type {
  CampaignReport,
  ReportFigures,
  ReportMetrics,
  ReportPoint,
} from '#shared/schemas/report';

const isCount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** What a publication brings to a sum: its latest reading (null without one) and its prices. */
export type PricedPublication = {
  metrics: Metrics | null;
  costCents: number | null;
  billedCents: number | null;
};

type Price = 'costCents' | 'billedCents';

/** Each cost indicator's divisor, as a publication gives it, and its unit (CPM: per 1,000). */
const DIVISORS: Record<keyof CostIndicators, { of: (metrics: Metrics) => unknown; per: number }> = {
  cpm: { of: (metrics) => metrics.impressions, per: 1000 },
  cpv: { of: (metrics) => metrics.views, per: 1 },
  cpe: { of: getEngagements, per: 1 },
  cpc: { of: (metrics) => metrics.linkClicks, per: 1 },
};

/**
 * A cost indicator of a sum divides the cost of the publications that give its divisor only,
 * by their summed divisor: a publication without impressions adds neither its cost nor anything
 * to a CPM (else the CPM is too low). A divisor given as 0 counts: that money bought nothing.
 * With one publication, this is getCostIndicators.
 */
export function getSumCostIndicators(
  publications: readonly PricedPublication[],
  price: Price,
): CostIndicators {
  const indicator = ({ of, per }: (typeof DIVISORS)[keyof CostIndicators]) => {
    let cost: number | null = null;
    let count = 0;
    for (const publication of publications) {
      const priceCents = publication[price];
      const divisor = publication.metrics && of(publication.metrics);
      if (!isCount(priceCents) || typeof divisor !== 'number' || !isCount(divisor)) continue;
      cost = (cost ?? 0) + priceCents;
      count += divisor;
    }
    return getCostPer(cost, count, per);
  };
  return {
    cpm: indicator(DIVISORS.cpm),
    cpv: indicator(DIVISORS.cpv),
    cpe: indicator(DIVISORS.cpe),
    cpc: indicator(DIVISORS.cpc),
  };
}

/**
 * The engagement rate of a sum: the engagements of the publications that give a reach above 0
 * over their reach; when none does, of those giving impressions above 0 over their impressions.
 * A publication never mixes into the other base, and the base is returned so the report says
 * which. With one publication, this is getEngagementRate.
 */
export function getSumEngagementRate(readings: readonly Metrics[]): EngagementRate | null {
  for (const base of ['reach', 'impressions'] as const) {
    let engagements = 0;
    let divisor = 0;
    for (const metrics of readings) {
      const given = getEngagements(metrics);
      const value = metrics[base];
      if (given === null || !isCount(value) || value === 0) continue;
      engagements += given;
      divisor += value;
    }
    if (divisor > 0) return { rate: engagements / divisor, base };
  }
  return null;
}

/** Every figure of one publication, a creator or the campaign (both prices; the caller hides). */
export function getReportFigures(publications: readonly PricedPublication[]): ReportFigures {
  const readings = publications.flatMap((publication) =>
    publication.metrics ? [publication.metrics] : [],
  );
  const summed = sumMetrics(readings);
  const metrics = Object.fromEntries(
    METRICS.map((metric) => [metric, summed[metric] ?? null]),
  ) as ReportMetrics;
  return {
    metrics,
    engagements: getEngagements(summed),
    engagementRate: getSumEngagementRate(readings),
    onCost: getSumCostIndicators(publications, 'costCents'),
    onBilled: getSumCostIndicators(publications, 'billedCents'),
  };
}

const SERIES_KEYS = ['impressions', 'reach', 'views', 'engagements'] as const;
const seriesValue = (reading: DatedReading, key: (typeof SERIES_KEYS)[number]) =>
  key === 'engagements' ? getEngagements(reading) : (reading[key] ?? null);

/**
 * The chart over time: for each day a reading was taken, the sums of every publication's latest
 * reading on or before that day (a publication keeps its last figure until its next reading).
 * The last point is the campaign's totals. Pass the readings of the report's publications only.
 * Running sums: a publication's newer reading takes its older one's figures out.
 */
export function getReportSeries(readings: readonly DatedReading[]): ReportPoint[] {
  const byDay = new Map<string, DatedReading[]>();
  for (const reading of readings) {
    const list = byDay.get(reading.readOn) ?? [];
    list.push(reading);
    byDay.set(reading.readOn, list);
  }
  const current = new Map<string, DatedReading>();
  const sums = SERIES_KEYS.map(() => ({ total: 0, given: 0 }));
  const count = (reading: DatedReading, sign: 1 | -1) =>
    SERIES_KEYS.forEach((key, index) => {
      const value = seriesValue(reading, key);
      if (!isCount(value)) return;
      sums[index]!.total += sign * value;
      sums[index]!.given += sign;
    });
  return [...byDay.keys()].sort().map((day) => {
    for (const reading of byDay.get(day)!) {
      const kept = current.get(reading.deliverableId);
      if (!isNewerReading(reading, kept)) continue;
      if (kept) count(kept, -1);
      count(reading, 1);
      current.set(reading.deliverableId, reading);
    }
    const sum = (index: number) => (sums[index]!.given === 0 ? null : sums[index]!.total);
    return { day, impressions: sum(0), reach: sum(1), views: sum(2), engagements: sum(3) };
  });
}

type Rankable = {
  deliverableId: string;
  readOn: string | null;
  engagements: number | null;
  metrics: Pick<ReportMetrics, 'reach' | 'impressions'>;
};

/** Larger first; a missing figure after every given one. */
const byLarger = (a: number | null, b: number | null) => (b ?? -1) - (a ?? -1);

/**
 * The best publications, best first: the most engagements, then the larger reach, then the more
 * impressions, then the deal's order (`publications` come in it). A publication without
 * engagements never ranks above one with; one without any reading does not rank at all.
 */
export function getTopPublications(publications: readonly Rankable[], count = 3): string[] {
  return publications
    .map((publication, order) => ({ publication, order }))
    .filter(({ publication }) => publication.readOn !== null)
    .sort(
      (a, b) =>
        byLarger(a.publication.engagements, b.publication.engagements) ||
        byLarger(a.publication.metrics.reach, b.publication.metrics.reach) ||
        byLarger(a.publication.metrics.impressions, b.publication.metrics.impressions) ||
        a.order - b.order,
    )
    .slice(0, count)
    .map(({ publication }) => publication.deliverableId);
}

/**
 * The report as the brand's link shows it: never the creators' cost, the indicators on it nor
 * the margin; the billed price and its indicators only with 'Afficher le budget'.
 */
export function toSharedReport(report: CampaignReport, showBudget: boolean): CampaignReport {
  const hide = <
    T extends ReportFigures & { costCents?: number | null; billedCents?: number | null },
  >(
    figures: T,
  ): T => ({
    ...figures,
    onCost: null,
    onBilled: showBudget ? figures.onBilled : null,
    ...('costCents' in figures ? { costCents: null } : {}),
    ...('billedCents' in figures ? { billedCents: showBudget ? figures.billedCents : null } : {}),
  });
  return {
    ...report,
    showsBudget: showBudget,
    totals: {
      ...hide(report.totals),
      budget: {
        billedCents: showBudget ? report.totals.budget.billedCents : null,
        costCents: null,
        marginCents: null,
      },
    },
    creators: report.creators.map(hide),
    publications: report.publications.map(hide),
  };
}
