import { useUrlSearch } from '#client/lib/use-url-search';
import type { ProfitQueryFilters } from '#client/features/payments/profit-api';
import { ALL_DATES, getPeriodDays, type PeriodChoice } from '#client/features/payments/period-days';
import { DATE_PERIODS } from '#shared/domain/periods';
import { COLLABORATION_TYPES } from '#shared/domain/enums';
import { PROFIT_SORTS, type ProfitSort } from '#shared/schemas/profitability';

const pickPeriod = (value: string | null) =>
  DATE_PERIODS.find((candidate) => candidate === value) ?? 'all';
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
  const read: PeriodChoice = {
    period: pickPeriod(search.params.get('periode')),
    start: search.params.get('du'),
    end: search.params.get('au'),
  };
  const readDays = getPeriodDays(read, new Date());
  const choice = readDays ? read : ALL_DATES;
  const days = readDays ?? { from: null, to: null };
  const filters: ProfitQueryFilters = {
    ...days,
    manager: search.params.get('chef') ?? '',
    type: pickType(search.params.get('type')),
  };
  return {
    filters,
    choice,
    sort: pickSort(search.params.get('tri')),
    setPeriod: ({ period, start, end }: PeriodChoice) => {
      const isCustom = period === 'custom';
      search.setParamValues({
        periode: period === 'all' ? null : period,
        du: isCustom ? start : null,
        au: isCustom ? end : null,
      });
    },
    setManager: (manager: string) => search.setParam('chef', manager || null),
    setType: (type: string) => search.setParam('type', type === 'all' ? null : type),
    setSort: (sort: ProfitSort) => search.setParam('tri', sort === 'margin_desc' ? null : sort),
  };
}

export type ProfitFiltersState = ReturnType<typeof useProfitFilters>;
