import { useUrlSearch } from '#client/lib/use-url-search';
import type { PaymentQueryFilters } from '#client/features/payments/api';
import { ALL_DATES, getPeriodDays, type PeriodChoice } from '#client/features/payments/period-days';
import { DATE_PERIODS } from '#shared/domain/periods';

const pickPeriod = (value: string | null) =>
  DATE_PERIODS.find((candidate) => candidate === value) ?? 'all';

/**
 * Search and period of the ledger, kept in the URL (`?q=…&periode=month`, or
 * `?periode=custom&du=2026-03-01&au=2026-03-31`): reload, Back and a shared link keep them.
 */
export function usePaymentFilters() {
  const search = useUrlSearch();
  const read: PeriodChoice = {
    period: pickPeriod(search.params.get('periode')),
    start: search.params.get('du'),
    end: search.params.get('au'),
  };
  const readDays = getPeriodDays(read, new Date());
  // A hand-edited URL with an unusable period shows every date rather than an error.
  const choice = readDays ? read : ALL_DATES;
  const days = readDays ?? { from: null, to: null };
  const filters: PaymentQueryFilters = { q: search.q, ...days };
  return {
    text: search.text,
    filters,
    choice,
    isFiltered: filters.q !== '' || choice.period !== 'all',
    setSearch: search.setSearch,
    setPeriod: ({ period, start, end }: PeriodChoice) => {
      const isCustom = period === 'custom';
      search.setParamValues({
        periode: period === 'all' ? null : period,
        du: isCustom ? start : null,
        au: isCustom ? end : null,
      });
    },
  };
}

export type PaymentFiltersState = ReturnType<typeof usePaymentFilters>;
