import { readListSearch, useUrlSearch } from '#client/lib/use-url-search';
import type { CastingFilters } from '#client/features/castings/api';
import { CASTING_STATUSES } from '#shared/domain/enums';

const STATUS_VALUES = ['all', ...CASTING_STATUSES] as const;

// A hand-edited URL with an unknown status shows every casting rather than an error.
const pickStatus = (value: string | null) =>
  STATUS_VALUES.find((candidate) => candidate === value) ?? 'all';

/** The castings' filters as the URL gives them (also read before the screen loads). */
export const readCastingFilters = (params: URLSearchParams): CastingFilters => ({
  q: readListSearch(params).q,
  status: pickStatus(params.get('status')),
});

/** Search and status of the castings, kept in the URL (reload and Back keep them). */
export function useCastingFilters() {
  const search = useUrlSearch();
  const filters = readCastingFilters(search.params);
  return {
    text: search.text,
    filters,
    isFiltered: filters.q !== '' || filters.status !== 'all',
    setSearch: search.setSearch,
    setStatus: (value: string) => search.setParam('status', value === 'all' ? null : value),
  };
}

export type CastingFiltersState = ReturnType<typeof useCastingFilters>;
