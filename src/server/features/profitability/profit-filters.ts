import { and, eq, gte, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { tenantProfitDeals } from '#server/db/schema/collaborations';
import type { AgencyContext } from '#server/lib/context';
import type { ProfitFilters } from '#shared/schemas/profitability';

// Rentabilité reads the agency's deals through their view (decision 0032): a deal falls in a
// period and a month by its invoice date, else its contact date (profit_date).

export const v = tenantProfitDeals;

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
