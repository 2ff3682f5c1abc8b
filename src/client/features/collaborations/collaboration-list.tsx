import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ListEmptyState } from '#client/components/ui/empty-state';
import { LoadMoreButton } from '#client/components/ui/load-more-button';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import type { CollaborationSummary } from '#client/features/collaborations/api';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;

type ListQuery = UseInfiniteQueryResult<
  InfiniteData<{ items: CollaborationSummary[]; nextCursor: string | null }>
>;

/**
 * What both screens show under their filters: a spinner, the error with a retry, an empty
 * state (nothing yet, or nothing matching), or the table and 'Afficher plus' while the server
 * has more (keyset pages: the API gives no total, so there is no page bar).
 */
export function CollaborationList({
  list,
  isFiltered,
  emptyAction,
  renderTable,
}: {
  list: ListQuery;
  isFiltered: boolean;
  emptyAction: ReactNode;
  renderTable: (items: CollaborationSummary[], isUpdating: boolean) => ReactNode;
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
        text={t.emptyHint}
        action={emptyAction}
      />
    );
  }
  return (
    <div className="space-y-4">
      {renderTable(items, list.isPlaceholderData)}
      {list.hasNextPage && (
        <LoadMoreButton isLoading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()} />
      )}
    </div>
  );
}
