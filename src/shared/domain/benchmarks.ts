// Issue 30, decision 0058: the rules of 'Performances' across campaigns and of the agency's
// benchmarks — the platform of a deliverable type, the creator's audience tier, the quartiles,
// and the price a creator's audience would cost at the agency's median CPM. The server writes
// its SQL from these same tables, so the screen and the sums never disagree.

import { DELIVERABLE_TYPES, type DeliverableType, type Platform } from '#shared/domain/enums';

/** How 'Performances' groups the publications: by client, type, platform or month. */
export const PERFORMANCE_GROUPINGS = ['client', 'type', 'platform', 'period'] as const;
export type PerformanceGrouping = (typeof PERFORMANCE_GROUPINGS)[number];
/** Groups per page (a client grouping may have thousands). */
export const PERFORMANCES_PAGE_LIMIT = 50;

/** Where a publication appeared: a platform, 'ugc' (a content the brand posts), or 'other'. */
export const PERFORMANCE_PLATFORMS = [
  'instagram',
  'tiktok',
  'snapchat',
  'twitch',
  'youtube',
  'ugc',
  'other',
] as const;
export type PerformancePlatform = (typeof PERFORMANCE_PLATFORMS)[number];

/** The platform of each deliverable type of the catalogue. */
export const TYPE_PLATFORMS = {
  post_instagram: 'instagram',
  story_instagram: 'instagram',
  reel_instagram: 'instagram',
  tiktok: 'tiktok',
  story_snapchat: 'snapchat',
  twitch: 'twitch',
  youtube: 'youtube',
  ugc: 'ugc',
} as const satisfies Record<DeliverableType, PerformancePlatform>;

const isCatalogueType = (type: string): type is DeliverableType =>
  (DELIVERABLE_TYPES as readonly string[]).includes(type);

/** A type typed freely (not of the catalogue) is 'other'. */
export function getPlatformOfType(type: string): PerformancePlatform {
  return isCatalogueType(type) ? TYPE_PLATFORMS[type] : 'other';
}

/**
 * The influencer's account whose audience measures a publication of this type
 * (`influencer_platforms.name`); null for UGC and free types, which have no audience of their own.
 */
export function getAudiencePlatform(type: string): Platform | null {
  const platform = getPlatformOfType(type);
  return platform === 'ugc' || platform === 'other' ? null : platform;
}

/**
 * Audience tiers, by the creator's followers on the publication's platform: each starts at its
 * `from` (included) and runs to the next one's. 'unknown': no audience given on that platform
 * (or a UGC or free type) — kept as a tier of its own, never guessed into another.
 */
export const AUDIENCE_TIERS = [
  { tier: 'under_10k', from: 0 },
  { tier: '10k_100k', from: 10_000 },
  { tier: '100k_1m', from: 100_000 },
  { tier: 'over_1m', from: 1_000_000 },
] as const;
export type AudienceTier = (typeof AUDIENCE_TIERS)[number]['tier'] | 'unknown';
export const AUDIENCE_TIER_KEYS = [...AUDIENCE_TIERS.map((t) => t.tier), 'unknown'] as const;

export function getAudienceTier(audience: number | null | undefined): AudienceTier {
  if (typeof audience !== 'number' || !Number.isFinite(audience) || audience < 0) return 'unknown';
  let found: AudienceTier = 'under_10k';
  for (const { tier, from } of AUDIENCE_TIERS) if (audience >= from) found = tier;
  return found;
}

/**
 * Below this many publications a benchmark is shown « peu de données » and the deal form's hint
 * stays silent: a median of two deals is an anecdote, not a price.
 */
export const BENCHMARK_MIN_COUNT = 5;

export const hasEnoughData = (count: number) => count >= BENCHMARK_MIN_COUNT;

/**
 * The continuous percentile of sorted values (PostgreSQL's percentile_cont): linear between
 * the two nearest ranks. null for no values.
 */
export function getPercentile(sorted: readonly number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below]!;
  return low + (sorted[above]! - low) * (position - below);
}

export type Quartiles = { q1: number; median: number; q3: number };

export function getQuartiles(values: readonly number[]): Quartiles | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return {
    q1: getPercentile(sorted, 0.25)!,
    median: getPercentile(sorted, 0.5)!,
    q3: getPercentile(sorted, 0.75)!,
  };
}

/**
 * What a creator's audience would cost at a CPM (cents per thousand impressions), in whole
 * cents: the audience counted as the impressions of one publication. null without either.
 */
export function getPriceAtCpm(
  audience: number | null | undefined,
  cpmCents: number | null | undefined,
): number | null {
  if (typeof audience !== 'number' || !Number.isFinite(audience) || audience <= 0) return null;
  if (typeof cpmCents !== 'number' || !Number.isFinite(cpmCents) || cpmCents < 0) return null;
  return Math.round((audience * cpmCents) / 1000);
}

/** A price shown as a benchmark: rounded to the euro (« 1 850 € »), a hint, not a quote. */
export const roundToEuro = (cents: number) => Math.round(cents / 100) * 100;

const monthFormat = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A month of 'Performances' ('2026-03') as « mars 2026 »; anything else as it is. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
