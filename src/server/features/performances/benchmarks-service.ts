import { and, eq, max, sql, type SQL } from 'drizzle-orm';
import { influencerPlatforms, influencers } from '#server/db/schema/address-book';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { selectRows } from '#server/lib/raw-rows';
import { platformOf } from '#server/features/performances/performances-sql';
import {
  getAudiencePlatform,
  getAudienceTier,
  getPriceAtCpm,
  hasEnoughData,
  type AudienceTier,
  type PerformancePlatform,
} from '#shared/domain/benchmarks';
import type {
  BenchmarkHint,
  BenchmarkQuery,
  BenchmarkRow,
  BenchmarksAnswer,
  Spread,
} from '#shared/schemas/performances';

// Issue 30, decision 0058: the agency's benchmarks from its own history — the quartiles of each
// publication's CPM (on the creator's cost) and engagement rate per platform, deliverable type
// and the creator's audience tier on that platform, by the database (percentile_cont).

/** More lines than the catalogue's types × tiers: free types beyond it are cut. */
const MAX_BENCHMARK_ROWS = 500;

/**
 * The latest readings with their benchmarks' parts, kept on each reading by the triggers of
 * migration 0037: the creator's audience tier on the type's platform (their largest audience
 * there; 'unknown' without it, for a deleted influencer, UGC or a free type), the CPM on the
 * creator's cost (impressions above 0) and the engagement rate. Read in the order of
 * `publication_readings_benchmarks_idx`.
 */
const latestOf = (ctx: AgencyContext, where: SQL = sql`true`) =>
  sql`from publication_readings where agency_id = ${ctx.agencyId} and is_latest and ${where}`;

const QUARTILES = (column: 'cpm_cents' | 'engagement_rate') =>
  sql.raw(`percentile_cont(array[0.25, 0.5, 0.75]) within group (order by ${column})`);

type SpreadRow = {
  cpm: number[] | null;
  cpmCount: number;
  rate: number[] | null;
  rateCount: number;
};

const toSpread = (values: number[] | null, count: number): Spread =>
  values === null || count === 0
    ? null
    : { q1: Number(values[0]), median: Number(values[1]), q3: Number(values[2]), count };

const SPREADS = sql`${QUARTILES('cpm_cents')} as cpm, count(cpm_cents)::int as "cpmCount",
  ${QUARTILES('engagement_rate')} as rate, count(engagement_rate)::int as "rateCount"`;

/** GET /api/performances/benchmarks */
export async function getBenchmarks(ctx: AgencyContext): Promise<BenchmarksAnswer> {
  const rows = await selectRows<
    SpreadRow & { platform: PerformancePlatform; type: string; tier: AudienceTier; count: number }
  >(
    ctx.db,
    sql`select * from (
      select ${platformOf('deliverable_type')} as platform, deliverable_type as type,
        audience_tier as tier, count(*)::int as count, ${SPREADS}
      ${latestOf(ctx)} group by deliverable_type, audience_tier
    ) as lines order by platform, type, tier limit ${MAX_BENCHMARK_ROWS}`,
  );
  return {
    rows: rows.map((row): BenchmarkRow => ({
      platform: row.platform,
      type: row.type,
      tier: row.tier,
      count: row.count,
      isFewData: !hasEnoughData(row.count),
      cpm: toSpread(row.cpm, row.cpmCount),
      engagementRate: toSpread(row.rate, row.rateCount),
    })),
  };
}

/**
 * GET /api/performances/benchmark?influencerId=&type=: what the creator's audience on the type's
 * platform would cost at the agency's median CPM for that platform, type and tier. null without
 * that audience, for a UGC or free type, or under BENCHMARK_MIN_COUNT publications giving a CPM.
 */
export async function getBenchmarkHint(
  ctx: AgencyContext,
  query: BenchmarkQuery,
): Promise<BenchmarkHint> {
  const [influencer] = await ctx.db
    .select({ id: influencers.id })
    .from(influencers)
    .where(and(eq(influencers.id, query.influencerId), eq(influencers.agencyId, ctx.agencyId)));
  if (!influencer) throw notFound();
  const platform = getAudiencePlatform(query.type);
  if (!platform) return null;
  const [account] = await ctx.db
    .select({ audience: max(influencerPlatforms.audience) })
    .from(influencerPlatforms)
    .where(
      and(
        eq(influencerPlatforms.influencerId, query.influencerId),
        eq(influencerPlatforms.agencyId, ctx.agencyId),
        eq(influencerPlatforms.name, platform),
      ),
    );
  const audience = account?.audience ?? null;
  const tier = getAudienceTier(audience);
  if (audience === null || tier === 'unknown') return null;
  const [row] = await selectRows<{ median: number | null; count: number }>(
    ctx.db,
    sql`select percentile_cont(0.5) within group (order by cpm_cents) as median,
      count(cpm_cents)::int as count
    ${latestOf(ctx, sql`deliverable_type = ${query.type} and audience_tier = ${tier}`)}`,
  );
  if (!row || row.median === null || !hasEnoughData(row.count)) return null;
  const medianCpmCents = Number(row.median);
  return {
    type: query.type,
    tier,
    audience,
    medianCpmCents,
    count: row.count,
    priceCents: getPriceAtCpm(audience, medianCpmCents)!,
  };
}
