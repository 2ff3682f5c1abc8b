import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, ApiError, unwrap } from '#client/lib/api';
import {
  AGENCY_TABLE_SORTS,
  type AgencyTableSort,
  type PlatformItemKind,
  type SortDirection,
} from '#shared/domain/platform-lists';

/** What a tile lists across agencies (the CA Total tile lists the agencies by revenue). */
export type TileKind = PlatformItemKind;
/** The agency detail's tabs. */
export type AgencyTab = Exclude<PlatformItemKind, 'agencies'>;
export const AGENCY_TABS: AgencyTab[] = ['users', 'clients', 'influencers', 'collaborations'];

export const AGENCY_SORTS = AGENCY_TABLE_SORTS;
export type AgencySort = AgencyTableSort;
export type { SortDirection };
export type AgencyFilters = { q: string; sort: AgencySort; dir: SortDirection; page: number };

// Read-only: nothing here is ever invalidated by a mutation; a reload reads afresh.
export const superAdminKeys = {
  all: ['superadmin'] as const,
  overview: () => [...superAdminKeys.all, 'overview'] as const,
  agencies: (filters: AgencyFilters) => [...superAdminKeys.all, 'agencies', filters] as const,
  items: (kind: TileKind, q: string) => [...superAdminKeys.all, 'items', kind, q] as const,
  agency: (id: string) => [...superAdminKeys.all, 'agency', id] as const,
  agencyList: (id: string, tab: AgencyTab, q: string) =>
    [...superAdminKeys.agency(id), 'list', tab, q] as const,
  record: (id: string, kind: RecordKind, recordId: string) =>
    [...superAdminKeys.agency(id), 'record', kind, recordId] as const,
};

const superadmin = api.superadmin;
const agencyRoutes = superadmin.agencies[':id'];

export const overviewQuery = queryOptions({
  queryKey: superAdminKeys.overview(),
  queryFn: () => unwrap(superadmin.overview.$get()),
});

export const agenciesQuery = (filters: AgencyFilters) =>
  queryOptions({
    queryKey: superAdminKeys.agencies(filters),
    queryFn: () =>
      unwrap(
        superadmin.agencies.$get({
          query: { ...filters, page: String(filters.page) },
        }),
      ),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/**
 * The CA Total tile: every agency, best revenue first, read on a page at a time ('Afficher
 * plus'); the page number is the cursor, so the list reads like the other tiles'.
 */
export const agenciesByRevenueQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...superAdminKeys.all, 'by-revenue', q] as const,
    queryFn: async ({ pageParam }) => {
      const page = await unwrap(
        superadmin.agencies.$get({
          query: { q, sort: 'revenue', dir: 'desc', page: pageParam || '1' },
        }),
      );
      const hasMore = page.page * page.pageSize < page.total;
      return { items: page.items, nextCursor: hasMore ? String(page.page + 1) : null };
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const tileItemsQuery = (kind: TileKind, q: string) =>
  infiniteQueryOptions({
    queryKey: superAdminKeys.items(kind, q),
    queryFn: ({ pageParam }) =>
      unwrap(
        superadmin.items[':kind'].$get({
          param: { kind },
          query: { q, ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const agencyQuery = (id: string) =>
  queryOptions({
    queryKey: superAdminKeys.agency(id),
    queryFn: () => unwrap(agencyRoutes.$get({ param: { id } })),
    // An unknown agency is final: back to the dashboard at once, not after three tries.
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

const listCall = (id: string, tab: AgencyTab, query: { q: string; cursor?: string }) => {
  const param = { id };
  switch (tab) {
    case 'users':
      return unwrap(agencyRoutes.users.$get({ param, query }));
    case 'clients':
      return unwrap(agencyRoutes.clients.$get({ param, query }));
    case 'influencers':
      return unwrap(agencyRoutes.influencers.$get({ param, query }));
    case 'collaborations':
      return unwrap(agencyRoutes.collaborations.$get({ param, query }));
  }
};

export const agencyListQuery = <T extends AgencyTab>(id: string, tab: T, q: string) =>
  infiniteQueryOptions({
    queryKey: superAdminKeys.agencyList(id, tab, q),
    queryFn: ({ pageParam }) =>
      listCall(id, tab, { q, ...(pageParam ? { cursor: pageParam } : {}) }) as Promise<{
        items: AgencyListItem<T>[];
        nextCursor: string | null;
      }>,
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export type RecordKind = 'clients' | 'influencers' | 'collaborations';

export const clientRecordQuery = (id: string, recordId: string) =>
  queryOptions({
    queryKey: superAdminKeys.record(id, 'clients', recordId),
    queryFn: () => unwrap(agencyRoutes.clients[':recordId'].$get({ param: { id, recordId } })),
  });

export const influencerRecordQuery = (id: string, recordId: string) =>
  queryOptions({
    queryKey: superAdminKeys.record(id, 'influencers', recordId),
    queryFn: () => unwrap(agencyRoutes.influencers[':recordId'].$get({ param: { id, recordId } })),
  });

export const collaborationRecordQuery = (id: string, recordId: string) =>
  queryOptions({
    queryKey: superAdminKeys.record(id, 'collaborations', recordId),
    queryFn: () =>
      unwrap(agencyRoutes.collaborations[':recordId'].$get({ param: { id, recordId } })),
  });

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

type AgencyRoutes = typeof agencyRoutes;
export type Overview = InferResponseType<typeof superadmin.overview.$get, 200>;
export type AgencyRow = InferResponseType<typeof superadmin.agencies.$get, 200>['items'][number];
export type TileItem = InferResponseType<
  (typeof superadmin.items)[':kind']['$get'],
  200
>['items'][number];
export type AgencySummary = InferResponseType<AgencyRoutes['$get'], 200>;
export type AgencyListItem<T extends AgencyTab> = InferResponseType<
  AgencyRoutes[T]['$get'],
  200
>['items'][number];
