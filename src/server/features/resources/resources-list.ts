import { and, asc, eq, sql } from 'drizzle-orm';
import { tenantResourceSearch } from '#server/db/schema/work';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys } from '#server/lib/cursor';
import { searchFilter } from '#server/lib/sql-filters';
import { isUuid } from '#server/lib/validate';
import { getResourceViews } from '#server/features/resources/resource-views';
import type { ResourceListQuery } from '#shared/schemas/resources';
import { fr } from '#shared/i18n/fr';

// One card of the Ressources screen (a type) or every type, by name in natural order
// (decision 0019), a page at a time by keyset cursor. Ids come from the search view (trigram
// index usable under row-level security, decision 0008), the rows through RLS.

const v = tenantResourceSearch;
type Position = { sortKey: string; id: string };

const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, fr.resourcesScreen.fields.cursor, (keys): Position | null =>
    keys.length === 2 &&
    typeof keys[0] === 'string' &&
    !keys[0].includes('\u0000') &&
    isUuid(keys[1])
      ? { sortKey: keys[0], id: keys[1] }
      : null,
  );

export async function listResources(ctx: AgencyContext, query: ResourceListQuery) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const positions = await ctx.db
    .select({ sortKey: v.sortKey, id: v.id })
    .from(v)
    .where(
      and(
        eq(v.agencyId, ctx.agencyId),
        query.type ? eq(v.type, query.type) : undefined,
        searchFilter(query.q, {
          sortKeys: [{ sortKey: v.sortKey, sortName: v.sortName }],
          searchText: v.searchText,
        }),
        after ? sql`(${v.sortKey}, ${v.id}) > (${after.sortKey}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(v.sortKey), asc(v.id))
    .limit(query.limit + 1);
  const page = positions.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await getResourceViews(
      ctx,
      page.map((position) => position.id),
    ),
    nextCursor:
      positions.length > query.limit && last ? encodeCursorKeys([last.sortKey, last.id]) : null,
  };
}
