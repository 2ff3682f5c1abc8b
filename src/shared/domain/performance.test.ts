import { describe, expect, it } from 'vitest';
import {
  MAX_METRIC,
  formatCostIndicator,
  formatEngagementRate,
  formatMetric,
  getBilledShareCents,
  getCostIndicators,
  getCostPer,
  getEngagementRate,
  getEngagements,
  getIndicators,
  getLatestReadings,
  sumMetrics,
} from '#shared/domain/performance';

// The storable maximum of an amount in cents (PostgreSQL integer).
const MAX_CENTS = 2_147_483_647;

describe('getEngagements', () => {
  it('sums likes, comments, shares and saves', () => {
    expect(getEngagements({ likes: 100, comments: 20, shares: 5, saves: 3, views: 9 })).toBe(128);
  });

  it('counts the parts given, and is null when none is', () => {
    expect(getEngagements({ likes: 100, comments: null })).toBe(100);
    expect(getEngagements({ impressions: 1000, reach: 800 })).toBeNull();
    expect(getEngagements({ likes: null, saves: undefined })).toBeNull();
  });

  it('is 0 when the parts given are 0', () => {
    expect(getEngagements({ likes: 0, comments: 0 })).toBe(0);
  });

  it('stays exact with huge numbers', () => {
    expect(getEngagements({ likes: MAX_METRIC, comments: MAX_METRIC, shares: 1 })).toBe(
      2_000_000_000_001,
    );
  });
});

describe('getEngagementRate', () => {
  it('divides by the reach, and says so', () => {
    expect(getEngagementRate({ likes: 40, comments: 10, reach: 1000, impressions: 5000 })).toEqual({
      rate: 0.05,
      base: 'reach',
    });
  });

  it('divides by the impressions when the reach is missing or 0', () => {
    expect(getEngagementRate({ likes: 50, impressions: 2000 })).toEqual({
      rate: 0.025,
      base: 'impressions',
    });
    expect(getEngagementRate({ likes: 50, reach: 0, impressions: 2000 })?.base).toBe('impressions');
  });

  it('is null without engagements or without a base above 0', () => {
    expect(getEngagementRate({ reach: 1000 })).toBeNull();
    expect(getEngagementRate({ likes: 10 })).toBeNull();
    expect(getEngagementRate({ likes: 10, reach: 0, impressions: 0 })).toBeNull();
  });

  it('is 0, not null, when nobody engaged', () => {
    expect(getEngagementRate({ likes: 0, reach: 1000 })).toEqual({ rate: 0, base: 'reach' });
  });

  it('is finite with huge numbers', () => {
    const rate = getEngagementRate({ likes: MAX_METRIC, reach: MAX_METRIC });
    expect(rate).toEqual({ rate: 1, base: 'reach' });
  });
});

describe('getCostPer', () => {
  it('divides the cost by the count, times `per`', () => {
    expect(getCostPer(150_000, 300_000, 1000)).toBe(500);
    expect(getCostPer(10_000, 40_000)).toBe(0.25);
  });

  it('is null when a part is missing or the divisor is 0: never Infinity, never 0', () => {
    expect(getCostPer(null, 1000)).toBeNull();
    expect(getCostPer(undefined, 1000)).toBeNull();
    expect(getCostPer(1000, null)).toBeNull();
    expect(getCostPer(1000, 0)).toBeNull();
    expect(getCostPer(1000, -5)).toBeNull();
    expect(getCostPer(Number.NaN, 10)).toBeNull();
  });

  it('is 0 for a cost of 0 (a gifted publication)', () => {
    expect(getCostPer(0, 1000, 1000)).toBe(0);
  });

  it('stays finite at the extremes', () => {
    expect(getCostPer(MAX_CENTS, 1, 1000)).toBe(MAX_CENTS * 1000);
    expect(getCostPer(MAX_CENTS, 10 ** 12, 1000)).toBeCloseTo(2.147483647, 9);
    expect(getCostPer(1, 10 ** 12)).toBe(1e-12);
  });
});

describe('getCostIndicators', () => {
  const metrics = {
    impressions: 200_000,
    views: 50_000,
    likes: 900,
    comments: 100,
    linkClicks: 400,
  };

  it('computes CPM, CPV, CPE and cost per click in cents', () => {
    expect(getCostIndicators(200_000, metrics)).toEqual({ cpm: 1000, cpv: 4, cpe: 200, cpc: 500 });
  });

  it('leaves null what its parts do not allow', () => {
    expect(getCostIndicators(200_000, { views: 0, likes: 10 })).toEqual({
      cpm: null,
      cpv: null,
      cpe: 20_000,
      cpc: null,
    });
    expect(getCostIndicators(null, metrics)).toEqual({
      cpm: null,
      cpv: null,
      cpe: null,
      cpc: null,
    });
  });

  it('with 10^12 impressions and a cost at the storable maximum', () => {
    const huge = getCostIndicators(MAX_CENTS, { impressions: 10 ** 12, views: 10 ** 12 });
    expect(huge.cpm).toBeCloseTo(2.147483647, 9);
    expect(huge.cpv).toBeCloseTo(0.002147483647, 12);
    expect(Number.isFinite(huge.cpm)).toBe(true);
  });
});

describe('getIndicators', () => {
  it('computes on the creator cost and on the billed price', () => {
    const result = getIndicators(
      { reach: 10_000, impressions: 20_000, likes: 450, comments: 50 },
      { costCents: 100_000, billedCents: 160_000 },
    );
    expect(result.engagements).toBe(500);
    expect(result.engagementRate).toEqual({ rate: 0.05, base: 'reach' });
    expect(result.onCost).toMatchObject({ cpm: 5000, cpe: 200, cpv: null, cpc: null });
    expect(result.onBilled).toMatchObject({ cpm: 8000, cpe: 320 });
  });

  it('shows nothing on a price not billed yet', () => {
    const result = getIndicators({ impressions: 1000 }, { costCents: 5000, billedCents: null });
    expect(result.onCost.cpm).toBe(5000);
    expect(result.onBilled).toEqual({ cpm: null, cpv: null, cpe: null, cpc: null });
  });
});

describe('getBilledShareCents', () => {
  it('shares the billed price in proportion to the prices', () => {
    expect(getBilledShareCents(300_000, 50_000, 200_000)).toBe(75_000);
  });

  it('is null when nothing is billed or the prices sum to 0', () => {
    expect(getBilledShareCents(null, 50_000, 200_000)).toBeNull();
    expect(getBilledShareCents(300_000, 0, 0)).toBeNull();
    expect(getBilledShareCents(300_000, null, 10)).toBeNull();
  });

  it('is exact at the storable maximum', () => {
    expect(getBilledShareCents(MAX_CENTS, MAX_CENTS, MAX_CENTS)).toBe(MAX_CENTS);
  });
});

describe('getLatestReadings', () => {
  const at = (iso: string) => new Date(iso);

  it('keeps the latest day of each publication, then the latest entered that day', () => {
    const readings = [
      { id: 'a1', deliverableId: 'a', readOn: '2026-11-01', createdAt: at('2026-11-30T10:00Z') },
      { id: 'a7', deliverableId: 'a', readOn: '2026-11-07', createdAt: at('2026-11-07T10:00Z') },
      { id: 'b1', deliverableId: 'b', readOn: '2026-11-02', createdAt: at('2026-11-02T09:00Z') },
      { id: 'b1bis', deliverableId: 'b', readOn: '2026-11-02', createdAt: '2026-11-02T11:00:00Z' },
    ];
    expect(getLatestReadings(readings).map((reading) => reading.id)).toEqual(['a7', 'b1bis']);
  });

  it('breaks a tie of day and time by the greater id, as the SQL of migration 0037 does', () => {
    // Two readings of one import share their transaction's time: both orders give the same one.
    const time = at('2026-11-02T09:00Z');
    const first = { id: '0f1e', deliverableId: 'a', readOn: '2026-11-02', createdAt: time };
    const second = { id: 'a03c', deliverableId: 'a', readOn: '2026-11-02', createdAt: time };
    expect(getLatestReadings([first, second])).toEqual([second]);
    expect(getLatestReadings([second, first])).toEqual([second]);
  });

  it('is empty without readings', () => {
    expect(getLatestReadings([])).toEqual([]);
  });
});

describe('sumMetrics', () => {
  it('sums each statistic over the publications that give it, null when none does', () => {
    const total = sumMetrics([
      { impressions: 1000, reach: 800, likes: 10 },
      { impressions: 500, likes: 5, sales: 2 },
    ]);
    expect(total).toMatchObject({ impressions: 1500, reach: 800, likes: 15, sales: 2 });
    expect(total.views).toBeNull();
    expect(total.linkClicks).toBeNull();
  });

  it('sums huge numbers exactly', () => {
    const total = sumMetrics(Array.from({ length: 9000 }, () => ({ impressions: MAX_METRIC })));
    expect(total.impressions).toBe(9_000 * MAX_METRIC);
    expect(Number.isSafeInteger(total.impressions)).toBe(true);
  });
});

describe('formatting', () => {
  const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

  it('shows a cost indicator in euros, to a tenth of a cent', () => {
    expect(nbsp(formatCostIndicator(123_456))).toBe('1 234,56 €');
    expect(nbsp(formatCostIndicator(0.4))).toBe('0,004 €');
  });

  it('shows an engagement rate in percent', () => {
    expect(nbsp(formatEngagementRate({ rate: 0.0457, base: 'reach' }))).toBe('4,57 %');
    expect(nbsp(formatEngagementRate(0))).toBe('0,00 %');
  });

  it('shows a statistic with French thousands', () => {
    expect(nbsp(formatMetric(1_250_000))).toBe('1 250 000');
    expect(nbsp(formatMetric(10 ** 12))).toBe('1 000 000 000 000');
  });

  it("shows '—' for what is missing", () => {
    expect(formatCostIndicator(null)).toBe('—');
    expect(formatCostIndicator(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatEngagementRate(null)).toBe('—');
    expect(formatMetric(undefined)).toBe('—');
  });
});
