import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '#client/lib/query-client';
import { holdOpening } from '#client/app/opening';
import { sessionQuery } from '#client/app/session';
import { readListSearch } from '#client/lib/use-url-search';
import { clientsListQuery } from '#client/features/clients/api';
import { collaborationsListQuery } from '#client/features/collaborations/api';
import { readCollaborationFilters } from '#client/features/collaborations/use-collaboration-filters';
import { influencersListQuery } from '#client/features/influencers/api';

type Prefetch = (params: URLSearchParams) => Promise<unknown>;

const collaborations: Prefetch = (params) =>
  queryClient.prefetchInfiniteQuery(collaborationsListQuery(readCollaborationFilters(params)));

/**
 * What each screen shows first, with the very query options the screen uses, so it finds the
 * answer, or the request under way, in the cache. A refused request (signed out, no permission)
 * changes nothing: the guard decides. The lists' are in the entry, asked for while the screen's
 * code loads rather than after (issue 18); the other screens name theirs beside their code
 * (`firstData` of their page module), asked for as that code arrives.
 */
const firstData: Record<string, Prefetch> = {
  clients: (params) => queryClient.prefetchQuery(clientsListQuery(readListSearch(params))),
  influencers: async (params) => {
    const { q } = readListSearch(params);
    const groups =
      params.get('view') === 'archived'
        ? (['archived'] as const)
        : (['exclusive', 'others'] as const);
    await Promise.all(
      groups.map((group) => queryClient.prefetchInfiniteQuery(influencersListQuery({ q, group }))),
    );
  },
  collaborations,
  campaigns: collaborations,
  todo: (params) => import('#client/features/tasks/tasks-page').then((m) => m.firstData(params)),
  casting: (params) =>
    import('#client/features/castings/castings-page').then((m) => m.firstData(params)),
  accounting: (params) =>
    import('#client/features/payments/payments-page').then((m) => m.firstData(params)),
  assistant: () => import('#client/features/assistant/assistant-page').then((m) => m.firstData()),
  account: () => import('#client/features/account/account-page').then((m) => m.firstData()),
};

/** The app's loader: the session, which the guard and the frame read first. */
export function appLoader() {
  return holdOpening(queryClient.prefetchQuery(sessionQuery));
}

/**
 * The section route's loader: starts the request; waits for it only while the app opens
 * (app/opening.ts), never on a later navigation.
 */
export function routeLoader(path: string) {
  const prefetch = firstData[path];
  if (!prefetch) return undefined;
  return ({ request }: LoaderFunctionArgs) =>
    holdOpening(prefetch(new URL(request.url).searchParams));
}
