import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, onSessionEnd, unwrap } from '#client/lib/api';

const fetchSession = () => unwrap(api.auth.session.$get());

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof fetchSession>>['user']>;

export const sessionQuery = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: fetchSession,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/**
 * A request refused for want of a session (expired, signed out elsewhere, account deleted) ends
 * it in this tab too: the signed-in user becomes nobody, and the guard sends them to /login.
 */
export function useSessionEndListener() {
  const queryClient = useQueryClient();
  useEffect(
    () => onSessionEnd(() => queryClient.setQueryData(sessionQuery.queryKey, { user: null })),
    [queryClient],
  );
}

/** Not yet a member of an agency (signed up with 'Plus tard'): the business sections are shut. */
export const hasAgency = (user: CurrentUser) => user.agencyId !== null;
