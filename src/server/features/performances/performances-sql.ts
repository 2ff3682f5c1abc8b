import { sql, type SQL } from 'drizzle-orm';
import { AUDIENCE_TIERS, TYPE_PLATFORMS } from '#shared/domain/benchmarks';
import type { AgencyContext } from '#server/lib/context';

// Issue 30, decision 0058: the SQL pieces 'Performances' and the benchmarks share, written from
// the rules of shared/domain (benchmarks, performance) so the database sums what the screens
// say. Every literal and column name below comes from this code, never from a request.

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The platform of a deliverable type (`getPlatformOfType`): a free type is 'other'. */
export const platformOf = (column: string) =>
  sql.raw(
    `(case ${column} ${Object.entries(TYPE_PLATFORMS)
      .map(([type, platform]) => `when ${literal(type)} then ${literal(platform)}`)
      .join(' ')} else 'other' end)`,
  );

/** The audience tier of a number of followers (`getAudienceTier`); none is 'unknown'. */
export const tierOf = (column: string) =>
  sql.raw(
    `(case ${[...AUDIENCE_TIERS]
      .reverse()
      .map(({ tier, from }) => `when ${column} >= ${from} then ${literal(tier)}`)
      .join(' ')} else 'unknown' end)`,
  );

/**
 * One row per publication with a reading: its latest reading (`is_latest`) and the copies the
 * triggers of migration 0037 keep on it — its type, its deal's client (or kept brand), its day
 * (the publication's, else the reading's), its cost (the deliverable's price: what the agency
 * pays the creator), its share of the billed price (`getBilledShareCents`), its engagements
 * (`getEngagements`) and the base of its engagement rate (`getEngagementRate`). One table, one
 * partial index holding every column read: an index-only scan.
 */
export function latestPublications(ctx: AgencyContext, where: SQL = sql`true`) {
  return sql`select deliverable_type as type, client_key, published_on,
      cost_cents::float8 as cost, billed_cents as billed, impressions, reach, views, engagements,
      rate_base, is_on_reach as on_reach, influencer_id
    from publication_readings
    where agency_id = ${ctx.agencyId} and is_latest and ${where}`;
}
