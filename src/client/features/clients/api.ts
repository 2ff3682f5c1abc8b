import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { loadedVersion } from '#client/lib/loaded-version';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '#client/lib/api';
import { withIdempotencyKey } from '#client/lib/idempotency';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import type { ClientInput } from '#shared/schemas/clients';

// ['clients', …] is also the prefix of the client picker's queries (components/pickers), so
// every change made here refreshes the pickers too.
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (filters: { q: string; page: number }) => [...clientKeys.lists(), filters] as const,
  details: () => [...clientKeys.all, 'detail'] as const,
  detail: (id: string) => [...clientKeys.details(), id] as const,
};

export const clientsListQuery = (filters: { q: string; page: number }) =>
  queryOptions({
    queryKey: clientKeys.list(filters),
    queryFn: () =>
      unwrap(api.clients.$get({ query: { q: filters.q, page: String(filters.page) } })),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const clientQuery = (id: string) =>
  queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: () => unwrap(api.clients[':id'].$get({ param: { id } })),
  });

/**
 * How many collaborations deleting the client would detach (they stay: decision 0020), read
 * when the confirmation opens. Its key is outside ['clients']: the deletion drops and refreshes
 * that prefix, and must not ask again for the client it has just deleted.
 */
export const clientDeletionQuery = (id: string) =>
  queryOptions({
    queryKey: ['client-deletion', id] as const,
    queryFn: async () =>
      (await unwrap(api.clients[':id'].$get({ param: { id } }))).collaborationCount,
  });

export type ClientSummary = InferResponseType<typeof api.clients.$get, 200>['items'][number];
export type { ClientDetail } from '#client/components/records/record-types';

const useClientMutation = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useInvalidatingMutation({ mutationFn, invalidates: [clientKeys.all] });

export const useCreateClient = (idempotencyKey: string) =>
  useClientMutation((json: ClientInput) =>
    unwrap(api.clients.$post({ json }, withIdempotencyKey(idempotencyKey))),
  );

export const useUpdateClient = () =>
  useClientMutation(({ id, version, ...json }: ClientInput & { id: string; version?: number }) =>
    unwrap(
      api.clients[':id'].$put({
        param: { id },
        json: { ...json, version: version ?? loadedVersion(clientKeys.detail(id)) },
      }),
    ),
  );

// A deleted client's collaborations stay, detached (decision 0020): their lists and details,
// read by key prefix (that feature is not imported), must no longer name the client.
export const useDeleteClient = () =>
  useInvalidatingMutation({
    mutationFn: (id: string) => unwrap(api.clients[':id'].$delete({ param: { id } })),
    invalidates: [clientKeys.all, ['collaborations']],
    removes: clientKeys.detail,
  });
