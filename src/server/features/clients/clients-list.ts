import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { agencyRowCounts, clients, tenantClientSearch } from '#server/db/schema/address-book';
import type { AgencyContext } from '#server/lib/context';
import { selectRows } from '#server/lib/raw-rows';
import { searchFilter } from '#server/lib/sql-filters';
import { getTableVersion } from '#server/lib/table-version';
import { createVersionedCache } from '#server/lib/versioned-cache';
import {
  getClientSummaries,
  getWalkedSummaries,
  walkClientIds,
} from '#server/features/clients/clients-pages';
import { CLIENTS_PAGE_SIZE, getPageCount } from '#shared/domain/pagination';
import type { ClientListQuery, ClientPickerQuery } from '#shared/schemas/clients';

// Short terms match the start of the brand name; longer ones the search text. The export
// searches the same way.
export const clientSearchColumns = {
  sortKeys: [{ sortKey: tenantClientSearch.sortKey, sortName: tenantClientSearch.sortName }],
  searchText: tenantClientSearch.searchText,
};

const PAGE_SIZE = CLIENTS_PAGE_SIZE;
// A search shows at most this many matches (20 pages) and says when there are more: nobody
// pages further, and it bounds the cost of the deepest page.
export const CLIENT_SEARCH_TOTAL_LIMIT = 300;
// Up to this many matches are collected through the trigram index, counted and sorted in
// one statement (about 3 µs a match on PGlite). Beyond it, the term is so common (4% of
// 100,000 clients) that walking the brand index meets a match every 25 rows or less: 20
// pages cost at most 7,500 rows (2 µs each). 4,000 balances the two worst cases.
export const SEARCH_COLLECT_LIMIT = 4000;

/**
 * One page of 15, sorted by brand. Ids come from the search view (trigram index usable, see
 * schema/address-book.ts), rows from the table through row-level security.
 */
export async function listClients(ctx: AgencyContext, query: ClientListQuery) {
  const filter = searchFilter(query.q, clientSearchColumns);
  const found = filter
    ? await searchPage(ctx, filter, query.q, query.page)
    : await listPage(ctx, query.page);
  return found;
}

const pageOf = (total: number, requested: number) => {
  const pageCount = getPageCount(total, PAGE_SIZE);
  // Past the end shows the last page: a deletion there does not strand the user.
  const page = Math.min(requested, pageCount);
  return { page, pageCount, offset: (page - 1) * PAGE_SIZE };
};

/**
 * The whole list: its exact total is kept by triggers (counting 100,000 rows takes 30 ms).
 * Pages past the middle are read from the end, so the last page costs what the first does
 * and the dearest is the middle one (an offset of half the rows).
 */
async function listPage(ctx: AgencyContext, requested: number) {
  const [counted] = await ctx.db
    .select({ total: agencyRowCounts.rowCount })
    .from(agencyRowCounts)
    .where(
      and(eq(agencyRowCounts.agencyId, ctx.agencyId), eq(agencyRowCounts.tableName, 'clients')),
    );
  const total = counted?.total ?? 0;
  const { page, pageCount, offset } = pageOf(total, requested);
  const size = Math.max(0, Math.min(PAGE_SIZE, total - offset));
  const isFromEnd = offset > total - offset - size;
  const items = await getWalkedSummaries(ctx, undefined, {
    isFromEnd,
    limit: size,
    offset: isFromEnd ? total - offset - size : offset,
  });
  return { items, total, isTotalCapped: false, page, pageCount };
}

// How many clients match a term, by agency and term, while the agency's clients are unchanged:
// counting a common term reads its whole trigram posting lists (1.5 ms for 'dupont' at
// 100,000 clients), and paging through a search asks the same count again.
const matchCounts = createVersionedCache<number>();

async function searchPage(ctx: AgencyContext, filter: SQL, term: string, requested: number) {
  const version = await getTableVersion(ctx, 'clients');
  const cacheKey = `${ctx.agencyId}\u0000${term}`;
  const known = matchCounts.get(cacheKey, version);
  let collected: Awaited<ReturnType<typeof collectMatches>> | undefined;
  if (known === undefined || known <= CLIENT_SEARCH_TOTAL_LIMIT) {
    // Up to 301 matches through the trigram index, counted and sorted in one statement: all
    // there is for most terms, and proof that a common one has more than the 300 shown.
    const first = pageOf(
      Math.min(known ?? CLIENT_SEARCH_TOTAL_LIMIT, CLIENT_SEARCH_TOTAL_LIMIT),
      requested,
    );
    collected = await collectMatches(ctx, filter, first, { limit: CLIENT_SEARCH_TOTAL_LIMIT + 1 });
    matchCounts.set(cacheKey, version, collected.matched);
  }
  const matched = collected?.matched ?? known!;
  const isTotalCapped = matched > CLIENT_SEARCH_TOTAL_LIMIT;
  const total = Math.min(matched, CLIENT_SEARCH_TOTAL_LIMIT);
  const { page, pageCount, offset } = pageOf(total, requested);
  if (!isTotalCapped && collected) {
    if (total > 0 && collected.offset !== offset) {
      collected = await collectMatches(ctx, filter, { offset }, { limit: total + 1 });
    }
    const items = await getClientSummaries(ctx, collected.ids);
    return { items, total, isTotalCapped, page, pageCount };
  }
  // A common term (0.3% of the list or more): its first page is met within a few thousand
  // rows of the brand index. Deeper pages collect up to SEARCH_COLLECT_LIMIT matches first.
  if (offset > 0) {
    collected = await collectMatches(ctx, filter, { offset }, { limit: SEARCH_COLLECT_LIMIT + 1 });
    if (collected.matched <= SEARCH_COLLECT_LIMIT) {
      const items = await getClientSummaries(ctx, collected.ids);
      return { items, total, isTotalCapped, page, pageCount };
    }
  }
  const walked = { isFromEnd: false, limit: PAGE_SIZE, offset };
  const items = await getWalkedSummaries(ctx, filter, walked);
  return { items, total, isTotalCapped, page, pageCount };
}

/** How many match (up to `limit`) and, among them, one page by brand. */
async function collectMatches(
  ctx: AgencyContext,
  filter: SQL,
  { offset }: { offset: number },
  { limit }: { limit: number },
) {
  const v = tenantClientSearch;
  const rows = await selectRows<{ matched: number; id: string | null }>(
    ctx.db,
    sql`with matches as materialized (
          select ${v.id} as id, ${v.sortKey} as sort_key from ${v}
          where ${and(eq(v.agencyId, ctx.agencyId), filter)}
          limit ${limit}
        )
        select counted.matched, paged.id
        from (select count(*)::int as matched from matches) as counted
        left join lateral (
          select id from matches order by sort_key, id limit ${PAGE_SIZE} offset ${offset}
        ) as paged on true`,
  );
  return {
    matched: rows[0]?.matched ?? 0,
    ids: rows.flatMap((row) => (row.id ? [row.id] : [])),
    offset,
  };
}

/**
 * The client picker of the collaboration and casting forms: brands matching the search, in
 * brand order, no counts (they are not shown).
 */
export async function pickClients(ctx: AgencyContext, query: ClientPickerQuery) {
  const ids = await walkClientIds(ctx, searchFilter(query.q, clientSearchColumns), {
    isFromEnd: false,
    limit: query.limit,
    offset: 0,
  });
  if (ids.length === 0) return { items: [] };
  const rows = await ctx.db
    .select({ id: clients.id, brandName: clients.brandName })
    .from(clients)
    .where(and(eq(clients.agencyId, ctx.agencyId), inArray(clients.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { items: ids.flatMap((id) => byId.get(id) ?? []) };
}
