import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys, isCursorDay, isCursorId } from '#server/lib/cursor';
import { m, profitFilter, v } from '#server/features/profitability/profit-filters';
import type { CollaborationType } from '#shared/domain/enums';
import { sortNaturally } from '#shared/domain/natural-sort';
import type { ProfitDealsQuery, ProfitFilters } from '#shared/schemas/profitability';
import { profitability } from '#shared/i18n/fr-profitability';

type Position = { value: number | null; id: string };

// A margin is whole cents; a rate any finite number, or null for a deal billed 0.
const isCursorValue = (value: unknown, isRate: boolean) =>
  isRate
    ? value === null || (typeof value === 'number' && Number.isFinite(value))
    : Number.isSafeInteger(value);

const decodeCursor = (cursor: string, isRate: boolean) =>
  decodeCursorKeys(cursor, profitability.fields.cursor, (keys): Position | null =>
    keys.length === 2 && isCursorValue(keys[0], isRate) && isCursorId(keys[1])
      ? { value: keys[0] as number | null, id: keys[1] }
      : null,
  );

const dealColumns = {
  id: v.id,
  name: v.name,
  brand: v.brand,
  type: v.type,
  profitDate: v.profitDate,
  billedCents: v.billedCents,
  creatorsCents: v.totalCents,
  costsCents: v.costsCents,
  marginCents: v.marginCents,
  marginRate: v.marginRate,
};

// The sort keys as their indexes hold them (migration 0021): the margin (never null on a
// billed deal), and the rate with a deal billed 0 (no rate) as the lowest one.
const marginKey = sql`${v.marginCents}`;
const rateKey = sql`coalesce(${v.marginRate}, '-Infinity'::float8)`;

/**
 * Rentabilité's table: the billed deals by margin or margin rate, a page at a time, keyset on
 * (key, id) so every page is one index range.
 */
export async function listProfitDeals(ctx: AgencyContext, query: ProfitDealsQuery) {
  const isRate = query.sort.startsWith('rate');
  const isDescending = query.sort.endsWith('desc');
  const key = isRate ? rateKey : marginKey;
  const after = query.cursor ? decodeCursor(query.cursor, isRate) : null;
  const afterKey = !after
    ? undefined
    : isRate
      ? sql`coalesce(${after.value}::float8, '-Infinity'::float8)`
      : sql`${after.value ?? 0}::bigint`;
  const rows = await ctx.db
    .select(dealColumns)
    .from(v)
    .where(
      and(
        profitFilter(ctx, query),
        after
          ? isDescending
            ? sql`(${key}, ${v.id}) < (${afterKey}, ${after.id}::uuid)`
            : sql`(${key}, ${v.id}) > (${afterKey}, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...(isDescending ? [sql`${key} desc`, desc(v.id)] : [sql`${key} asc`, asc(v.id)]))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ ...row, type: row.type as CollaborationType })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursorKeys([isRate ? last.marginRate : last.marginCents, last.id])
        : null,
  };
}

type LeftOutPosition = { profitDate: string; id: string };

/** The deals left out (no billed amount) of the same filters, newest first, to fill them in. */
export async function listLeftOutDeals(
  ctx: AgencyContext,
  query: ProfitFilters & { cursor?: string | undefined; limit: number },
) {
  const after = query.cursor
    ? decodeCursorKeys(query.cursor, profitability.fields.cursor, (keys) =>
        keys.length === 2 && isCursorDay(keys[0]) && isCursorId(keys[1])
          ? ({ profitDate: keys[0], id: keys[1] } as LeftOutPosition)
          : null,
      )
    : null;
  const rows = await ctx.db
    .select({
      id: v.id,
      name: v.name,
      brand: v.brand,
      type: v.type,
      profitDate: v.profitDate,
      creatorsCents: v.totalCents,
    })
    .from(v)
    .where(
      and(
        profitFilter(ctx, query, 'unbilled'),
        after
          ? sql`(${v.profitDate}, ${v.id}) < (${after.profitDate}::date, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(v.profitDate), desc(v.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ ...row, type: row.type as CollaborationType })),
    nextCursor:
      rows.length > query.limit && last ? encodeCursorKeys([last.profitDate, last.id]) : null,
  };
}

/**
 * The project managers of the agency's deals, for the filter (free text on the deal): from the
 * kept sums per month, type and manager (every deal, billed or not, has its row there).
 */
export async function listProfitManagers(ctx: AgencyContext) {
  const rows = await ctx.db
    .selectDistinct({ manager: m.manager })
    .from(m)
    .where(eq(m.agencyId, ctx.agencyId));
  const managers = rows.map((row) => row.manager).filter((manager) => manager !== '');
  return { managers: sortNaturally(managers, (manager) => manager) };
}
