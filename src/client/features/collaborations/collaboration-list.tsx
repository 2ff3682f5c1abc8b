import type { ReactNode } from 'react';
import { ListEmptyState } from '#client/components/ui/empty-state';
import { PagedList, type PagedQuery } from '#client/components/ui/paged-list';
import type { CollaborationSummary } from '#client/features/collaborations/api';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;

/**
 * What both screens show under their filters (components/ui/paged-list): keyset pages, so
 * 'Afficher plus' and no page bar (the API gives no total).
 */
export function CollaborationList({
  list,
  isFiltered,
  emptyAction,
  renderTable,
}: {
  list: PagedQuery<CollaborationSummary>;
  isFiltered: boolean;
  emptyAction: ReactNode;
  renderTable: (items: CollaborationSummary[], isUpdating: boolean) => ReactNode;
}) {
  return (
    <PagedList
      list={list}
      loadFailed={t.loadFailed}
      empty={
        <ListEmptyState
          isFiltered={isFiltered}
          title={t.emptyTitle}
          text={t.emptyHint}
          action={emptyAction}
        />
      }
    >
      {renderTable}
    </PagedList>
  );
}
