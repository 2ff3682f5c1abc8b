import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '#client/lib/api';
import type { CollaborationType } from '#shared/domain/enums';
import { PROFIT_DEALS_PAGE_LIMIT, type ProfitSort } from '#shared/schemas/profitability';

/** What the server filters on: a period of days (both inclusive), a project manager, a type. */
export type ProfitQueryFilters = {
  from: string | null;
  to: string | null;
  manager: string;
  type: 'all' | CollaborationType;
};

export const profitKeys = {
  all: ['profitability'] as const,
  part: (part: string, filters: ProfitQueryFilters) => [...profitKeys.all, part, filters] as const,
};

// The period's bounds only when set: an empty `from` would be refused as a date.
const toQuery = (filters: ProfitQueryFilters) => ({
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
  manager: filters.manager,
  type: filters.type,
});

const p = api.profitability;

// Each figure keeps the previous period's on screen while the new one loads.
export const profitSummaryQuery = (filters: ProfitQueryFilters) =>
  queryOptions({
    queryKey: profitKeys.part('summary', filters),
    queryFn: () => unwrap(p.summary.$get({ query: toQuery(filters) })),
    placeholderData: keepPreviousData,
  });

export const profitMonthsQuery = (filters: ProfitQueryFilters) =>
  queryOptions({
    queryKey: profitKeys.part('months', filters),
    queryFn: () => unwrap(p.months.$get({ query: toQuery(filters) })),
    placeholderData: keepPreviousData,
  });

export const profitClientsQuery = (filters: ProfitQueryFilters) =>
  queryOptions({
    queryKey: profitKeys.part('clients', filters),
    queryFn: () => unwrap(p.clients.$get({ query: toQuery(filters) })),
    placeholderData: keepPreviousData,
  });

export const profitTypesQuery = (filters: ProfitQueryFilters) =>
  queryOptions({
    queryKey: profitKeys.part('types', filters),
    queryFn: () => unwrap(p.types.$get({ query: toQuery(filters) })),
    placeholderData: keepPreviousData,
  });

export const profitManagersQuery = queryOptions({
  queryKey: [...profitKeys.all, 'managers'] as const,
  queryFn: () => unwrap(p.managers.$get()),
});

/** The table, by margin or rate, a page at a time ('Afficher plus'). */
export const profitDealsQuery = (filters: ProfitQueryFilters, sort: ProfitSort) =>
  infiniteQueryOptions({
    queryKey: [...profitKeys.part('deals', filters), sort] as const,
    queryFn: ({ pageParam }) =>
      unwrap(
        p.deals.$get({
          query: {
            ...toQuery(filters),
            sort,
            limit: String(PROFIT_DEALS_PAGE_LIMIT),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** The deals left out of the sums (no billed amount). */
export const leftOutDealsQuery = (filters: ProfitQueryFilters) =>
  infiniteQueryOptions({
    queryKey: profitKeys.part('left-out', filters),
    queryFn: ({ pageParam }) =>
      unwrap(
        p['left-out'].$get({
          query: {
            ...toQuery(filters),
            limit: String(PROFIT_DEALS_PAGE_LIMIT),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A deal opened from the table: the collaboration's own detail, under this section's right. */
export const profitDealQuery = (id: string) =>
  queryOptions({
    queryKey: [...profitKeys.all, 'deal', id] as const,
    queryFn: () => unwrap(p.deals[':id'].$get({ param: { id } })),
  });

export type ProfitSummary = InferResponseType<typeof p.summary.$get, 200>;
export type ProfitMonth = InferResponseType<typeof p.months.$get, 200>['months'][number];
export type ProfitClient = InferResponseType<typeof p.clients.$get, 200>['clients'][number];
export type ProfitTypeRow = InferResponseType<typeof p.types.$get, 200>['types'][number];
export type ProfitDeal = InferResponseType<typeof p.deals.$get, 200>['items'][number];
export type LeftOutDeal = InferResponseType<(typeof p)['left-out']['$get'], 200>['items'][number];
