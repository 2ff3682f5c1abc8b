import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';

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
