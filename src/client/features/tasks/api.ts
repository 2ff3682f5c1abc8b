import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { loadedVersion } from '#client/lib/loaded-version';
import type { InferResponseType } from 'hono/client';
import { ApiError, api, isConflictError, unwrap } from '#client/lib/api';
import { withIdempotencyKey } from '#client/lib/idempotency';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import {
  INFLUENCER_TASKS_PAGE_LIMIT,
  LATE_TASKS_PAGE_LIMIT,
  TASK_INFLUENCERS_PAGE_LIMIT,
} from '#shared/domain/list-limits';
import type { TaskInput } from '#shared/schemas/tasks';
import { fr } from '#shared/i18n/fr';

type InfluencerFilters = { exclusive: boolean; q: string };

// Everything the screen lists sits under ['tasks', 'board']: any change refreshes all of it
// (the week, the late strip, the influencer cards), never the members.
export const taskKeys = {
  all: ['tasks'] as const,
  board: () => [...taskKeys.all, 'board'] as const,
  week: (monday: string) => [...taskKeys.board(), 'week', monday] as const,
  late: (today: string) => [...taskKeys.board(), 'late', today] as const,
  influencers: (filters: InfluencerFilters) =>
    [...taskKeys.board(), 'influencers', filters] as const,
  ofInfluencer: (influencerId: string) =>
    [...taskKeys.board(), 'influencer', influencerId] as const,
  details: () => [...taskKeys.all, 'detail'] as const,
  detail: (id: string) => [...taskKeys.details(), id] as const,
  assignees: () => [...taskKeys.all, 'assignees'] as const,
};

/** Monday to Friday of one week, the member's own tasks (not the influencers'). */
export const weekQuery = (monday: string) =>
  queryOptions({
    queryKey: taskKeys.week(monday),
    queryFn: () => unwrap(api.tasks.week.$get({ query: { start: monday } })),
  });

/** Open tasks due before `today` (the browser's day), oldest first, a page at a time. */
export const lateTasksQuery = (today: string) =>
  infiniteQueryOptions({
    queryKey: taskKeys.late(today),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.tasks.late.$get({
          query: {
            today,
            limit: String(LATE_TASKS_PAGE_LIMIT),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** One group of influencer cards (exclusive or not), by name, searched on the server. */
export const taskInfluencersQuery = (filters: InfluencerFilters) =>
  infiniteQueryOptions({
    queryKey: taskKeys.influencers(filters),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.tasks.influencers.$get({
          query: {
            exclusive: String(filters.exclusive),
            q: filters.q,
            limit: String(TASK_INFLUENCERS_PAGE_LIMIT),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The cards stay on screen while a new search runs.
    placeholderData: keepPreviousData,
  });

/** Every task of one influencer, when its card is opened in full, a page at a time. */
export const influencerTasksQuery = (influencerId: string) =>
  infiniteQueryOptions({
    queryKey: taskKeys.ofInfluencer(influencerId),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.tasks.influencers[':id'].tasks.$get({
          param: { id: influencerId },
          query: {
            limit: String(INFLUENCER_TASKS_PAGE_LIMIT),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const taskQuery = (id: string) =>
  queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: () => unwrap(api.tasks[':id'].$get({ param: { id } })),
  });

/** 'Assigné à': the agency's members. */
export const assigneesQuery = queryOptions({
  queryKey: taskKeys.assignees(),
  queryFn: () => unwrap(api.tasks.assignees.$get()),
  staleTime: 5 * 60_000,
});

export type TaskView = InferResponseType<typeof api.tasks.week.$get, 200>['tasks'][number];
export type TaskInfluencerCard = InferResponseType<
  typeof api.tasks.influencers.$get,
  200
>['items'][number];
export type TaskMember = InferResponseType<typeof api.tasks.assignees.$get, 200>['members'][number];

/**
 * The catalogue's words for a failed change (spec §8). A refusal that names fields keeps the
 * server's messages, which the form puts next to them; an ended session keeps its own.
 */
const withCatalogueMessage = (message: string) => (error: unknown) => {
  // A conflict keeps the server's sentence: it names who saved meanwhile, and when.
  if (
    error instanceof ApiError &&
    error.status !== 401 &&
    !isConflictError(error) &&
    Object.keys(error.fields).length === 0
  ) {
    throw new ApiError(error.status, error.code, message);
  }
  throw error;
};

const useTaskMutation = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useInvalidatingMutation({ mutationFn, invalidates: [taskKeys.board(), taskKeys.details()] });

/** Create (`id` null, with the dialog's idempotency key) or update. */
/** An edit's status is sent only if the member changed it (task-form-dialog.tsx). */
type TaskSave = Omit<TaskInput, 'status'> &
  Partial<Pick<TaskInput, 'status'>> & { version?: number };

export const useSaveTask = (id: string | null, idempotencyKey: string) =>
  useTaskMutation(({ version, ...json }: TaskSave) =>
    (id
      ? unwrap(
          api.tasks[':id'].$put({
            param: { id },
            json: { ...json, version: version ?? loadedVersion(taskKeys.detail(id)) },
          }),
        )
      : unwrap(
          api.tasks.$post(
            { json: { ...json, status: json.status ?? 'pending' } },
            withIdempotencyKey(idempotencyKey),
          ),
        )
    ).catch(withCatalogueMessage(fr.errors.todoSaveFailed)),
  );

export const useToggleTask = () =>
  useTaskMutation((id: string) => unwrap(api.tasks[':id'].toggle.$post({ param: { id } })));

export const useDeleteTask = () =>
  useInvalidatingMutation({
    mutationFn: (id: string) =>
      unwrap(api.tasks[':id'].$delete({ param: { id } })).catch(
        withCatalogueMessage(fr.errors.todoDeleteFailed),
      ),
    invalidates: [taskKeys.board()],
    removes: (id) => taskKeys.detail(id),
  });
