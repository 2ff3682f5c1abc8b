import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { loadedVersion } from '#client/lib/loaded-version';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '#client/lib/api';
import { withIdempotencyKey } from '#client/lib/idempotency';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import type { CastingStatus } from '#shared/domain/enums';
import { CASTINGS_PAGE_LIMIT } from '#shared/domain/list-limits';
import type { CastingInput } from '#shared/schemas/castings';

export type CastingFilters = { q: string; status: 'all' | CastingStatus };

export const castingKeys = {
  all: ['castings'] as const,
  lists: () => [...castingKeys.all, 'list'] as const,
  list: (filters: CastingFilters) => [...castingKeys.lists(), filters] as const,
  details: () => [...castingKeys.all, 'detail'] as const,
  detail: (id: string) => [...castingKeys.details(), id] as const,
};

/** Newest first, a page at a time by keyset cursor ('Afficher plus'). */
export const castingsListQuery = (filters: CastingFilters) =>
  infiniteQueryOptions({
    queryKey: castingKeys.list(filters),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.castings.$get({
          query: {
            q: filters.q,
            ...(filters.status !== 'all' ? { status: filters.status } : {}),
            limit: String(CASTINGS_PAGE_LIMIT),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The cards stay on screen while a new search or filter runs.
    placeholderData: keepPreviousData,
  });

export const castingQuery = (id: string) =>
  queryOptions({
    queryKey: castingKeys.detail(id),
    queryFn: () => unwrap(api.castings[':id'].$get({ param: { id } })),
  });

export type CastingView = InferResponseType<(typeof api.castings)[':id']['$get'], 200>;
export type CastingProposal = CastingView['proposals'][number];
export type ProposalAction = 'accept' | 'reject' | 'reset';

// Every change answers the whole casting; the cards and an open form read it again.
const useCastingMutation = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useInvalidatingMutation({ mutationFn, invalidates: [castingKeys.all] });

/** Create (`id` null, with the dialog's idempotency key) or update. */
export const useSaveCasting = (id: string | null, idempotencyKey: string) =>
  useCastingMutation(({ version, ...json }: CastingInput & { version?: number }) =>
    id
      ? unwrap(
          api.castings[':id'].$put({
            param: { id },
            json: { ...json, version: version ?? loadedVersion(castingKeys.detail(id)) },
          }),
        )
      : unwrap(api.castings.$post({ json }, withIdempotencyKey(idempotencyKey))),
  );

/** The card's dropdown: saved at once. */
export const useSetCastingStatus = (id: string) =>
  useCastingMutation((status: CastingStatus) =>
    unwrap(api.castings[':id'].status.$put({ param: { id }, json: { status } })),
  );

/** 'Marquer comme terminé', once confirmed. */
export const useCloseCasting = () =>
  useCastingMutation((id: string) => unwrap(api.castings[':id'].close.$post({ param: { id } })));

/** Accepter, Refuser, Réinitialiser: one small request each. */
export const useProposalAction = (castingId: string, proposalId: string) =>
  useCastingMutation((action: ProposalAction) => {
    const param = { id: castingId, proposalId };
    const proposal = api.castings[':id'].proposals[':proposalId'];
    return unwrap(proposal[action].$post({ param }));
  });

/** 'Retirer': the influencer is no longer proposed. */
export const useRemoveProposal = (castingId: string, proposalId: string) =>
  useCastingMutation(() =>
    unwrap(
      api.castings[':id'].proposals[':proposalId'].$delete({
        param: { id: castingId, proposalId },
      }),
    ),
  );

export const useDeleteCasting = () =>
  useInvalidatingMutation({
    mutationFn: (id: string) => unwrap(api.castings[':id'].$delete({ param: { id } })),
    invalidates: [castingKeys.lists()],
    removes: castingKeys.detail,
  });
