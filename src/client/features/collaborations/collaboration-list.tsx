import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
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
    return (
      <ErrorAlert>
        <p>{t.loadFailed}</p>
        <p className="mt-1">{errorMessage(list.error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => list.refetch()}>
          {fr.common.retry}
        </Button>
      </ErrorAlert>
    );
  }
  if (items.length === 0) {
    return isFiltered ? (
      <EmptyState title={fr.common.noResultsTitle} text={fr.common.noResultsText} />
    ) : (
      <EmptyState title={t.emptyTitle} text={t.emptyHint} action={emptyAction} />
    );
  }
  return (
    <div className="space-y-4">
      {renderTable(items, list.isPlaceholderData)}
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            isLoading={list.isFetchingNextPage}
            onClick={() => list.fetchNextPage()}
          >
            {fr.common.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
