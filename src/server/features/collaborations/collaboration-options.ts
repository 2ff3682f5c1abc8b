import { and, asc, desc, eq, inArray, like, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  clients,
  influencers,
  tenantClientSearch,
  tenantInfluencerSearch,
} from '#server/db/schema/address-book';
import { users } from '#server/db/schema/identity';
import type { AgencyContext } from '#server/lib/context';
import { escapeLikePattern, planSearch } from '#shared/domain/search';
import type { CollaborationPickerQuery } from '#shared/schemas/collaborations';

// What the collaboration form picks from: the agency's members (project manager), clients and
// active influencers. They are served here, under the collaborations permission, because a
// member may edit collaborations without having the Clients or Influenceurs sections
// (docs/decisions/0010). Only names and ids leave.

/** The manager picker: members by name; the form also accepts free text. */
export async function listManagers(ctx: AgencyContext) {
  const members = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.agencyId, ctx.agencyId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return {
    managers: members.map((member) => ({
      id: member.id,
      name: `${member.firstName} ${member.lastName}`.trim(),
    })),
  };
}

const startsWith = (column: AnyPgColumn, prefix: string) =>
  and(
    sql`${column} >= ${prefix}`,
    sql`${column} < ${prefix + '\u{10FFFF}'}`,
    like(column, `${escapeLikePattern(prefix)}%`),
  );

// The trigram index on search_text narrows the rows; the named columns are then checked, so a
// client is not found by a contact's email nor an influencer by a platform handle.
function nameFilter(
  q: string,
  columns: { searchText: AnyPgColumn; sortName: AnyPgColumn; other?: SQL },
): SQL | undefined {
  const plan = planSearch(q);
  if (plan.kind === 'all') return undefined;
  if (plan.kind === 'prefix') return startsWith(columns.sortName, plan.prefix);
  const [pattern] = plan.patterns as [string];
  return and(
    like(columns.searchText, pattern),
    or(like(columns.sortName, pattern), columns.other ? like(columns.other, pattern) : undefined),
  );
}

/** The client picker: by brand name, alphabetical. */
export async function pickClients(ctx: AgencyContext, query: CollaborationPickerQuery) {
  const v = tenantClientSearch;
  const picked = await ctx.db
    .select({ id: v.id })
    .from(v)
    .where(
      and(
        eq(v.agencyId, ctx.agencyId),
        nameFilter(query.q, { searchText: v.searchText, sortName: v.sortName }),
      ),
    )
    .orderBy(asc(v.sortName), asc(v.id))
    .limit(query.limit);
  const ids = picked.map((row) => row.id);
  if (ids.length === 0) return { items: [] };
  const rows = await ctx.db
    .select({ id: clients.id, brandName: clients.brandName })
    .from(clients)
    .where(and(eq(clients.agencyId, ctx.agencyId), inArray(clients.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { items: ids.flatMap((id) => byId.get(id) ?? []) };
}

/**
 * The influencer picker (spec §5): active influencers not already in the collaboration, by
 * full name or username, exclusive ones first then by name (spec §9).
 */
export async function pickInfluencers(ctx: AgencyContext, query: CollaborationPickerQuery) {
  const v = tenantInfluencerSearch;
  const picked = await ctx.db
    .select({ id: v.id })
    .from(v)
    .where(
      and(
        eq(v.agencyId, ctx.agencyId),
        eq(v.isArchived, false),
        query.excludeIds.length > 0 ? not(inArray(v.id, query.excludeIds)) : undefined,
        nameFilter(query.q, {
          searchText: v.searchText,
          sortName: v.sortName,
          other: sql`lower(${v.username})`,
        }),
      ),
    )
    .orderBy(desc(v.isExclusive), asc(v.sortName), asc(v.id))
    .limit(query.limit);
  const ids = picked.map((row) => row.id);
  if (ids.length === 0) return { items: [] };
  const rows = await ctx.db
    .select({
      id: influencers.id,
      fullName: influencers.fullName,
      username: influencers.username,
      isExclusive: influencers.isExclusive,
    })
    .from(influencers)
    .where(and(eq(influencers.agencyId, ctx.agencyId), inArray(influencers.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { items: ids.flatMap((id) => byId.get(id) ?? []) };
}
