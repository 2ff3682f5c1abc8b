// Issue 30, decision 0055: the report's sums and indicators against a plain recomputation.
import { describe, expect, it } from 'vitest';
import { randomOf } from '#shared/domain/report-testing';
import { type Metrics } from '#shared/domain/performance';
import { getReportFigures, type PricedPublication } from '#shared/domain/report';

const priced = (metrics: Metrics | null, costCents: number | null, billedCents: number | null) => ({
  metrics,
  costCents,
  billedCents,
});

function bruteFigures(publications: PricedPublication[]) {
  const given = (value: number | null | undefined): value is number =>
    value !== null && value !== undefined;
  const engagementsOf = (m: Metrics) => {
    const parts = [m.likes, m.comments, m.shares, m.saves].filter(given);
    return parts.length ? parts.reduce((a, b) => a + b, 0) : null;
  };
  const costPer = (price: 'costCents' | 'billedCents', of: (m: Metrics) => number | null) => {
    let cost = 0;
    let count = 0;
    let any = false;
    for (const p of publications) {
      const d = p.metrics ? of(p.metrics) : null;
      if (!given(p[price]) || !given(d)) continue;
      any = true;
      cost += p[price];
      count += d;
    }
    return any && count > 0 ? cost / count : null;
  };
  const indicators = (price: 'costCents' | 'billedCents') => {
    const cpm = costPer(price, (m) => m.impressions ?? null);
    return {
      cpm: cpm === null ? null : cpm * 1000,
      cpv: costPer(price, (m) => m.views ?? null),
      cpe: costPer(price, engagementsOf),
      cpc: costPer(price, (m) => m.linkClicks ?? null),
    };
  };
  const read = publications.map((p) => p.metrics).filter((m): m is Metrics => m !== null);
  const withEngagements = read.filter((m) => engagementsOf(m) !== null);
  const onReach = withEngagements.filter((m) => (m.reach ?? 0) > 0);
  const onImpressions = withEngagements.filter((m) => (m.impressions ?? 0) > 0);
  const rateOf = (list: Metrics[], base: 'reach' | 'impressions') => ({
    rate: list.reduce((a, m) => a + engagementsOf(m)!, 0) / list.reduce((a, m) => a + m[base]!, 0),
    base,
  });
  const allEngagements = read.map(engagementsOf).filter(given);
  return {
    impressions: read.some((m) => given(m.impressions))
      ? read.reduce((a, m) => a + (m.impressions ?? 0), 0)
      : null,
    engagements: allEngagements.length ? allEngagements.reduce((a, b) => a + b, 0) : null,
    engagementRate: onReach.length
      ? rateOf(onReach, 'reach')
      : onImpressions.length
        ? rateOf(onImpressions, 'impressions')
        : null,
    onCost: indicators('costCents'),
    onBilled: indicators('billedCents'),
  };
}

// A small deterministic generator: the test never depends on chance.
describe('the report figures against a brute force', () => {
  it('agree on 500 random campaigns with missing parts and zeros', () => {
    const random = randomOf(7);
    const value = () => {
      const roll = random(10);
      if (roll < 3) return null;
      if (roll === 3) return 0;
      return roll === 4 ? random(1_000_000) * 1_000_000 : random(100_000);
    };
    for (let campaign = 0; campaign < 500; campaign += 1) {
      const publications = Array.from({ length: 1 + random(8) }, () =>
        priced(
          random(5) === 0
            ? null
            : {
                impressions: value(),
                reach: value(),
                views: value(),
                likes: value(),
                comments: value(),
                shares: value(),
                saves: value(),
                linkClicks: value(),
              },
          random(4) === 0 ? 0 : random(500_000),
          random(3) === 0 ? null : random(700_000),
        ),
      );
      const figures = getReportFigures(publications);
      const brute = bruteFigures(publications);
      expect(figures.metrics.impressions).toBe(brute.impressions);
      expect(figures.engagements).toBe(brute.engagements);
      expect(figures.engagementRate?.base).toBe(brute.engagementRate?.base);
      expectClose(figures.engagementRate?.rate, brute.engagementRate?.rate);
      for (const key of ['cpm', 'cpv', 'cpe', 'cpc'] as const) {
        expectClose(figures.onCost?.[key], brute.onCost[key]);
        expectClose(figures.onBilled?.[key], brute.onBilled[key]);
      }
    }
  });
});

function expectClose(actual: number | null | undefined, expected: number | null | undefined) {
  if (expected === null || expected === undefined) expect(actual ?? null).toBeNull();
  else expect(actual).toBeCloseTo(expected, 9);
}
