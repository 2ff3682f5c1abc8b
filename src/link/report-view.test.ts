import { describe, expect, it } from 'vitest';
import { formatEuros } from '#shared/domain/money';
import {
  formatCostIndicator,
  formatEngagementRate,
  formatMetric as formatSharedMetric,
} from '#shared/domain/performance';
import {
  makeReport,
  toSharedWithoutBudget,
} from '#server/features/collaborations/report-exports/report-exports-testing';
import {
  formatAmount,
  formatCost,
  formatMetric,
  formatRate,
  getChart,
  getTiles,
  getTopPublications,
  previewImageUrl,
  rateBase,
} from './report-view';

// The brand's report page writes what the app writes: its copied formats are checked against
// shared/domain's, on the figures a report holds.

describe('the report page’s formats', () => {
  it('write counts, rates, cost indicators and amounts as shared/domain does', () => {
    for (const value of [0, 7, 12_500, 1_250_000, 1e12, null, -3]) {
      expect(formatMetric(value), String(value)).toBe(formatSharedMetric(value));
    }
    for (const rate of [0, 0.04568, 1.5, 0.00001]) {
      const value = { rate, base: 'reach' as const };
      expect(formatRate(value)).toBe(formatEngagementRate(value));
    }
    expect(formatRate(null)).toBe('—');
    for (const cents of [0, 0.4, 12_500, 160_731.56, 1_234_567]) {
      expect(formatCost(cents), String(cents)).toBe(formatCostIndicator(cents));
    }
    expect(formatCost(null)).toBe('—');
    for (const cents of [0, 150_000, 450_050, 120_050.4, 99]) {
      expect(formatAmount(cents), String(cents)).toBe(formatEuros(cents));
    }
    expect(formatAmount(null)).toBe('—');
    expect(formatMetric(12_500).replace(/\s/g, ' ')).toBe('12 500');
    expect(formatRate({ rate: 571 / 12_500, base: 'reach' }).replace(/\s/g, ' ')).toBe('4,57 %');
    expect(rateBase({ rate: 0.1, base: 'impressions' })).toBe('sur les impressions');
  });
});

describe('the report page’s tiles', () => {
  it('show no money when the agency does not show its budget', () => {
    const tiles = getTiles(toSharedWithoutBudget(makeReport()));
    expect(tiles.map((tile) => tile.label)).toEqual([
      'Publications',
      'Portée',
      'Impressions',
      'Vues',
      'Engagements',
      "Taux d'engagement",
    ]);
    expect(tiles[1]!.value.replace(/\s/g, ' ')).toBe('12 500');
    expect(tiles[5]!.note).toBe('sur la portée');
  });

  it('show the CPM, the CPE and the budget on the billed price when it does', () => {
    const report = makeReport();
    const tiles = getTiles(report);
    expect(tiles.slice(6).map((tile) => [tile.label, tile.note])).toEqual([
      ['CPM', 'Sur le prix facturé'],
      ['CPE', 'Sur le prix facturé'],
      ['Budget', 'Montant facturé'],
    ]);
    expect(tiles[8]!.value).toBe(formatEuros(report.totals.budget.billedCents));
  });
});

describe('the report page’s best publications and chart', () => {
  it('take the three best in the report’s order, with an image preview when they have one', () => {
    const report = makeReport();
    report.publications[0]!.preview = { fileId: 'f/1', fileName: 'a.png', mimeType: 'image/png' };
    report.publications[2]!.preview = { fileId: 'f2', fileName: 'b.mp4', mimeType: 'video/mp4' };
    const top = getTopPublications({ ...report, top: ['pub-tiktok', 'unknown', 'pub-reel'] });
    expect(top.map((row) => row.deliverableId)).toEqual(['pub-tiktok', 'pub-reel']);
    expect(top.map(previewImageUrl)).toEqual([null, '/api/link/report/files/f%2F1']);
  });

  it('spreads the days across the width and the figures up to the largest', () => {
    const chart = getChart(
      [
        { day: '2026-11-01', impressions: 1_000, reach: 500, views: null, engagements: 10 },
        { day: '2026-11-02', impressions: 2_000, reach: null, views: null, engagements: 20 },
        { day: '2026-11-03', impressions: 4_000, reach: 1_000, views: null, engagements: 40 },
      ],
      200,
      100,
    );
    expect(chart.max).toBe(4_000);
    expect(chart.lines.impressions).toBe('0,75 100,50 200,0');
    // A day without a figure is skipped; a line without any is empty.
    expect(chart.lines.reach).toBe('0,87.5 200,75');
    expect(chart.lines.views).toBe('');
  });

  it('puts a single day in the middle, and figures of 0 on the floor', () => {
    const chart = getChart(
      [{ day: '2026-11-01', impressions: 0, reach: 0, views: 0, engagements: 0 }],
      200,
      100,
    );
    expect(chart.lines.impressions).toBe('100,100');
  });
});
