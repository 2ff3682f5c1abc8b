import { infiniteQueryOptions, keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import type { TrashKind } from '#shared/domain/trash';
import { TRASH_PAGE_LIMIT } from '#shared/schemas/trash';

export const trashKeys = {
  all: ['trash'] as const,
  list: (filters: { search: string; kind: TrashKind | '' }) =>
    [...trashKeys.all, 'list', filters] as const,
};

/** The Corbeille's pages; read again on each visit (a deletion elsewhere adds to it). */
export const trashQuery = (filters: { search: string; kind: TrashKind | '' }) =>
  infiniteQueryOptions({
    queryKey: trashKeys.list(filters),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.trash.$get({
          query: {
            search: filters.search,
            limit: String(TRASH_PAGE_LIMIT),
            ...(filters.kind ? { kind: filters.kind } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export type TrashEntry = Awaited<
  ReturnType<NonNullable<ReturnType<typeof trashQuery>['queryFn']>>
>['items'][number];

/**
 * What a restored record shows up in again: its own lists and details, and the screens that
 * name it (a client's deals, an influencer's lines and tasks, a deal's payments and margins).
 * Query keys by prefix: the account feature does not import the others.
 */
const SHOWN_IN: Record<TrashKind, QueryKey[]> = {
  client: [['clients'], ['collaborations'], ['castings'], ['profitability']],
  influencer: [['influencers'], ['tasks'], ['collaborations'], ['castings'], ['payments']],
  collaboration: [
    ['collaborations'],
    ['castings'],
    ['payments'],
    ['profitability'],
    ['influencers'],
    ['clients'],
  ],
  casting: [['castings']],
  task: [['tasks']],
  resource: [['resources']],
};

export const useRestoreTrashItem = (
  kind: TrashKind,
  callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) =>
  useInvalidatingMutation({
    mutationFn: (id: string) => unwrap(api.trash[':id'].restore.$post({ param: { id } })),
    invalidates: [trashKeys.all, ...SHOWN_IN[kind]],
    // The restored row leaves the list before the answer's callbacks run: the toast goes here.
    ...callbacks,
  });

export const usePurgeTrashItem = () =>
  useInvalidatingMutation({
    mutationFn: (id: string) => unwrap(api.trash[':id'].$delete({ param: { id } })),
    invalidates: [trashKeys.all],
  });
