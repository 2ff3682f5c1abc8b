import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import type {
  DigestSent,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesInput,
} from '#shared/schemas/notifications';

// Issue 33: the signed-in member's notifications (/api/notifications). Plain fetch: the typed
// client's routes are the server's, and these calls are few.
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  preferences: () => ['notification-preferences'] as const,
};

const post = (url: string) => fetch(url, { method: 'POST' });
const put = (url: string, body: unknown) =>
  fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export const notificationPageQuery = infiniteQueryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ pageParam }) =>
    unwrap<NotificationPage>(
      fetch(`/api/notifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

export const preferencesQuery = queryOptions({
  queryKey: notificationKeys.preferences(),
  queryFn: () => unwrap<NotificationPreferences>(fetch('/api/notifications/preferences')),
});

export const useMarkRead = () =>
  useInvalidatingMutation({
    mutationFn: (id: string) =>
      unwrap<void>(post(`/api/notifications/${encodeURIComponent(id)}/read`)),
    invalidates: [notificationKeys.all],
  });

export const useMarkAllRead = () =>
  useInvalidatingMutation({
    mutationFn: () => unwrap<void>(post('/api/notifications/read-all')),
    invalidates: [notificationKeys.all],
  });

export const useSavePreferences = () =>
  useInvalidatingMutation({
    mutationFn: (input: NotificationPreferencesInput) =>
      unwrap<NotificationPreferences>(put('/api/notifications/preferences', input)),
    invalidates: [notificationKeys.preferences()],
  });

export const useSendDigestNow = () =>
  useInvalidatingMutation({
    mutationFn: () => unwrap<DigestSent>(post('/api/notifications/digest-now')),
    invalidates: [notificationKeys.all],
  });
