import type { ReactNode } from 'react';
import { ListEmptyState } from '#client/components/ui/empty-state';
import { PagedList, type PagedQuery } from '#client/components/ui/paged-list';
import type { CastingView } from '#client/features/castings/api';
import { CastingCard, type CastingCardHandlers } from '#client/features/castings/casting-card';
import { cn } from '#client/lib/cn';
import { useProgressiveList } from '#client/lib/use-progressive-list';
import { castingsScreen } from '#shared/i18n/fr-castings';

const t = castingsScreen;

/** The cards (one column on a phone, two or three wider), paged (components/ui/paged-list). */
export function CastingList({
  list,
  isFiltered,
  emptyAction,
  handlers,
}: {
  list: PagedQuery<CastingView>;
  isFiltered: boolean;
  emptyAction: ReactNode;
  handlers: CastingCardHandlers;
}) {
  return (
    <PagedList
      list={list}
      loadFailed={t.loadFailed}
      empty={
        <ListEmptyState
          isFiltered={isFiltered}
          title={t.emptyTitle}
          text={t.emptyText}
          action={emptyAction}
        />
      }
    >
      {(items, isUpdating) => (
        <ul
          aria-busy={isUpdating || undefined}
          className={cn('grid gap-4 md:grid-cols-2 2xl:grid-cols-3', isUpdating && 'opacity-60')}
        >
          <CastingCards items={items} handlers={handlers} />
        </ul>
      )}
    </PagedList>
  );
}

/** A phone shows one card, a wide screen two rows: the rest come right after (issue 27). */
const FIRST_CARDS = 4;

function CastingCards({
  items,
  handlers,
}: {
  items: CastingView[];
  handlers: CastingCardHandlers;
}) {
  const shown = useProgressiveList(items, FIRST_CARDS);
  return shown.map((casting) => <CastingCard key={casting.id} casting={casting} {...handlers} />);
}
