import { and, eq, gte, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { tenantProfitDeals } from '#server/db/schema/collaborations';
import { profitMonthSums } from '#server/db/schema/profit-sums';
import type { AgencyContext } from '#server/lib/context';
import type { PeriodParts } from '#server/features/profitability/profit-period';
import type { ProfitFilters } from '#shared/schemas/profitability';

// Rentabilité reads the agency's deals through their view (decision 0032): a deal falls in a
// period and a month by its invoice date, else its contact date (profit_date). Its sums over
// whole months come from the kept sums per month, type and manager (decision 0035).

export const v = tenantProfitDeals;
export const m = profitMonthSums;

/** The deals that count (a billed amount) or the ones left out (none), in the filters. */
export function profitFilter(
  ctx: AgencyContext,
  filters: ProfitFilters,
  deals: 'billed' | 'unbilled' = 'billed',
): SQL {
  return and(
    eq(v.agencyId, ctx.agencyId),
    deals === 'billed' ? isNotNull(v.billedCents) : isNull(v.billedCents),
    filters.from ? gte(v.profitDate, filters.from) : undefined,
    filters.to ? lte(v.profitDate, filters.to) : undefined,
    filters.manager ? eq(v.manager, filters.manager) : undefined,
    filters.type === 'all' ? undefined : eq(v.type, filters.type),
  ) as SQL;
}

/** The kept sums of the whole months of a period, in the manager and type filters. */
export function keptMonthsFilter(
  ctx: AgencyContext,
  filters: ProfitFilters,
  months: NonNullable<PeriodParts['months']>,
): SQL {
  return and(
    eq(m.agencyId, ctx.agencyId),
    months.from ? gte(m.month, months.from) : undefined,
    months.to ? lte(m.month, months.to) : undefined,
    filters.manager ? eq(m.manager, filters.manager) : undefined,
    filters.type === 'all' ? undefined : eq(m.type, filters.type),
  ) as SQL;
}
