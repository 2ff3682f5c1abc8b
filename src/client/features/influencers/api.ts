import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { loadedVersion } from '#client/lib/loaded-version';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '#client/lib/api';
import { withIdempotencyKey } from '#client/lib/idempotency';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import type { InfluencerInput } from '#shared/schemas/influencers';

/** Which list: the exclusive ones, the others, or the archive (all of them, by name). */
export type InfluencerGroup = 'exclusive' | 'others' | 'archived';
type ListFilters = { q: string; group: InfluencerGroup };

// ['influencers', …] is also the prefix of the influencer picker's queries
// (components/pickers), so every change made here refreshes the pickers too.
export const influencerKeys = {
  all: ['influencers'] as const,
  lists: () => [...influencerKeys.all, 'list'] as const,
  list: (filters: ListFilters) => [...influencerKeys.lists(), filters] as const,
  details: () => [...influencerKeys.all, 'detail'] as const,
  detail: (id: string) => [...influencerKeys.details(), id] as const,
};

// The typed client wants every query key the schema defaults (limit included); booleans are
// sent as 'true' or 'false'.
const groupQuery = (group: InfluencerGroup) =>
  group === 'archived'
    ? { archived: 'true' }
    : { archived: 'false', exclusive: group === 'exclusive' };

export const INFLUENCERS_SHOWN_PER_PAGE = 25;

/** One list, read a page at a time by keyset cursor ('Afficher plus'). */
export const influencersListQuery = (filters: ListFilters) =>
  infiniteQueryOptions({
    queryKey: influencerKeys.list(filters),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.influencers.$get({
          query: {
            q: filters.q,
            limit: String(INFLUENCERS_SHOWN_PER_PAGE),
            ...groupQuery(filters.group),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The tables stay on screen while a new search runs.
    placeholderData: keepPreviousData,
  });

export const influencerQuery = (id: string) =>
  queryOptions({
    queryKey: influencerKeys.detail(id),
    queryFn: () => unwrap(api.influencers[':id'].$get({ param: { id } })),
  });

export type InfluencerSummary = InferResponseType<
  typeof api.influencers.$get,
  200
>['items'][number];
export type { InfluencerDetail } from '#client/components/records/record-types';

const useInfluencerMutation = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useInvalidatingMutation({ mutationFn, invalidates: [influencerKeys.all] });

export const useCreateInfluencer = (idempotencyKey: string) =>
  useInfluencerMutation((json: InfluencerInput) =>
    unwrap(api.influencers.$post({ json }, withIdempotencyKey(idempotencyKey))),
  );

export const useUpdateInfluencer = () =>
  useInfluencerMutation(
    ({ id, version, ...json }: InfluencerInput & { id: string; version?: number }) =>
      unwrap(
        api.influencers[':id'].$put({
          param: { id },
          json: { ...json, version: version ?? loadedVersion(influencerKeys.detail(id)) },
        }),
      ),
  );

export const useDuplicateInfluencer = () =>
  useInfluencerMutation((id: string) =>
    unwrap(api.influencers[':id'].duplicate.$post({ param: { id } })),
  );

export const useArchiveInfluencer = () =>
  useInfluencerMutation((id: string) =>
    unwrap(api.influencers[':id'].archive.$post({ param: { id } })),
  );

export const useRestoreInfluencer = () =>
  useInfluencerMutation((id: string) =>
    unwrap(api.influencers[':id'].restore.$post({ param: { id } })),
  );
