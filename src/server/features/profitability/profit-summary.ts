import { sql } from 'drizzle-orm';
import type { AgencyContext } from '#server/lib/context';
import { selectRows } from '#server/lib/raw-rows';
import { getTableVersion } from '#server/lib/table-version';
import { createVersionedCache } from '#server/lib/versioned-cache';
import { profitFilter, v } from '#server/features/profitability/profit-filters';
import type { CollaborationType } from '#shared/domain/enums';
import { getMarginRate } from '#shared/domain/profitability';
import { PROFIT_TOP_CLIENTS, type ProfitFilters } from '#shared/schemas/profitability';

// Rentabilité's sums, all in SQL over the filtered deals (issue 20): the tiles, the months,
// the clients and the types. Sums of integers are exact; PostgreSQL answers bigints as text,
// read back as numbers (safe below 2^53 cents: 90 000 billion euros).

const cents = (value: string | number | null | undefined) => Number(value ?? 0);

const sums = {
  billedCents: sql<string>`coalesce(sum(${v.billedCents}), 0)`,
  creatorsCents: sql<string>`coalesce(sum(${v.totalCents}), 0)`,
  costsCents: sql<string>`coalesce(sum(${v.costsCents}), 0)`,
  marginCents: sql<string>`coalesce(sum(${v.marginCents}), 0)`,
};

type SumsRow = { [K in keyof typeof sums]: string };

const readSums = (row: SumsRow | undefined) => {
  const billedCents = cents(row?.billedCents);
  const marginCents = cents(row?.marginCents);
  return {
    billedCents,
    creatorsCents: cents(row?.creatorsCents),
    costsCents: cents(row?.costsCents),
    marginCents,
    marginRate: getMarginRate(marginCents, billedCents),
  };
};

/** The five tiles, how many deals count, and how many are left out (no billed amount). */
async function sumProfitSummary(ctx: AgencyContext, filters: ProfitFilters) {
  const [[billed], [unbilled]] = await Promise.all([
    ctx.db
      .select({ ...sums, dealCount: sql<number>`count(*)::int` })
      .from(v)
      .where(profitFilter(ctx, filters)),
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(v)
      .where(profitFilter(ctx, filters, 'unbilled')),
  ]);
  return {
    ...readSums(billed),
    dealCount: billed?.dealCount ?? 0,
    leftOutCount: unbilled?.count ?? 0,
  };
}

// The sums of a raw statement, under the names readSums reads.
const rawSums = sql.raw(`coalesce(sum(billed_cents), 0)::text as "billedCents",
  coalesce(sum(total_cents), 0)::text as "creatorsCents",
  coalesce(sum(costs_cents), 0)::text as "costsCents",
  coalesce(sum(margin_cents), 0)::text as "marginCents"`);

/**
 * Billed, costs and margin per month: every month of the period (of the deals' months when
 * the period is open-ended), empty ones at 0, oldest first.
 */
async function sumProfitMonths(ctx: AgencyContext, filters: ProfitFilters) {
  const from = filters.from ? sql`${filters.from}::date` : sql`(select min(month) from per_month)`;
  const to = filters.to ? sql`${filters.to}::date` : sql`(select max(month) from per_month)`;
  const rows = await selectRows<{ month: string } & SumsRow>(
    ctx.db,
    sql`with per_month as (
      select date_trunc('month', profit_date)::date as month, ${rawSums}
      from ${v} where ${profitFilter(ctx, filters)}
      group by 1
    )
    select to_char(series.month, 'YYYY-MM') as month,
      coalesce(per_month."billedCents", '0') as "billedCents",
      coalesce(per_month."creatorsCents", '0') as "creatorsCents",
      coalesce(per_month."costsCents", '0') as "costsCents",
      coalesce(per_month."marginCents", '0') as "marginCents"
    from generate_series(date_trunc('month', ${from}), date_trunc('month', ${to}),
      interval '1 month') as series(month)
    left join per_month on per_month.month = series.month::date
    order by series.month`,
  );
  return { months: rows.map((row) => ({ month: row.month, ...readSums(row) })) };
}

type ClientRow = { clientId: string | null; label: string | null; isOthers: boolean } & SumsRow;

// Grouped on what the covering index holds (client_id), so the sums read no table row; a
// deal whose client was deleted (client_id null) counts under its kept brand, and only the ten
// kept clients have their name looked up.
const clientSums = sql.raw(`sum(billed_cents) as billed_cents, sum(total_cents) as total_cents,
  sum(costs_cents) as costs_cents, sum(margin_cents) as margin_cents`);

/**
 * Margin by client: the ten first by margin, then all the others in one 'Autres' row (isOthers),
 * summed by the database too. A deal whose client was deleted counts under its kept brand.
 */
async function sumProfitClients(ctx: AgencyContext, filters: ProfitFilters) {
  const top = PROFIT_TOP_CLIENTS;
  const rows = await selectRows<ClientRow>(
    ctx.db,
    sql`with by_client as (
      select client_id, null::text as brand, ${clientSums}
      from ${v} where ${profitFilter(ctx, filters)} and client_id is not null
      group by client_id
      union all
      select null, brand, ${clientSums}
      from ${v} where ${profitFilter(ctx, filters)} and client_id is null
      group by brand
    ),
    ranked as (
      select *, row_number() over (order by margin_cents desc, client_id, brand) as rank
      from by_client
    ),
    kept as (
      select case when rank <= ${top} then rank else ${top + 1} end as place,
        case when rank <= ${top}
          then coalesce(brand, (select c.brand_name from clients as c where c.id = client_id))
        end as label,
        client_id, billed_cents, total_cents, costs_cents, margin_cents
      from ranked
    )
    select min(client_id::text) filter (where place <= ${top}) as "clientId",
      min(label) as label,
      place > ${top} as "isOthers", ${rawSums}
    from kept
    group by place
    order by place`,
  );
  return {
    clients: rows.map((row) => ({
      clientId: row.clientId,
      label: row.label ?? '',
      isOthers: row.isOthers,
      ...readSums(row),
    })),
  };
}

/** Margin by collaboration type, the best first. */
async function sumProfitTypes(ctx: AgencyContext, filters: ProfitFilters) {
  const rows = await ctx.db
    .select({ type: v.type, ...sums })
    .from(v)
    .where(profitFilter(ctx, filters))
    .groupBy(v.type)
    .orderBy(sql`sum(${v.marginCents}) desc`, v.type);
  return {
    types: rows.map((row) => ({ type: row.type as CollaborationType, ...readSums(row) })),
  };
}

// A figure of a filter while no deal of the agency changed (the deals' version, migration
// 0021): summing 100,000 deals costs tens of milliseconds, and the tab asks for its four
// figures again on every return to it, filter or period change.
const cache = createVersionedCache<unknown>();

function cached<T>(
  part: string,
  compute: (ctx: AgencyContext, filters: ProfitFilters) => Promise<T>,
) {
  return async (ctx: AgencyContext, filters: ProfitFilters): Promise<T> => {
    const version = await getTableVersion(ctx, 'collaborations');
    const key = [
      ctx.agencyId,
      part,
      filters.from ?? '',
      filters.to ?? '',
      filters.manager,
      filters.type,
    ].join('\u0000');
    const known = cache.get(key, version);
    if (known !== undefined) return known as T;
    const value = await compute(ctx, filters);
    cache.set(key, version, value);
    return value;
  };
}

/** The five tiles, how many deals count, and how many are left out (no billed amount). */
export const getProfitSummary = cached('summary', sumProfitSummary);
/** Billed, costs and margin per month over the period. */
export const getProfitMonths = cached('months', sumProfitMonths);
/** Margin by client: the top ten, then 'Autres'. */
export const getProfitClients = cached('clients', sumProfitClients);
/** Margin by collaboration type. */
export const getProfitTypes = cached('types', sumProfitTypes);
