import { and, asc, count, desc, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { selectRows } from '#server/lib/raw-rows';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { agencyRowCounts } from '#server/db/schema/address-book';
import { agencies } from '#server/db/schema/identity';
import { agencyTotals } from '#server/db/schema/superadmin';
import { containsTerm, isRealAgency } from '#server/features/superadmin/platform-sql';
import type { PlatformContext } from '#server/features/superadmin/superadmin-gate';
import { getPageCount } from '#shared/domain/pagination';
import { normalizeSearchText } from '#shared/domain/search';
import {
  AGENCY_TABLE_PAGE_SIZE,
  type AgencyTableQuery,
  type AgencyTableSort,
} from '#shared/schemas/superadmin';

// Every figure comes from counters the triggers keep (agency_row_counts for clients and
// influencers, agency_totals for members, collaborations and the CA Total): one row per agency
// and table, never a count of the business rows themselves.

const TILES = [
  'agencies',
  'users',
  'clients',
  'influencers',
  'collaborations',
  'revenueCents',
] as const;
type Tiles = Record<(typeof TILES)[number], number>;

/** The six tiles of the dashboard, in one statement. */
export async function getPlatformOverview(ctx: PlatformContext): Promise<Tiles> {
  const counts = agencyRowCounts;
  // Demo agencies are left out (decision 0038): visitors trying the product are no customers.
  const rowsOf = (table: string) =>
    sql`(select coalesce(sum(${counts.rowCount}), 0)::float8 from ${counts}
         where ${counts.tableName} = ${table} and ${isRealAgency(sql`${counts.agencyId}`)})`;
  const totalOf = (column: AnyPgColumn) =>
    sql`(select coalesce(sum(${column}), 0)::float8 from ${agencyTotals}
         where ${isRealAgency(sql`${agencyTotals.agencyId}`)})`;
  // Sums are float8: exact far beyond any revenue in cents, and a number on both drivers.
  const [row] = await selectRows<Tiles>(
    ctx.db,
    sql`select (select count(*)::float8 from ${agencies}
                  where ${agencies.demoExpiresAt} is null) as agencies,
          ${totalOf(agencyTotals.userCount)} as users,
          ${rowsOf('clients')} as clients,
          ${rowsOf('influencers')} as influencers,
          ${totalOf(agencyTotals.collaborationCount)} as collaborations,
          ${totalOf(agencyTotals.revenueCents)} as "revenueCents"`,
  );
  return Object.fromEntries(TILES.map((key) => [key, Number(row?.[key] ?? 0)])) as Tiles;
}

// One lookup by primary key per agency and figure, written as subqueries: a join would leave
// the plan to the row estimates under row-level security (a handful of agencies where there
// are a thousand), and a nested loop over both tables took 180 ms. PostgreSQL computes the
// figures not sorted on for the page's rows only.
const totalOf = (column: string) =>
  sql`coalesce((select totals.${sql.raw(column)} from agency_totals as totals
       where totals.agency_id = agencies.id), 0)`;
const rowCountOf = (table: string) =>
  sql`coalesce((select counted.row_count from agency_row_counts as counted
       where counted.agency_id = agencies.id and counted.table_name = ${table}), 0)`;

const figures = {
  users: totalOf('user_count'),
  clients: rowCountOf('clients'),
  influencers: rowCountOf('influencers'),
  collaborations: totalOf('collaboration_count'),
  revenueCents: sql`${totalOf('revenue_cents')}::float8`,
};

const sortColumns: Record<AgencyTableSort, SQL> = {
  name: sql`${agencies.sortKey}`,
  createdAt: sql`${agencies.createdAt}`,
  users: figures.users,
  clients: figures.clients,
  influencers: figures.influencers,
  collaborations: figures.collaborations,
  revenue: figures.revenueCents,
};

const ID_PREFIX = /^[0-9a-f-]+$/;

/**
 * A real agency (demo ones are left out, decision 0038) whose name holds the term, or whose id
 * starts with it (the table shows both).
 */
export function agencyFilter(q: string) {
  const term = normalizeSearchText(q);
  const isReal = isNull(agencies.demoExpiresAt);
  if (term === '') return isReal;
  return and(
    isReal,
    or(
      containsTerm(sql`${agencies.name}`, term),
      ID_PREFIX.test(term) ? like(sql`${agencies.id}::text`, `${term}%`) : undefined,
    ),
  );
}

/**
 * The agency table: a page of 20, searched and sorted on any column. The agencies are few (a
 * thousand) next to their rows: each is read with its counters, by primary key.
 */
export async function listAgencyTable(ctx: PlatformContext, query: AgencyTableQuery) {
  const where = agencyFilter(query.q);
  const [matched] = await ctx.db.select({ total: count() }).from(agencies).where(where);
  const total = matched?.total ?? 0;
  const pageSize = AGENCY_TABLE_PAGE_SIZE;
  // Past the end shows the last page.
  const page = Math.min(query.page, getPageCount(total, pageSize));
  const direction = query.dir === 'asc' ? asc : desc;
  const figure = (value: SQL) => sql<number>`${value}`.mapWith(Number);
  const rows = await ctx.db
    .select({
      id: agencies.id,
      name: agencies.name,
      createdAt: agencies.createdAt,
      users: figure(figures.users),
      clients: figure(figures.clients),
      influencers: figure(figures.influencers),
      collaborations: figure(figures.collaborations),
      revenueCents: figure(figures.revenueCents),
    })
    .from(agencies)
    .where(where)
    .orderBy(direction(sortColumns[query.sort]), direction(agencies.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page,
    pageSize,
  };
}
