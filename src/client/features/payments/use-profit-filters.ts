import { useUrlSearch } from '#client/lib/use-url-search';
import type { ProfitQueryFilters } from '#client/features/payments/profit-api';
import { useUrlPeriod } from '#client/features/payments/use-url-period';
import { COLLABORATION_TYPES } from '#shared/domain/enums';
import { PROFIT_SORTS, type ProfitSort } from '#shared/schemas/profitability';

const pickType = (value: string | null) =>
  COLLABORATION_TYPES.find((candidate) => candidate === value) ?? 'all';
const pickSort = (value: string | null): ProfitSort =>
  PROFIT_SORTS.find((candidate) => candidate === value) ?? 'margin_desc';

/**
 * Rentabilité's filters, kept in the URL: the payments' own period (`periode`, `du`, `au`, so
 * both tabs show the same one), the project manager (`chef`), the type and the table's sort.
 */
export function useProfitFilters() {
  const search = useUrlSearch();
  const { choice, days, setPeriod } = useUrlPeriod(search);
  const filters: ProfitQueryFilters = {
    ...days,
    manager: search.params.get('chef') ?? '',
    type: pickType(search.params.get('type')),
  };
  return {
    filters,
    choice,
    sort: pickSort(search.params.get('tri')),
    setPeriod,
    setManager: (manager: string) => search.setParam('chef', manager || null),
    setType: (type: string) => search.setParam('type', type === 'all' ? null : type),
    setSort: (sort: ProfitSort) => search.setParam('tri', sort === 'margin_desc' ? null : sort),
  };
}

export type ProfitFiltersState = ReturnType<typeof useProfitFilters>;
