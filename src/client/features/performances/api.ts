import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';
import { PERFORMANCES_PAGE_LIMIT, type PerformanceGrouping } from '#shared/domain/benchmarks';

// Issue 30, decision 0058: 'Performances' across campaigns and the agency's benchmarks.

export type PerformancesFilters = {
  groupBy: PerformanceGrouping;
  from: string | null;
  to: string | null;
  offset: number;
};

export const performancesKeys = {
  all: ['performances'] as const,
  figures: (filters: PerformancesFilters) => [...performancesKeys.all, 'figures', filters] as const,
  benchmarks: () => [...performancesKeys.all, 'benchmarks'] as const,
};

// The period's bounds only when set: an empty `from` would be refused as a date.
const toQuery = ({ groupBy, from, to, offset }: PerformancesFilters) => ({
  groupBy,
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
  limit: String(PERFORMANCES_PAGE_LIMIT),
  offset: String(offset),
});

// The previous grouping's or period's table stays on screen while the next one loads.
export const performancesQuery = (filters: PerformancesFilters) =>
  queryOptions({
    queryKey: performancesKeys.figures(filters),
    queryFn: () => unwrap(api.performances.$get({ query: toQuery(filters) })),
    placeholderData: keepPreviousData,
  });

export const benchmarksQuery = () =>
  queryOptions({
    queryKey: performancesKeys.benchmarks(),
    queryFn: () => unwrap(api.performances.benchmarks.$get()),
  });
