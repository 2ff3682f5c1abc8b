import type { ComponentType, ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadDemoButton } from '#client/components/demo/load-demo-button';
import { ImportButton } from '#client/components/imports/import-button';
import { CreateButton } from '#client/components/ui/create-button';
import { ExportMenu } from '#client/components/ui/export-menu';
import { exportUrl } from '#client/lib/export-url';
import { PageHeader } from '#client/components/ui/page-header';
import { collaborationsListQuery } from '#client/features/collaborations/api';
import {
  useCollaborationDialogs,
  type ScreenVariant,
} from '#client/features/collaborations/collaboration-dialogs';
import { CollaborationFiltersBar } from '#client/features/collaborations/collaboration-filters';
import { CollaborationList } from '#client/features/collaborations/collaboration-list';
import type { SummaryTableProps } from '#client/features/collaborations/summary-table';
import { useCollaborationFilters } from '#client/features/collaborations/use-collaboration-filters';
import { exportsText } from '#shared/i18n/fr-exports';
import { fr } from '#shared/i18n/fr';

export type ListTable = ComponentType<SummaryTableProps>;

/**
 * Both screens: a header, the filters kept in the URL, the list, and the dialogs. Only the
 * table and the words differ (spec §2; docs/decisions/0010: one model behind both).
 */
export function CollaborationScreen({
  variant,
  Table,
  link,
  extraLinks,
}: {
  variant: ScreenVariant;
  Table: ListTable;
  link: { to: string; children: ReactNode };
  /** More of the header's links (Toutes les campagnes → Performances). */
  extraLinks?: ReactNode;
}) {
  const words = fr.collaborations.screens[variant];
  const filters = useCollaborationFilters();
  const list = useInfiniteQuery(collaborationsListQuery(filters.filters));
  const { openCreate, handlers, dialogs } = useCollaborationDialogs(variant);
  const createButton = <CreateButton label={words.create} onClick={openCreate} />;

  return (
    <>
      <PageHeader
        title={words.title}
        subtitle={words.subtitle}
        actions={
          <>
            <Link
              to={link.to}
              className="inline-flex h-10 items-center gap-2 rounded-md border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-muted"
            >
              {link.children}
            </Link>
            {extraLinks}
            <ExportMenu
              list={exportsText.lists.collaborations}
              href={(format) =>
                exportUrl('/api/collaborations', format, {
                  q: filters.filters.q,
                  status: filters.filters.status === 'all' ? null : filters.filters.status,
                  type: filters.filters.type === 'all' ? null : filters.filters.type,
                })
              }
            />
            <ImportButton kind="readings" />
            {createButton}
          </>
        }
      />
      <CollaborationFiltersBar state={filters} />
      <CollaborationList
        list={list}
        isFiltered={filters.isFiltered}
        emptyAction={
          <div className="flex flex-wrap justify-center gap-2">
            {createButton}
            {variant === 'collaborations' && <LoadDemoButton />}
          </div>
        }
        renderTable={(items, isUpdating) => (
          <Table items={items} isUpdating={isUpdating} {...handlers} />
        )}
      />
      {dialogs}
    </>
  );
}
