import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ListEmptyState } from '#client/components/ui/empty-state';
import { LoadMoreButton } from '#client/components/ui/load-more-button';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import type { CastingView } from '#client/features/castings/api';
import { CastingCard, type CastingCardHandlers } from '#client/features/castings/casting-card';
import { cn } from '#client/lib/cn';
import { fr } from '#shared/i18n/fr';

const t = fr.castingsScreen;

type ListQuery = UseInfiniteQueryResult<
  InfiniteData<{ items: CastingView[]; nextCursor: string | null }>
>;

/**
 * A spinner, the error with a retry, an empty state (nothing yet, or nothing matching), or the
 * cards (one column on a phone, two or three wider) and 'Afficher plus' while there are more.
 */
export function CastingList({
  list,
  isFiltered,
  emptyAction,
  handlers,
}: {
  list: ListQuery;
  isFiltered: boolean;
  emptyAction: ReactNode;
  handlers: CastingCardHandlers;
}) {
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.isPending) return <Spinner label={fr.common.loading} />;
  if (list.isError && items.length === 0) {
    return <RetryAlert title={t.loadFailed} error={list.error} onRetry={() => list.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <ListEmptyState
        isFiltered={isFiltered}
        title={t.emptyTitle}
        text={t.emptyText}
        action={emptyAction}
      />
    );
  }
  return (
    <div className="space-y-4">
      <ul
        aria-busy={list.isPlaceholderData || undefined}
        className={cn(
          'grid gap-4 md:grid-cols-2 2xl:grid-cols-3',
          list.isPlaceholderData && 'opacity-60',
        )}
      >
        {items.map((casting) => (
          <CastingCard key={casting.id} casting={casting} {...handlers} />
        ))}
      </ul>
      {list.hasNextPage && (
        <LoadMoreButton isLoading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()} />
      )}
    </div>
  );
}
