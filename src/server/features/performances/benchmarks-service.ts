import { and, eq, max, sql, type SQL } from 'drizzle-orm';
import { influencerPlatforms, influencers } from '#server/db/schema/address-book';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { selectRows } from '#server/lib/raw-rows';
import {
  latestPublications,
  platformOf,
  tierOf,
} from '#server/features/performances/performances-sql';
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
 * Each publication's platform, tier, CPM and engagement rate. The creator's audience is their
 * largest on the type's platform among the influencer's accounts; a line without an influencer
 * (deleted since), without that account, or of a UGC or free type is 'unknown'.
 */
function benchmarkPublications(ctx: AgencyContext, where: SQL = sql`true`) {
  return sql`with pubs as (${latestPublications(ctx, where)}),
    audiences as (
      select influencer_id, name, max(audience) as audience from influencer_platforms
      where agency_id = ${ctx.agencyId} and audience is not null group by influencer_id, name
    ),
    measured as (
      select pubs.type, ${platformOf('pubs.type')} as platform, a.audience,
        case when impressions > 0 then cost * 1000 / impressions end as cpm,
        engagements::float8 / rate_base as rate
      from pubs
      left join audiences as a on a.influencer_id = pubs.influencer_id
        and a.name = ${platformOf('pubs.type')}
    )`;
}

const QUARTILES = (column: string) =>
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

const SPREADS = sql`${QUARTILES('cpm')} as cpm, count(cpm)::int as "cpmCount",
  ${QUARTILES('rate')} as rate, count(rate)::int as "rateCount"`;

/** GET /api/performances/benchmarks */
export async function getBenchmarks(ctx: AgencyContext): Promise<BenchmarksAnswer> {
  const rows = await selectRows<
    SpreadRow & { platform: PerformancePlatform; type: string; tier: AudienceTier; count: number }
  >(
    ctx.db,
    sql`${benchmarkPublications(ctx)}
    select platform, type, ${tierOf('audience')} as tier, count(*)::int as count, ${SPREADS}
    from measured group by 1, 2, 3 order by 1, 2, 3 limit ${MAX_BENCHMARK_ROWS}`,
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
    sql`${benchmarkPublications(ctx, sql`deliverable_type = ${query.type}`)}
    select percentile_cont(0.5) within group (order by cpm) as median, count(cpm)::int as count
    from measured where ${tierOf('audience')} = ${tier}`,
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
