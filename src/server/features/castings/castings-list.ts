import { and, desc, eq, sql } from 'drizzle-orm';
import { tenantCastingSearch } from '#server/db/schema/work';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys, isCursorId, isCursorMoment } from '#server/lib/cursor';
import { searchFilter } from '#server/lib/sql-filters';
import { getCastingViews } from '#server/features/castings/casting-views';
import type { CastingListQuery } from '#shared/schemas/castings';
import { castingsScreen } from '#shared/i18n/fr-castings';

// Newest first, keyset-paginated on (created_at, id). Ids come from the search view (trigram
// index usable under row-level security, decision 0008), the rows through RLS.

const v = tenantCastingSearch;
type Position = { createdAt: string; id: string };

const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, castingsScreen.fields.cursor, (keys): Position | null =>
    keys.length === 2 && isCursorMoment(keys[0]) && isCursorId(keys[1])
      ? { createdAt: keys[0], id: keys[1] }
      : null,
  );

export async function listCastings(ctx: AgencyContext, query: CastingListQuery) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const positions = await ctx.db
    .select({ id: v.id, createdAt: sql<string>`${v.createdAt}::text`.as('created_at_text') })
    .from(v)
    .where(
      and(
        eq(v.agencyId, ctx.agencyId),
        query.status ? eq(v.status, query.status) : undefined,
        searchFilter(query.q, { searchText: v.searchText }),
        after
          ? sql`(${v.createdAt}, ${v.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(v.createdAt), desc(v.id))
    .limit(query.limit + 1);
  const page = positions.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await getCastingViews(
      ctx,
      page.map((position) => position.id),
    ),
    nextCursor:
      positions.length > query.limit && last ? encodeCursorKeys([last.createdAt, last.id]) : null,
  };
}
