// The brute-force side of the 'Performances' tests (issue 30, decision 0058): the figures of a
// set of publications computed row by row with the shared rules, and how to compare them.
import { expect } from 'vitest';
import type { readPublications } from '#server/features/performances/performances-testing';
import { getPlatformOfType } from '#shared/domain/benchmarks';
import { getEngagements, sumMetrics } from '#shared/domain/performance';
import type { PerformanceGrouping } from '#shared/schemas/performances';

export type Publication = Awaited<ReturnType<typeof readPublications>>[number];

export const groupKey: Record<PerformanceGrouping, (p: Publication) => string> = {
  client: (p) => p.item.clientId ?? `brand:${p.item.brand}`,
  type: (p) => p.item.type,
  platform: (p) => getPlatformOfType(p.item.type),
  period: (p) => p.day.slice(0, 7),
};

/** The figures of publications, from the rules of decisions 0055 and 0058 in TypeScript. */
export function bruteForce(publications: Publication[]) {
  const totals = sumMetrics(publications.map((p) => p.reading));
  const engaged = publications.filter((p) => {
    const base = (p.reading.reach ?? 0) > 0 || (p.reading.impressions ?? 0) > 0;
    return getEngagements(p.reading) !== null && base;
  });
  const baseOf = (p: Publication) =>
    (p.reading.reach ?? 0) > 0 ? p.reading.reach! : p.reading.impressions!;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const ratio = (top: number[], bottom: number[], per = 1) =>
    bottom.length === 0 || sum(bottom) === 0 ? null : (sum(top) / sum(bottom)) * per;
  const withImpressions = publications.filter((p) => p.reading.impressions !== null);
  const withEngagements = publications.filter((p) => getEngagements(p.reading) !== null);
  const billed = (list: Publication[]) => list.filter((p) => p.billed !== null);
  return {
    publications: publications.length,
    reach: totals.reach,
    impressions: totals.impressions,
    views: totals.views,
    engagements: sumMetrics(withEngagements.map((p) => ({ likes: getEngagements(p.reading) })))
      .likes,
    engagementRate: ratio(
      engaged.map((p) => getEngagements(p.reading)!),
      engaged.map(baseOf),
    ),
    cpmCost: ratio(
      withImpressions.map((p) => p.cost),
      withImpressions.map((p) => p.reading.impressions!),
      1000,
    ),
    cpeCost: ratio(
      withEngagements.map((p) => p.cost),
      withEngagements.map((p) => getEngagements(p.reading)!),
    ),
    cpmBilled: ratio(
      billed(withImpressions).map((p) => p.billed!),
      billed(withImpressions).map((p) => p.reading.impressions!),
      1000,
    ),
    cpeBilled: ratio(
      billed(withEngagements).map((p) => p.billed!),
      billed(withEngagements).map((p) => getEngagements(p.reading)!),
    ),
  };
}

export function expectFigures(
  actual: Record<string, unknown>,
  expected: Record<string, number | null | undefined>,
) {
  for (const [name, value] of Object.entries(expected)) {
    if (value === null || value === undefined) expect(actual[name], name).toBeNull();
    else expect(actual[name] as number, name).toBeCloseTo(value, 6);
  }
}
