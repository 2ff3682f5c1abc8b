import {
  formatCostIndicator,
  formatEngagementRate,
  formatMetric,
  getCostIndicators,
  getEngagementRate,
  METRICS,
  type Metric,
} from '#shared/domain/performance';
import { performance } from '#shared/i18n/fr-performance';
import { readings as t } from '#shared/i18n/fr-readings';
import { report } from '#shared/i18n/fr-report';
import type { ReadingInput, ReadingView } from '#shared/schemas/performance';

// What the 'Statistiques' of a publication write, as plain functions (reading-view.test.ts):
// the figures of a reading, who gave it, and the publication's indicators from the reading that
// counts, with the formulas and formats of shared/domain/performance.

export type ReadingFigure = { metric: Metric; label: string; value: string };

/** The statistics a reading gives, in the form's order (one not given is left out, not 0). */
export const getReadingFigures = (reading: Pick<ReadingView, Metric>): ReadingFigure[] =>
  METRICS.filter((metric) => reading[metric] !== null).map((metric) => ({
    metric,
    label: performance.metrics[metric],
    value: formatMetric(reading[metric]),
  }));

/** « Créateur · Léa Dupont » */
export const getReadingSource = (reading: Pick<ReadingView, 'source' | 'authorName'>) =>
  reading.authorName
    ? t.by(t.sources[reading.source], reading.authorName)
    : t.sources[reading.source];

export type PublicationIndicators = {
  engagementRate: string;
  /** « sur la portée » or « sur les impressions », null without a rate. */
  base: string | null;
  cpm: string;
  cpe: string;
};

/**
 * The publication's engagement rate, CPM and CPE from its latest reading (the one that counts:
 * readings come newest first), the costs on the creator's price; '—' for what cannot be told.
 */
export function getPublicationIndicators(
  latest: ReadingView,
  priceCents: number | null,
): PublicationIndicators {
  const rate = getEngagementRate(latest);
  const costs = getCostIndicators(priceCents, latest);
  return {
    engagementRate: formatEngagementRate(rate),
    base: rate ? report.engagementBase[rate.base] : null,
    cpm: formatCostIndicator(costs.cpm),
    cpe: formatCostIndicator(costs.cpe),
  };
}

/** A deliverable's price (what the agency pays its creator) in the deal's detail, else null. */
export function findPriceCents(
  detail: { influencers: { deliverables: { id?: string | null; priceCents: number }[] }[] },
  deliverableId: string,
): number | null {
  for (const line of detail.influencers) {
    const found = line.deliverables.find((item) => item.id === deliverableId);
    if (found) return found.priceCents;
  }
  return null;
}

/** The form's start: the day given (today), every statistic empty. */
export const emptyReading = (day: string): ReadingInput => ({
  readOn: day,
  ...(Object.fromEntries(METRICS.map((metric) => [metric, null])) as Record<Metric, null>),
});

/** What a number input holds, as the schema reads it: empty is « not given » (null). */
export const readMetricInput = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);
