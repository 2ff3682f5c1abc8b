import { sql, type SQL } from 'drizzle-orm';
import type { AgencyContext } from '#server/lib/context';
import { selectRows } from '#server/lib/raw-rows';
import {
  dealAmounts,
  dealMonth,
  keptAmounts,
  rawSums,
  readSums,
  unionAll,
  type SumsRow,
} from '#server/features/profitability/profit-amounts';
import {
  keptMonthsFilter,
  m,
  profitFilter,
  v,
} from '#server/features/profitability/profit-filters';
import { splitPeriod } from '#server/features/profitability/profit-period';
import type { CollaborationType } from '#shared/domain/enums';
import type { ProfitFilters } from '#shared/schemas/profitability';

// Rentabilité's tiles, months and types (issue 20), all summed in SQL (decision 0032): the
// whole months of the period from the kept sums per month, type and manager, the days of a
// month the period cuts from the deals themselves (decision 0035). No figure is cached: each
// answer reads a few hundred kept rows and at most two months of deals.

/**
 * The parts of a figure: `kept` selects from the kept sums (their rows in the period's whole
 * months and the filters), `deals` from the billed deals of a cut month.
 */
function sumParts(
  ctx: AgencyContext,
  filters: ProfitFilters,
  kept: (where: SQL) => SQL,
  deals: (where: SQL, cut: ProfitFilters) => SQL,
): SQL[] {
  const parts = splitPeriod(filters.from, filters.to);
  return [
    ...(parts.months ? [kept(keptMonthsFilter(ctx, filters, parts.months))] : []),
    ...parts.days.map((days) => {
      const cut = { ...filters, ...days };
      return deals(profitFilter(ctx, cut), cut);
    }),
  ];
}

/** The five tiles, how many deals count, and how many are left out (no billed amount). */
export async function getProfitSummary(ctx: AgencyContext, filters: ProfitFilters) {
  const parts = sumParts(
    ctx,
    filters,
    (where) => sql`select deal_count, ${keptAmounts}, unbilled_count from ${m} where ${where}`,
    (where, cut) => sql`select count(*), sum(billed_cents), sum(total_cents), sum(costs_cents),
        sum(margin_cents), 0 from ${v} where ${where}
      union all
      select 0, 0, 0, 0, 0, count(*) from ${v} where ${profitFilter(ctx, cut, 'unbilled')}`,
  );
  const [row] = await selectRows<SumsRow & { dealCount: number; leftOutCount: number }>(
    ctx.db,
    sql`select coalesce(sum(deal_count), 0)::int as "dealCount", ${rawSums},
      coalesce(sum(unbilled_count), 0)::int as "leftOutCount"
    from (${unionAll(parts)}) as parts (deal_count, billed_cents, total_cents, costs_cents,
      margin_cents, unbilled_count)`,
  );
  return {
    ...readSums(row),
    dealCount: row?.dealCount ?? 0,
    leftOutCount: row?.leftOutCount ?? 0,
  };
}

/**
 * Billed, costs and margin per month: every month of the period (of the deals' months when
 * the period is open-ended), empty ones at 0, oldest first.
 */
export async function getProfitMonths(ctx: AgencyContext, filters: ProfitFilters) {
  const parts = sumParts(
    ctx,
    filters,
    (where) => sql`select month, ${keptAmounts} from ${m} where ${where} and deal_count > 0`,
    (where) => sql`select ${dealMonth}, ${dealAmounts} from ${v} where ${where}`,
  );
  const from = filters.from ? sql`${filters.from}::date` : sql`(select min(month) from per_month)`;
  const to = filters.to ? sql`${filters.to}::date` : sql`(select max(month) from per_month)`;
  const rows = await selectRows<{ month: string } & SumsRow>(
    ctx.db,
    sql`with per_month as (
      select month, ${rawSums}
      from (${unionAll(parts)}) as parts (month, billed_cents, total_cents, costs_cents,
        margin_cents)
      group by month
    )
    select to_char(series.month, 'YYYY-MM') as month,
      coalesce(per_month."billedCents", '0') as "billedCents",
      coalesce(per_month."creatorsCents", '0') as "creatorsCents",
      coalesce(per_month."costsCents", '0') as "costsCents",
      coalesce(per_month."marginCents", '0') as "marginCents"
    from generate_series(date_trunc('month', ${from}::timestamp),
      date_trunc('month', ${to}::timestamp), interval '1 month') as series(month)
    left join per_month on per_month.month = series.month::date
    order by series.month`,
  );
  return { months: rows.map((row) => ({ month: row.month, ...readSums(row) })) };
}

/** Margin by collaboration type, the best first. */
export async function getProfitTypes(ctx: AgencyContext, filters: ProfitFilters) {
  const parts = sumParts(
    ctx,
    filters,
    (where) => sql`select type, ${keptAmounts} from ${m} where ${where} and deal_count > 0`,
    (where) => sql`select type, ${dealAmounts} from ${v} where ${where}`,
  );
  const rows = await selectRows<{ type: CollaborationType } & SumsRow>(
    ctx.db,
    sql`select type, ${rawSums}
    from (${unionAll(parts)}) as parts (type, billed_cents, total_cents, costs_cents,
      margin_cents)
    group by type
    order by sum(margin_cents) desc, type`,
  );
  return { types: rows.map((row) => ({ type: row.type, ...readSums(row) })) };
}
