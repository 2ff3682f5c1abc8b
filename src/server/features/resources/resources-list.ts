import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { tenantResourceSearch } from '#server/db/schema/work';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys, isCursorId, isCursorText } from '#server/lib/cursor';
import { selectRows } from '#server/lib/raw-rows';
import { searchFilter } from '#server/lib/sql-filters';
import { getResourceViews } from '#server/features/resources/resource-views';
import { planSearch } from '#shared/domain/search';
import type { ResourceListQuery } from '#shared/schemas/resources';
import { resourcesScreen } from '#shared/i18n/fr-resources';

// One card of the Ressources screen (a type) or every type, by name in natural order
// (decision 0019), a page at a time by keyset cursor. Ids come from the search view (trigram
// index usable under row-level security, decision 0008), the rows through RLS.

const v = tenantResourceSearch;
type Position = { sortKey: string; id: string };

const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, resourcesScreen.fields.cursor, (keys): Position | null =>
    keys.length === 2 && isCursorText(keys[0]) && isCursorId(keys[1])
      ? { sortKey: keys[0], id: keys[1] }
      : null,
  );

// A contains-search collects up to this many matches through the trigram index and sorts them
// (decision 0008's rule, as for the clients): a term whose matches all sort last would
// otherwise walk the whole name index (37 ms at 50,000 resources). A term matching more is
// common enough that walking the name index meets a page of it quickly.
const COLLECT_LIMIT = 4000;

export async function listResources(ctx: AgencyContext, query: ResourceListQuery) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const where = and(
    eq(v.agencyId, ctx.agencyId),
    query.type ? eq(v.type, query.type) : undefined,
    searchFilter(query.q, { searchText: v.searchText }),
    after ? sql`(${v.sortKey}, ${v.id}) > (${after.sortKey}, ${after.id})` : undefined,
  );
  const collected =
    planSearch(query.q).kind === 'contains' ? await collectPage(ctx, where, query.limit) : null;
  const positions = collected ?? (await walkPage(ctx, where, query.limit));
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

/** The page (and one more) in name order, walking the name index. */
const walkPage = (ctx: AgencyContext, where: SQL | undefined, limit: number) =>
  ctx.db
    .select({ sortKey: v.sortKey, id: v.id })
    .from(v)
    .where(where)
    .orderBy(asc(v.sortKey), asc(v.id))
    .limit(limit + 1);

/** The page (and one more) among the matches collected first; null past COLLECT_LIMIT. */
async function collectPage(ctx: AgencyContext, where: SQL | undefined, limit: number) {
  const rows = await selectRows<{ matched: number; id: string | null; sortKey: string | null }>(
    ctx.db,
    sql`with matches as materialized (
          select ${v.id} as id, ${v.sortKey} as sort_key from ${v} where ${where}
          limit ${COLLECT_LIMIT + 1}
        )
        select counted.matched, paged.id, paged.sort_key as "sortKey"
        from (select count(*)::int as matched from matches) as counted
        left join lateral (
          select id, sort_key from matches order by sort_key, id limit ${limit + 1}
        ) as paged on true`,
  );
  if ((rows[0]?.matched ?? 0) > COLLECT_LIMIT) return null;
  return rows.flatMap((row) =>
    row.id && row.sortKey !== null ? [{ id: row.id, sortKey: row.sortKey }] : [],
  );
}
