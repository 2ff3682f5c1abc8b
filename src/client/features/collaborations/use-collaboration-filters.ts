import { readListSearch, useUrlSearch } from '#client/lib/use-url-search';
import type { CollaborationFilters } from '#client/features/collaborations/api';
import { COLLABORATION_STATUSES } from '#shared/domain/collaboration-status';
import { COLLABORATION_TYPES } from '#shared/domain/enums';

const STATUS_VALUES = ['all', ...COLLABORATION_STATUSES] as const;
const TYPE_VALUES = ['all', ...COLLABORATION_TYPES] as const;

// A hand-edited URL with an unknown value shows everything rather than an error.
const pick = <T extends string>(values: readonly T[], value: string | null): T =>
  values.find((candidate) => candidate === value) ?? values[0]!;

/** The filters a URL gives (also read before the screen loads: app/route-data.ts). */
export function readCollaborationFilters(params: URLSearchParams): CollaborationFilters {
  return {
    q: readListSearch(params).q,
    status: pick(STATUS_VALUES, params.get('status')),
    type: pick(TYPE_VALUES, params.get('type')),
  };
}

/** Search, status and type of a collaboration list, kept in the URL (reload and Back keep them). */
export function useCollaborationFilters() {
  const search = useUrlSearch();
  const filters = readCollaborationFilters(search.params);
  return {
    text: search.text,
    filters,
    isFiltered: filters.q !== '' || filters.status !== 'all' || filters.type !== 'all',
    setSearch: search.setSearch,
    setStatus: (value: string) => search.setParam('status', value === 'all' ? null : value),
    setType: (value: string) => search.setParam('type', value === 'all' ? null : value),
  };
}

export type CollaborationFiltersState = ReturnType<typeof useCollaborationFilters>;
