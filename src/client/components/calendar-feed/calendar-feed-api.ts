import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';

// Issue 32, decision 0068: the member's calendar link (/api/calendar-link).

export const calendarLinkKeys = { all: ['calendar-link'] as const };

export const calendarLinkQuery = queryOptions({
  queryKey: calendarLinkKeys.all,
  queryFn: () => unwrap(api['calendar-link'].$get()),
});

/** A new link (the older one stops at once); its answer carries the address, this once. */
export const useCreateCalendarLink = () =>
  useInvalidatingMutation({
    mutationFn: () => unwrap(api['calendar-link'].$post()),
    invalidates: [calendarLinkKeys.all],
  });

export const useRevokeCalendarLink = () =>
  useInvalidatingMutation({
    mutationFn: () => unwrap(api['calendar-link'].$delete()),
    invalidates: [calendarLinkKeys.all],
  });
