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
 * One row per publication with a reading: its latest reading (the `is_latest` flag the
 * triggers of migration 0037 keep), its deal's client, its day (the publication's, else its
 * reading's), its cost (the deliverable's price: what the agency pays the creator) and its share
 * of the billed price (`getBilledShareCents`), its engagements from the parts given
 * (`getEngagements`) and the base of its engagement rate (`getEngagementRate`: reach, else
 * impressions, above 0).
 */
export function latestPublications(ctx: AgencyContext, where: SQL = sql`true`) {
  return sql`select r.deliverable_id, d.type, d.collaboration_influencer_id, c.client_id, c.brand,
      coalesce(d.published_on, r.read_on) as published_on,
      d.price_cents::float8 as cost,
      c.billed_cents::float8 * d.price_cents / nullif(c.total_cents, 0) as billed,
      r.impressions, r.reach, r.views,
      case when coalesce(r.likes, r.comments, r.shares, r.saves) is null then null
        else coalesce(r.likes, 0) + coalesce(r.comments, 0) + coalesce(r.shares, 0)
          + coalesce(r.saves, 0) end as engagements,
      case when r.reach > 0 then r.reach when r.impressions > 0 then r.impressions end
        as rate_base,
      coalesce(r.reach > 0, false) as on_reach
    from publication_readings as r
    join deliverables as d on d.id = r.deliverable_id
    join collaborations as c on c.id = r.collaboration_id
    where r.agency_id = ${ctx.agencyId} and r.is_latest and ${where}`;
}
