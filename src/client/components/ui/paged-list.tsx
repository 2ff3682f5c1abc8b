import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { LoadMoreButton } from '#client/components/ui/load-more-button';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { fr } from '#shared/i18n/fr';

export type PagedQuery<T> = UseInfiniteQueryResult<
  InfiniteData<{ items: T[]; nextCursor: string | null }>
>;

/**
 * What every keyset-paged list shows: a spinner, the error with a retry (while nothing is on
 * screen), its empty state, or its items (`children`, told when a new search is running) and
 * 'Afficher plus' while the server has more.
 */
export function PagedList<T>({
  list,
  loadFailed,
  empty,
  children,
}: {
  list: PagedQuery<T>;
  loadFailed: string;
  empty: ReactNode;
  children: (items: T[], isUpdating: boolean) => ReactNode;
}) {
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.isPending) return <Spinner label={fr.common.loading} />;
  if (list.isError && items.length === 0) {
    return <RetryAlert title={loadFailed} error={list.error} onRetry={() => list.refetch()} />;
  }
  if (items.length === 0) return empty;
  return (
    <div className="space-y-4">
      {children(items, list.isPlaceholderData)}
      {list.hasNextPage && (
        <LoadMoreButton isLoading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()} />
      )}
    </div>
  );
}
