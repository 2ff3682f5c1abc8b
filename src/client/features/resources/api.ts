import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { loadedVersion } from '#client/lib/loaded-version';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '#client/lib/api';
import { withIdempotencyKey } from '#client/lib/idempotency';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import type { ResourceType } from '#shared/domain/enums';
import { RESOURCES_PAGE_LIMIT } from '#shared/domain/list-limits';
import type { ResourceInput } from '#shared/schemas/resources';

export type ResourceFilters = { type: ResourceType; q: string };

export const resourceKeys = {
  all: ['resources'] as const,
  lists: () => [...resourceKeys.all, 'list'] as const,
  list: (filters: ResourceFilters) => [...resourceKeys.lists(), filters] as const,
  details: () => [...resourceKeys.all, 'detail'] as const,
  detail: (id: string) => [...resourceKeys.details(), id] as const,
};

/** One type's card: by name, a page at a time ('Afficher plus'), searched on the server. */
export const resourcesListQuery = (filters: ResourceFilters) =>
  infiniteQueryOptions({
    queryKey: resourceKeys.list(filters),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.resources.$get({
          query: {
            type: filters.type,
            q: filters.q,
            limit: String(RESOURCES_PAGE_LIMIT),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The card keeps its items on screen while a new search runs.
    placeholderData: keepPreviousData,
  });

export const resourceQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKeys.detail(id),
    queryFn: () => unwrap(api.resources[':id'].$get({ param: { id } })),
  });

export type ResourceView = InferResponseType<(typeof api.resources)[':id']['$get'], 200>;

/** Create (`id` null, with the dialog's idempotency key) or update. */
export const useSaveResource = (id: string | null, idempotencyKey: string) =>
  useInvalidatingMutation({
    mutationFn: ({ version, ...json }: ResourceInput & { version?: number }) =>
      id
        ? unwrap(
            api.resources[':id'].$put({
              param: { id },
              json: { ...json, version: version ?? loadedVersion(resourceKeys.detail(id)) },
            }),
          )
        : unwrap(api.resources.$post({ json }, withIdempotencyKey(idempotencyKey))),
    invalidates: [resourceKeys.all],
  });

export const useDeleteResource = () =>
  useInvalidatingMutation({
    mutationFn: (id: string) => unwrap(api.resources[':id'].$delete({ param: { id } })),
    invalidates: [resourceKeys.lists()],
    removes: resourceKeys.detail,
  });
