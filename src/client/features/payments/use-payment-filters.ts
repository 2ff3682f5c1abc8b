import { readListSearch, useUrlSearch } from '#client/lib/use-url-search';
import type { PaymentQueryFilters } from '#client/features/payments/api';
import { readUrlPeriod, useUrlPeriod } from '#client/features/payments/use-url-period';

/** The ledger's filters as the URL gives them (also read before the screen loads). */
export const readPaymentFilters = (params: URLSearchParams): PaymentQueryFilters => ({
  q: readListSearch(params).q,
  ...readUrlPeriod(params).days,
});

/**
 * Search and period of the ledger, kept in the URL (`?q=…&periode=month`, or
 * `?periode=custom&du=2026-03-01&au=2026-03-31`): reload, Back and a shared link keep them.
 */
export function usePaymentFilters() {
  const search = useUrlSearch();
  const { choice, setPeriod } = useUrlPeriod(search);
  const filters = readPaymentFilters(search.params);
  return {
    text: search.text,
    filters,
    choice,
    isFiltered: filters.q !== '' || choice.period !== 'all',
    setSearch: search.setSearch,
    setPeriod,
  };
}

export type PaymentFiltersState = ReturnType<typeof usePaymentFilters>;
