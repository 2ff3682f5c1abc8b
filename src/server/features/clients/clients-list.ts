import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { agencyRowCounts, clients, tenantClientSearch } from '#server/db/schema/address-book';
import type { AgencyContext } from '#server/lib/context';
import { searchFilter } from '#server/lib/sql-filters';
import { findContacts, toContact } from '#server/features/clients/clients-service';
import { CLIENTS_PAGE_SIZE, getPageCount } from '#shared/domain/pagination';
import type { SectorMain } from '#shared/domain/sectors';
import type { ClientListQuery, ClientPickerQuery } from '#shared/schemas/clients';

// Short terms match the start of the brand name; longer ones the search text.
const searchColumns = {
  sortKeys: [tenantClientSearch.sortName],
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
  const filter = searchFilter(query.q, searchColumns);
  const found = filter
    ? await searchPage(ctx, filter, query.page)
    : await listPage(ctx, query.page);
  const { ids, ...result } = found;
  return { items: await getClientSummaries(ctx, ids), ...result };
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
  const ids = await walkBrandIndex(ctx, undefined, {
    isFromEnd,
    limit: size,
    offset: isFromEnd ? total - offset - size : offset,
  });
  return { ids, total, isTotalCapped: false, page, pageCount };
}

async function searchPage(ctx: AgencyContext, filter: SQL, requested: number) {
  let collected = await collectMatches(ctx, filter, pageOf(CLIENT_SEARCH_TOTAL_LIMIT, requested));
  const total = Math.min(collected.matched, CLIENT_SEARCH_TOTAL_LIMIT);
  const { page, pageCount, offset } = pageOf(total, requested);
  const isTotalCapped = collected.matched > CLIENT_SEARCH_TOTAL_LIMIT;
  if (collected.matched > SEARCH_COLLECT_LIMIT) {
    const ids = await walkBrandIndex(ctx, filter, { isFromEnd: false, limit: PAGE_SIZE, offset });
    return { ids, total, isTotalCapped, page, pageCount };
  }
  if (total > 0 && collected.offset !== offset) {
    collected = await collectMatches(ctx, filter, { offset });
  }
  return { ids: collected.ids, total, isTotalCapped, page, pageCount };
}

/** How many match (up to the collect limit, plus one) and, among them, one page by brand. */
async function collectMatches(ctx: AgencyContext, filter: SQL, { offset }: { offset: number }) {
  const v = tenantClientSearch;
  const rows = await selectRows<{ matched: number; id: string | null }>(
    ctx,
    sql`with matches as materialized (
          select ${v.id} as id, ${v.sortName} as sort_name from ${v}
          where ${and(eq(v.agencyId, ctx.agencyId), filter)}
          limit ${SEARCH_COLLECT_LIMIT + 1}
        )
        select counted.matched, paged.id
        from (select count(*)::int as matched from matches) as counted
        left join lateral (
          select id from matches order by sort_name, id limit ${PAGE_SIZE} offset ${offset}
        ) as paged on true`,
  );
  return {
    matched: rows[0]?.matched ?? 0,
    ids: rows.flatMap((row) => (row.id ? [row.id] : [])),
    offset,
  };
}

/** A page in brand order straight from the sorted index (filtered on the way if searching). */
async function walkBrandIndex(
  ctx: AgencyContext,
  filter: SQL | undefined,
  page: { isFromEnd: boolean; limit: number; offset: number },
): Promise<string[]> {
  if (page.limit === 0) return [];
  const v = tenantClientSearch;
  const order = page.isFromEnd ? [desc(v.sortName), desc(v.id)] : [asc(v.sortName), asc(v.id)];
  const picked = await ctx.db
    .select({ id: v.id })
    .from(v)
    .where(and(eq(v.agencyId, ctx.agencyId), filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const ids = picked.map((row) => row.id);
  return page.isFromEnd ? ids.reverse() : ids;
}

// Both drivers answer raw SQL with { rows }; Drizzle cannot know their shape.
async function selectRows<T>(ctx: AgencyContext, query: SQL): Promise<T[]> {
  const result = (await ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function getClientSummaries(ctx: AgencyContext, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: clients.id,
      brandName: clients.brandName,
      sectorMain: clients.sectorMain,
      sectorSub: clients.sectorSub,
      updatedAt: clients.updatedAt,
    })
    .from(clients)
    .where(and(eq(clients.agencyId, ctx.agencyId), inArray(clients.id, ids)));
  const contacts = await findContacts(ctx, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = contacts.filter((contact) => contact.clientId === id);
    return [
      {
        id: row.id,
        brandName: row.brandName,
        sectorMain: row.sectorMain as SectorMain | null,
        sectorSub: row.sectorSub,
        mainContact: own[0] ? toContact(own[0]) : null,
        contactCount: own.length,
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
}

/**
 * The client picker of the collaboration and casting forms: brands matching the search, in
 * brand order, no counts (they are not shown).
 */
export async function pickClients(ctx: AgencyContext, query: ClientPickerQuery) {
  const ids = await walkBrandIndex(ctx, searchFilter(query.q, searchColumns), {
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
