import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { EmptyState } from '#client/components/ui/empty-state';
import { PagedList } from '#client/components/ui/paged-list';
import {
  agencyListQuery,
  type AgencyListItem,
  type AgencyTab,
  type RecordKind,
} from '#client/features/superadmin/api';
import {
  ClientsTable,
  CollaborationsTable,
  InfluencersTable,
  UsersTable,
} from '#client/features/superadmin/agency-tab-tables';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';
import { fr } from '#shared/i18n/fr';

const t = superAdminScreen;

type AgencyTabListProps = {
  agencyId: string;
  tab: AgencyTab;
  q: string;
  onOpen: (kind: RecordKind, recordId: string) => void;
};

/** The open tab's list, searched and read a page at a time on the server. */
export function AgencyTabList({ agencyId, tab, q, onOpen }: AgencyTabListProps) {
  const open = (kind: RecordKind) => (item: { id: string }) => onOpen(kind, item.id);
  switch (tab) {
    case 'users':
      return (
        <TabList agencyId={agencyId} tab="users" q={q}>
          {(items, isUpdating) => <UsersTable users={items} isUpdating={isUpdating} />}
        </TabList>
      );
    case 'clients':
      return (
        <TabList agencyId={agencyId} tab="clients" q={q}>
          {(items, isUpdating) => (
            <ClientsTable clients={items} isUpdating={isUpdating} onShow={open('clients')} />
          )}
        </TabList>
      );
    case 'influencers':
      return (
        <TabList agencyId={agencyId} tab="influencers" q={q}>
          {(items, isUpdating) => (
            <InfluencersTable
              influencers={items}
              isUpdating={isUpdating}
              onShow={open('influencers')}
            />
          )}
        </TabList>
      );
    case 'collaborations':
      return (
        <TabList agencyId={agencyId} tab="collaborations" q={q}>
          {(items, isUpdating) => (
            <CollaborationsTable
              collaborations={items}
              isUpdating={isUpdating}
              onShow={open('collaborations')}
            />
          )}
        </TabList>
      );
  }
}

function TabList<T extends AgencyTab>({
  agencyId,
  tab,
  q,
  children,
}: {
  agencyId: string;
  tab: T;
  q: string;
  children: (items: AgencyListItem<T>[], isUpdating: boolean) => ReactNode;
}) {
  const list = useInfiniteQuery(agencyListQuery(agencyId, tab, q));
  return (
    <PagedList
      list={list}
      loadFailed={t.listLoadFailed}
      empty={
        q ? (
          <EmptyState title={fr.common.noResultsTitle} text={fr.common.noResultsText} />
        ) : (
          <EmptyState title={t.emptyTab[tab]} />
        )
      }
    >
      {children}
    </PagedList>
  );
}
