import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import { PAYMENTS_PAGE_LIMIT } from '#shared/domain/list-limits';

/** What the server filters on: the search and a period of deal dates (days, both inclusive). */
export type PaymentQueryFilters = { q: string; from: string | null; to: string | null };

export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (filters: PaymentQueryFilters) => [...paymentKeys.lists(), filters] as const,
  totals: (filters: PaymentQueryFilters) => [...paymentKeys.all, 'totals', filters] as const,
};

// The period's bounds only when set: an empty `from` would be refused as a date.
const toQuery = (filters: PaymentQueryFilters): { q: string; from?: string; to?: string } => ({
  q: filters.q,
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});

/** Newest deal first, a page at a time by keyset cursor ('Afficher plus'). */
export const paymentsListQuery = (filters: PaymentQueryFilters) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.list(filters),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.payments.$get({
          query: {
            ...toQuery(filters),
            limit: String(PAYMENTS_PAGE_LIMIT),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The table stays on screen while a new search or period runs.
    placeholderData: keepPreviousData,
  });

/** The two cards: counted and summed by the server over the whole filtered set. */
export const paymentTotalsQuery = (filters: PaymentQueryFilters) =>
  queryOptions({
    queryKey: paymentKeys.totals(filters),
    queryFn: () => unwrap(api.payments.totals.$get({ query: toQuery(filters) })),
    placeholderData: keepPreviousData,
  });

/**
 * 'Exporter (CSV)': the server streams the file for the same filters; the browser downloads it
 * (a link, so nothing of the file passes through this page's memory).
 */
export const paymentsExportUrl = (filters: PaymentQueryFilters, format: 'csv' | 'xlsx' = 'csv') => {
  const { q, ...period } = toQuery(filters);
  const query = new URLSearchParams({ ...(q ? { q } : {}), ...period }).toString();
  return `/api/payments/export.${format}${query ? `?${query}` : ''}`;
};

export type PaymentLine = InferResponseType<typeof api.payments.$get, 200>['items'][number];
export type PaymentLineChange = {
  id: string;
  isPaid?: boolean;
  paidPercentage?: number;
  /** The flag follows the percentage: paid at 100 %, pending below (spec §4). */
  syncPaid?: boolean;
};

/** One line's paid flag or percentage; the lines and both cards are read again. */
export const useChangePaymentLine = () =>
  useInvalidatingMutation({
    mutationFn: ({ id, ...json }: PaymentLineChange) =>
      unwrap(api.payments[':id'].$patch({ param: { id }, json })),
    invalidates: [paymentKeys.all],
  });
