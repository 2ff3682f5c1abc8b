// Issue 30: the report's series over time, its best publications and the brand's view of it.
import { describe, expect, it } from 'vitest';
import { randomOf } from '#shared/domain/report-testing';
import {
  MAX_METRIC,
  getLatestReadings,
  type DatedReading,
  type Metrics,
} from '#shared/domain/performance';
import { getReportSeries, getTopPublications, toSharedReport } from '#shared/domain/report';
import type { CampaignReport } from '#shared/schemas/report';

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
