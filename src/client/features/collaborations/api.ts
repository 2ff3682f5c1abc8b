import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { loadedVersion } from '#client/lib/loaded-version';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '#client/lib/api';
import { withIdempotencyKey } from '#client/lib/idempotency';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import type { CollaborationStatus } from '#shared/domain/collaboration-status';
import type { CollaborationType } from '#shared/domain/enums';
import { COLLABORATIONS_PAGE_LIMIT } from '#shared/domain/list-limits';
import type { CollaborationInput } from '#shared/schemas/collaborations';

export type CollaborationFilters = {
  q: string;
  status: 'all' | CollaborationStatus;
  type: 'all' | CollaborationType;
};

// Both screens read the same rows, so they share these keys: a save on one refreshes the other.
export const collaborationKeys = {
  all: ['collaborations'] as const,
  lists: () => [...collaborationKeys.all, 'list'] as const,
  list: (filters: CollaborationFilters) => [...collaborationKeys.lists(), filters] as const,
  details: () => [...collaborationKeys.all, 'detail'] as const,
  detail: (id: string) => [...collaborationKeys.details(), id] as const,
  managers: () => [...collaborationKeys.all, 'managers'] as const,
};

/** Newest contact first, a page at a time by keyset cursor ('Afficher plus'). */
export const collaborationsListQuery = (filters: CollaborationFilters) =>
  infiniteQueryOptions({
    queryKey: collaborationKeys.list(filters),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.collaborations.$get({
          query: {
            q: filters.q,
            status: filters.status,
            type: filters.type,
            sort: 'newest',
            limit: String(COLLABORATIONS_PAGE_LIMIT),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The table stays on screen while a new search or filter runs.
    placeholderData: keepPreviousData,
  });

export const collaborationQuery = (id: string) =>
  queryOptions({
    queryKey: collaborationKeys.detail(id),
    queryFn: () => unwrap(api.collaborations[':id'].$get({ param: { id } })),
  });

/** The agency's members, offered as project managers (free text is accepted too). */
export const managersQuery = queryOptions({
  queryKey: collaborationKeys.managers(),
  queryFn: () => unwrap(api.collaborations.managers.$get()),
  staleTime: 5 * 60_000,
});

/**
 * 'Créer la collaboration' on a casting: what the new collaboration starts from (its name,
 * client, type and accepted influencers). Read afresh each time: a casting linked since is
 * refused (409). Its key is outside ['collaborations']: the save refreshes that prefix, and
 * must not ask again for the draft of the casting it has just linked.
 */
export const castingDraftQuery = (castingId: string) =>
  queryOptions({
    queryKey: ['casting-draft', castingId] as const,
    queryFn: () =>
      unwrap(api.castings[':id']['collaboration-draft'].$get({ param: { id: castingId } })),
    staleTime: 0,
    gcTime: 0,
  });

export type CastingDraft = InferResponseType<
  (typeof api.castings)[':id']['collaboration-draft']['$get'],
  200
>;

export type CollaborationSummary = InferResponseType<
  typeof api.collaborations.$get,
  200
>['items'][number];
export type { CollaborationDetail } from '#client/components/records/record-types';

// The Clients and Influenceurs screens show each one's collaborations in their detail, and a
// casting card its linked collaboration: those are refreshedKeys too (by key prefix; those
// features are not imported).
const refreshedKeys = [
  collaborationKeys.all,
  ['clients', 'detail'],
  ['influencers', 'detail'],
  ['castings'],
];

/** `idempotencyKey`: the create's, one per opening of the dialog (unused by an update). */
export const useSaveCollaboration = (id: string | null, idempotencyKey: string) =>
  useInvalidatingMutation({
    mutationFn: ({ version, ...json }: CollaborationInput & { version?: number }) =>
      id
        ? unwrap(
            api.collaborations[':id'].$put({
              param: { id },
              json: { ...json, version: version ?? loadedVersion(collaborationKeys.detail(id)) },
            }),
          )
        : unwrap(api.collaborations.$post({ json }, withIdempotencyKey(idempotencyKey))),
    invalidates: refreshedKeys,
  });

export const useDeleteCollaboration = () =>
  useInvalidatingMutation({
    mutationFn: (id: string) => unwrap(api.collaborations[':id'].$delete({ param: { id } })),
    invalidates: refreshedKeys,
    removes: collaborationKeys.detail,
  });
