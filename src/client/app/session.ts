import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, onSessionEnd, unwrap } from '#client/lib/api';

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- adds to the DOM's Window
  interface Window {
    /** The session request public/boot.js started before the app's code arrived (issue 18). */
    __infludeskSession?: Promise<Response>;
  }
}

/** The early answer the first time, a new request afterwards. */
function requestSession() {
  const early = window.__infludeskSession;
  window.__infludeskSession = undefined;
  return early ?? api.auth.session.$get();
}

const fetchSession = () => unwrap(requestSession() as ReturnType<typeof api.auth.session.$get>);

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
