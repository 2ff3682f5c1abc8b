import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import { CONVERSATIONS_PAGE_LIMIT } from '#shared/domain/list-limits';

export const assistantKeys = {
  all: ['assistant'] as const,
  home: () => [...assistantKeys.all, 'home'] as const,
  conversations: () => [...assistantKeys.all, 'conversations'] as const,
  details: () => [...assistantKeys.all, 'detail'] as const,
  detail: (id: string) => [...assistantKeys.details(), id] as const,
};

/** The persona and its four suggestions, made from the agency's data. */
export const assistantHomeQuery = () =>
  queryOptions({
    queryKey: assistantKeys.home(),
    queryFn: () => unwrap(api.assistant.$get()),
  });

/** The caller's conversations, most recently active first, a page at a time. */
export const conversationsListQuery = () =>
  infiniteQueryOptions({
    queryKey: assistantKeys.conversations(),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.assistant.conversations.$get({
          query: {
            limit: String(CONVERSATIONS_PAGE_LIMIT),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * An opened conversation's stored messages, read once: what is asked afterwards is added on
 * screen as it streams, and a reopening reads it afresh (nothing kept once closed).
 */
export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: assistantKeys.detail(id),
    queryFn: () => unwrap(api.assistant.conversations[':id'].$get({ param: { id } })),
    staleTime: Infinity,
    gcTime: 0,
  });

export type ConversationSummary = InferResponseType<
  typeof api.assistant.conversations.$get,
  200
>['items'][number];
export type StoredMessage = InferResponseType<
  (typeof api.assistant.conversations)[':id']['$get'],
  200
>['messages'][number];

/** `onDeleted` hears the deletion before the list is read again (the screen may close it). */
export const useDeleteConversation = (onDeleted: (id: string) => void) =>
  useInvalidatingMutation({
    mutationFn: async (id: string) => {
      const deleted = await unwrap(api.assistant.conversations[':id'].$delete({ param: { id } }));
      onDeleted(id);
      return deleted;
    },
    invalidates: [assistantKeys.conversations()],
    removes: assistantKeys.detail,
  });
