import { describe, expect, it } from 'vitest';
import {
  MAX_METRIC,
  getCostIndicators,
  getEngagementRate,
  type Metrics,
} from '#shared/domain/performance';
import {
  getReportFigures,
  getSumCostIndicators,
  getSumEngagementRate,
} from '#shared/domain/report';

const priced = (metrics: Metrics | null, costCents: number | null, billedCents: number | null) => ({
  metrics,
  costCents,
  billedCents,
});

describe('getSumCostIndicators', () => {
  it('divides the cost of only the publications that give the divisor', () => {
    const publications = [
      priced({ impressions: 10_000, views: 2_000 }, 50_000, 80_000),
      // No impressions: neither its cost nor anything goes into the CPM.
      priced({ views: 1_000, likes: 100 }, 30_000, 40_000),
      priced(null, 99_999, 99_999),
    ];
    expect(getSumCostIndicators(publications, 'costCents')).toEqual({
      cpm: (50_000 / 10_000) * 1000,
      cpv: 80_000 / 3_000,
      cpe: 30_000 / 100,
      cpc: null,
    });
    expect(getSumCostIndicators(publications, 'billedCents').cpm).toBe((80_000 / 10_000) * 1000);
  });

  it('counts a divisor given as 0 (money that bought nothing), null when all are 0', () => {
    const publications = [priced({ impressions: 0 }, 10_000, null), priced({}, 1, null)];
    expect(getSumCostIndicators(publications, 'costCents').cpm).toBeNull();
    publications.push(priced({ impressions: 4_000 }, 10_000, null));
    expect(getSumCostIndicators(publications, 'costCents').cpm).toBe((20_000 / 4_000) * 1000);
  });

  it('is null on a missing price, 0 for gifted publications', () => {
    const publications = [priced({ impressions: 1_000, views: 10 }, 0, null)];
    expect(getSumCostIndicators(publications, 'billedCents')).toEqual({
      cpm: null,
      cpv: null,
      cpe: null,
      cpc: null,
    });
    expect(getSumCostIndicators(publications, 'costCents')).toMatchObject({ cpm: 0, cpv: 0 });
  });

  it('is getCostIndicators for one publication', () => {
    const metrics = { impressions: 12_345, views: 0, likes: 7, linkClicks: 3 };
    expect(getSumCostIndicators([priced(metrics, 4_321, null)], 'costCents')).toEqual(
      getCostIndicators(4_321, metrics),
    );
  });

  it('stays finite with huge numbers', () => {
    const metrics = { impressions: MAX_METRIC, views: MAX_METRIC, likes: MAX_METRIC };
    const many = Array.from({ length: 9_000 }, () => priced(metrics, 2_147_483_647, 1));
    const { cpm, cpv, cpe } = getSumCostIndicators(many, 'costCents');
    expect(cpm).toBeCloseTo((2_147_483_647 / MAX_METRIC) * 1000, 12);
    expect(Number.isFinite(cpv) && Number.isFinite(cpe)).toBe(true);
  });
});

describe('getSumEngagementRate', () => {
  it('divides the engagements of the publications giving reach by their reach', () => {
    const rate = getSumEngagementRate([
      { likes: 100, reach: 1_000, impressions: 3_000 },
      { likes: 50, reach: 4_000 },
      // No reach: left out of a reach-based rate, engagements included.
      { likes: 900, impressions: 10_000 },
      // Reach without engagements: nothing to divide.
      { reach: 99_000 },
    ]);
    expect(rate).toEqual({ rate: 150 / 5_000, base: 'reach' });
  });

  it('falls back to impressions when no publication gives a reach above 0', () => {
    expect(
      getSumEngagementRate([
        { likes: 10, impressions: 1_000, reach: 0 },
        { comments: 30, impressions: 3_000 },
      ]),
    ).toEqual({ rate: 40 / 4_000, base: 'impressions' });
  });

  it('is 0 when nobody engaged, null without a base or without engagements', () => {
    expect(getSumEngagementRate([{ likes: 0, reach: 500 }])).toEqual({ rate: 0, base: 'reach' });
    expect(getSumEngagementRate([{ likes: 10 }, { reach: 100 }])).toBeNull();
    expect(getSumEngagementRate([])).toBeNull();
  });

  it('is getEngagementRate for one publication', () => {
    for (const metrics of [
      { likes: 3, reach: 40, impressions: 90 },
      { likes: 3, reach: 0, impressions: 90 },
      { saves: 3, impressions: 0 },
      { shares: 0, reach: 1 },
    ]) {
      expect(getSumEngagementRate([metrics])).toEqual(getEngagementRate(metrics));
    }
  });
});

describe('getReportFigures', () => {
  it('sums the statistics given, null where none is', () => {
    const figures = getReportFigures([
      priced({ impressions: 1_000, likes: 10, comments: 2 }, 100, 200),
      priced({ impressions: 500, saves: 3 }, 100, 200),
      priced(null, 100, 200),
    ]);
    expect(figures.metrics).toMatchObject({ impressions: 1_500, likes: 10, saves: 3, reach: null });
    expect(figures.engagements).toBe(15);
    expect(figures.engagementRate).toEqual({ rate: 15 / 1_500, base: 'impressions' });
    expect(figures.onCost?.cpm).toBe((200 / 1_500) * 1000);
    expect(figures.onBilled?.cpe).toBe(400 / 15);
  });

  it('is all null without any reading', () => {
    const figures = getReportFigures([priced(null, 100, 100)]);
    expect(Object.values(figures.metrics).every((value) => value === null)).toBe(true);
    expect(figures.engagements).toBeNull();
    expect(figures.engagementRate).toBeNull();
    expect(figures.onCost).toEqual({ cpm: null, cpv: null, cpe: null, cpc: null });
  });
});
