import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { agencyRowCounts, clients, tenantClientSearch } from '#server/db/schema/address-book';
import type { AgencyContext } from '#server/lib/context';
import { selectRows } from '#server/lib/raw-rows';
import { searchFilter, walkSearchFilter } from '#server/lib/sql-filters';
import { getTableVersion } from '#server/lib/table-version';
import { createVersionedCache } from '#server/lib/versioned-cache';
import {
  getClientSummaries,
  getWalkedSummaries,
  walkClientIds,
} from '#server/features/clients/clients-pages';
import { CLIENTS_PAGE_SIZE, getPageCount } from '#shared/domain/pagination';
import { normalizeSearchText } from '#shared/domain/search';
import type { ClientListQuery, ClientPickerQuery } from '#shared/schemas/clients';

// A term anywhere in the search text (the trigram index, or the short pieces' index for 1–2
// characters). The export searches the same way.
export const clientSearchColumns = { searchText: tenantClientSearch.searchText };

const PAGE_SIZE = CLIENTS_PAGE_SIZE;
// Up to this many matches are collected through the search index, counted and sorted in one
// statement (about 3 µs a match on PGlite). Beyond it, the term is so common (4% of 100,000
// clients) that walking the brand index meets a match every 25 rows or less.
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
  const offset = (page - 1) * PAGE_SIZE;
  const size = Math.max(0, Math.min(PAGE_SIZE, total - offset));
  // Pages past the middle are read from the end, so the last page costs what the first does
  // and the dearest is the middle one.
  const isFromEnd = offset > total - offset - size;
  const walked = { isFromEnd, limit: size, offset: isFromEnd ? total - offset - size : offset };
  return { page, pageCount, offset, walked };
};

/** The whole list: its exact total is kept by triggers (counting 100,000 rows takes 30 ms). */
async function listPage(ctx: AgencyContext, requested: number) {
  const [counted] = await ctx.db
    .select({ total: agencyRowCounts.rowCount })
    .from(agencyRowCounts)
    .where(
      and(eq(agencyRowCounts.agencyId, ctx.agencyId), eq(agencyRowCounts.tableName, 'clients')),
    );
  const total = counted?.total ?? 0;
  const { page, pageCount, walked } = pageOf(total, requested);
  const items = await getWalkedSummaries(ctx, undefined, walked);
  return { items, total, page, pageCount };
}

// How many clients match a term, by agency and term, while the agency's clients are unchanged:
// counting a common term reads its whole posting lists, and paging through a search asks the
// same count again.
const matchCounts = createVersionedCache<number>();

/**
 * Issue 27: every match can be paged to, under an exact count. A term with few matches
 * (SEARCH_COLLECT_LIMIT) is counted and paged in one statement; a common one is counted once
 * (cached) and its pages walked along the brand index, from the end past the middle.
 */
async function searchPage(ctx: AgencyContext, filter: SQL, term: string, requested: number) {
  const version = await getTableVersion(ctx, 'clients');
  const cacheKey = `${ctx.agencyId}\u0000${normalizeSearchText(term)}`;
  let total = matchCounts.get(cacheKey, version);
  let collected: Awaited<ReturnType<typeof collectMatches>> | undefined;
  if (total === undefined || total <= SEARCH_COLLECT_LIMIT) {
    const guess = pageOf(total ?? SEARCH_COLLECT_LIMIT, requested);
    collected = await collectMatches(ctx, filter, guess.offset, SEARCH_COLLECT_LIMIT + 1);
    total =
      collected.matched <= SEARCH_COLLECT_LIMIT
        ? collected.matched
        : await countMatches(ctx, filter);
    matchCounts.set(cacheKey, version, total);
  }
  const { page, pageCount, offset, walked } = pageOf(total, requested);
  if (total <= SEARCH_COLLECT_LIMIT) {
    if (collected?.offset !== offset) {
      collected = await collectMatches(ctx, filter, offset, SEARCH_COLLECT_LIMIT + 1);
    }
    const items = await getClientSummaries(ctx, collected.ids);
    return { items, total, page, pageCount };
  }
  // A common term: its matches are dense along the brand index, and LIKE alone checks them.
  const items = await getWalkedSummaries(ctx, walkSearchFilter(term, clientSearchColumns), walked);
  return { items, total, page, pageCount };
}

const countMatches = async (ctx: AgencyContext, filter: SQL) => {
  const v = tenantClientSearch;
  const [row] = await ctx.db
    .select({ matched: sql<number>`count(*)::int` })
    .from(v)
    .where(and(eq(v.agencyId, ctx.agencyId), filter));
  return row?.matched ?? 0;
};

/** How many match (up to `limit`) and, among them, one page by brand. */
async function collectMatches(ctx: AgencyContext, filter: SQL, offset: number, limit: number) {
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
 * brand order, no counts (they are not shown). The sector lets the deal's form suggest a
 * regulated category (issue 31).
 */
export async function pickClients(ctx: AgencyContext, query: ClientPickerQuery) {
  const ids = await walkClientIds(ctx, searchFilter(query.q, clientSearchColumns), {
    isFromEnd: false,
    limit: query.limit,
    offset: 0,
  });
  if (ids.length === 0) return { items: [] };
  const rows = await ctx.db
    .select({
      id: clients.id,
      brandName: clients.brandName,
      sectorMain: clients.sectorMain,
      sectorSub: clients.sectorSub,
    })
    .from(clients)
    .where(and(eq(clients.agencyId, ctx.agencyId), inArray(clients.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { items: ids.flatMap((id) => byId.get(id) ?? []) };
}
