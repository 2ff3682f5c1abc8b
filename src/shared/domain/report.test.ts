import { describe, expect, it } from 'vitest';
import {
  MAX_METRIC,
  getCostIndicators,
  getEngagementRate,
  getLatestReadings,
  type DatedReading,
  type Metrics,
} from '#shared/domain/performance';
import {
  getReportFigures,
  getReportSeries,
  getSumCostIndicators,
  getSumEngagementRate,
  getTopPublications,
  toSharedReport,
  type PricedPublication,
} from '#shared/domain/report';
import type { CampaignReport } from '#shared/schemas/report';

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

// A brute force: the same figures written as plainly as possible.
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
function randomOf(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % max;
  };
}

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

const reading = (
  deliverableId: string,
  readOn: string,
  metrics: Metrics,
  createdAt = `${readOn}T12:00:00Z`,
): DatedReading => ({ deliverableId, readOn, createdAt, ...metrics });

describe('getReportSeries', () => {
  it('sums each publication’s latest reading on or before each day', () => {
    const series = getReportSeries([
      reading('a', '2026-11-01', { impressions: 100, likes: 5 }),
      reading('b', '2026-11-03', { impressions: 50, reach: 40 }),
      reading('a', '2026-11-07', { impressions: 300, likes: 9, comments: 1 }),
      // The same day entered later replaces the figure typed before it.
      reading('b', '2026-11-07', { impressions: 70 }, '2026-11-07T08:00:00Z'),
      reading('b', '2026-11-07', { impressions: 60 }, '2026-11-07T09:00:00Z'),
    ]);
    expect(series).toEqual([
      { day: '2026-11-01', impressions: 100, reach: null, views: null, engagements: 5 },
      { day: '2026-11-03', impressions: 150, reach: 40, views: null, engagements: 5 },
      { day: '2026-11-07', impressions: 360, reach: null, views: null, engagements: 10 },
    ]);
  });

  it('is empty without readings, and ends on the latest readings’ sums', () => {
    expect(getReportSeries([])).toEqual([]);
    const random = randomOf(11);
    const readings = Array.from({ length: 300 }, (_, index) =>
      reading(
        `p${random(20)}`,
        `2026-11-${String(1 + random(28)).padStart(2, '0')}`,
        { impressions: random(3) === 0 ? null : random(10_000), likes: random(500) },
        new Date(Date.UTC(2026, 10, 1, 0, 0, index)).toISOString(),
      ),
    );
    const last = getReportSeries(readings).at(-1)!;
    const latest = getLatestReadings(readings);
    const given = latest.filter((one) => one.impressions !== null);
    expect(last.impressions).toBe(given.reduce((a, one) => a + one.impressions!, 0));
    expect(last.engagements).toBe(latest.reduce((a, one) => a + one.likes!, 0));
    // Each point, brute force: the latest reading on or before its day.
    for (const point of getReportSeries(readings)) {
      const upToDay = getLatestReadings(readings.filter((one) => one.readOn <= point.day));
      expect(point.engagements).toBe(upToDay.reduce((a, one) => a + one.likes!, 0));
    }
  });
});

const rankable = (
  deliverableId: string,
  engagements: number | null,
  reach: number | null = null,
  impressions: number | null = null,
  readOn: string | null = '2026-11-01',
) => ({ deliverableId, readOn, engagements, metrics: { reach, impressions } });

describe('getTopPublications', () => {
  it('ranks by engagements, then reach, then impressions, then the deal’s order', () => {
    expect(
      getTopPublications([
        rankable('a', 10, 100, 1_000),
        rankable('b', 50),
        rankable('c', 10, 200),
        rankable('d', 10, 100, 2_000),
        rankable('e', 10, 100, 2_000),
      ]),
    ).toEqual(['b', 'c', 'd']);
  });

  it('never puts a publication without engagements above one with, even with 0', () => {
    expect(
      getTopPublications([
        rankable('a', null, 1_000_000, 9_000_000),
        rankable('b', 0),
        rankable('c', null, 10),
        rankable('d', 3, null, null, null),
      ]),
    ).toEqual(['b', 'a', 'c']);
  });

  it('leaves out publications without any reading, and huge figures stay ordered', () => {
    expect(getTopPublications([rankable('a', 1, null, null, null)])).toEqual([]);
    expect(
      getTopPublications([rankable('a', 4 * MAX_METRIC), rankable('b', 4 * MAX_METRIC + 1)]),
    ).toEqual(['b', 'a']);
  });
});

describe('toSharedReport', () => {
  const indicators = { cpm: 1, cpv: 2, cpe: 3, cpc: 4 };
  const figures = {
    metrics: {} as CampaignReport['totals']['metrics'],
    engagements: 1,
    engagementRate: null,
    onCost: indicators,
    onBilled: indicators,
  };
  const report: CampaignReport = {
    collaborationId: 'c',
    name: 'Noël',
    brand: 'Marque',
    agencyName: 'Agence',
    conclusion: '',
    showsBudget: true,
    totals: {
      ...figures,
      publications: 1,
      deliverables: 2,
      budget: { billedCents: 900, costCents: 500, marginCents: 400 },
    },
    creators: [
      {
        ...figures,
        lineId: 'l',
        influencerName: 'Léa',
        publications: 1,
        costCents: 5,
        billedCents: 9,
      },
    ],
    publications: [
      {
        ...figures,
        deliverableId: 'd',
        lineId: 'l',
        influencerName: 'Léa',
        type: 'post',
        description: '',
        publishedUrl: '',
        publishedOn: null,
        readOn: null,
        costCents: 5,
        billedCents: 9,
        preview: null,
      },
    ],
    series: [],
    top: [],
  };

  it('never shows costs nor margins; the billed price only with the budget', () => {
    for (const showBudget of [false, true]) {
      const shared = toSharedReport(report, showBudget);
      const all = [shared.totals, ...shared.creators, ...shared.publications];
      expect(shared.showsBudget).toBe(showBudget);
      expect(shared.totals.budget).toEqual({
        billedCents: showBudget ? 900 : null,
        costCents: null,
        marginCents: null,
      });
      for (const part of all) {
        expect(part.onCost).toBeNull();
        expect(part.onBilled).toEqual(showBudget ? indicators : null);
      }
      for (const part of [...shared.creators, ...shared.publications]) {
        expect(part.costCents).toBeNull();
        expect(part.billedCents).toBe(showBudget ? 9 : null);
      }
    }
  });
});
