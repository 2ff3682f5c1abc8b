import { describe, expect, it } from 'vitest';
import {
  BENCHMARK_MIN_COUNT,
  getAudiencePlatform,
  getAudienceTier,
  getPercentile,
  getPlatformOfType,
  getPriceAtCpm,
  getQuartiles,
  hasEnoughData,
  roundToEuro,
} from '#shared/domain/benchmarks';
import { DELIVERABLE_TYPES } from '#shared/domain/enums';

describe('the platform of a deliverable type', () => {
  it('maps every type of the catalogue, UGC apart, free types to other', () => {
    expect(DELIVERABLE_TYPES.map(getPlatformOfType)).toEqual([
      'instagram',
      'instagram',
      'instagram',
      'tiktok',
      'snapchat',
      'twitch',
      'youtube',
      'ugc',
    ]);
    expect(getPlatformOfType('Podcast')).toBe('other');
    expect(getPlatformOfType('')).toBe('other');
  });

  it('measures an audience on a platform only, never for UGC or a free type', () => {
    expect(getAudiencePlatform('reel_instagram')).toBe('instagram');
    expect(getAudiencePlatform('story_snapchat')).toBe('snapchat');
    expect(getAudiencePlatform('ugc')).toBeNull();
    expect(getAudiencePlatform('Podcast')).toBeNull();
  });
});

describe('the audience tier', () => {
  it('puts each boundary in the tier it starts', () => {
    expect(getAudienceTier(0)).toBe('under_10k');
    expect(getAudienceTier(9_999)).toBe('under_10k');
    expect(getAudienceTier(10_000)).toBe('10k_100k');
    expect(getAudienceTier(99_999)).toBe('10k_100k');
    expect(getAudienceTier(100_000)).toBe('100k_1m');
    expect(getAudienceTier(999_999)).toBe('100k_1m');
    expect(getAudienceTier(1_000_000)).toBe('over_1m');
    expect(getAudienceTier(10 ** 12)).toBe('over_1m');
  });

  it('is unknown without an audience', () => {
    expect(getAudienceTier(null)).toBe('unknown');
    expect(getAudienceTier(undefined)).toBe('unknown');
    expect(getAudienceTier(-1)).toBe('unknown');
    expect(getAudienceTier(Number.NaN)).toBe('unknown');
  });
});

describe('percentiles, as PostgreSQL percentile_cont', () => {
  it('interpolates between the nearest ranks', () => {
    expect(getPercentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(getPercentile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(getPercentile([10], 0.75)).toBe(10);
    expect(getPercentile([], 0.5)).toBeNull();
  });

  it('sorts before taking the quartiles', () => {
    expect(getQuartiles([40, 10, 30, 20, 50])).toEqual({ q1: 20, median: 30, q3: 40 });
    expect(getQuartiles([])).toBeNull();
  });
});

describe('the price at the median CPM', () => {
  it("counts the creator's audience as the impressions of one publication", () => {
    // 50,000 followers at 37 € the thousand: 1,850 €.
    expect(getPriceAtCpm(50_000, 3_700)).toBe(185_000);
    expect(getPriceAtCpm(12_345, 1_234.5)).toBe(15_240);
    expect(getPriceAtCpm(50_000, 0)).toBe(0);
  });

  it('is null without an audience or a CPM', () => {
    expect(getPriceAtCpm(null, 3_700)).toBeNull();
    expect(getPriceAtCpm(0, 3_700)).toBeNull();
    expect(getPriceAtCpm(50_000, null)).toBeNull();
    expect(getPriceAtCpm(50_000, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('rounds a shown price to the euro', () => {
    expect(roundToEuro(185_049)).toBe(185_000);
    expect(roundToEuro(185_050)).toBe(185_100);
  });
});

it('needs a few publications before a benchmark speaks', () => {
  expect(hasEnoughData(BENCHMARK_MIN_COUNT - 1)).toBe(false);
  expect(hasEnoughData(BENCHMARK_MIN_COUNT)).toBe(true);
});

it('names a month in French', async () => {
  const { formatMonth } = await import('#shared/domain/benchmarks');
  expect(formatMonth('2026-03')).toBe('mars 2026');
  expect(formatMonth('2025-12')).toBe('décembre 2025');
  expect(formatMonth('Podcast')).toBe('Podcast');
});
