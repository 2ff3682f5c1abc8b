import { useQuery } from '@tanstack/react-query';
import { ImportButton } from '#client/components/imports/import-button';
import { CreateButton } from '#client/components/ui/create-button';
import { ExportMenu } from '#client/components/ui/export-menu';
import { exportUrl } from '#client/lib/export-url';
import { ListEmptyState } from '#client/components/ui/empty-state';
import { PageHeader } from '#client/components/ui/page-header';
import { Pagination } from '#client/components/ui/pagination';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { ListSearchField } from '#client/components/ui/search-field';
import { Spinner } from '#client/components/ui/spinner';
import { useRecordDialog } from '#client/lib/use-record-dialog';
import { useUrlSearch } from '#client/lib/use-url-search';
import { clientsListQuery, type ClientSummary } from '#client/features/clients/api';
import { ClientsTable } from '#client/features/clients/clients-table';
import { DeleteClientDialog } from '#client/features/clients/delete-client-dialog';
import { exportsText } from '#shared/i18n/fr-exports';
import { fr } from '#shared/i18n/fr';
import { lazyDialog } from '#client/components/ui/lazy-dialog';

const ClientDetailDialog = lazyDialog(() =>
  import('#client/features/clients/client-detail-dialog').then((m) => m.ClientDetailDialog),
);
const ClientFormDialog = lazyDialog(() =>
  import('#client/features/clients/client-form-dialog').then((m) => m.ClientFormDialog),
);

const t = fr.clientsScreen;

export function ClientsPage() {
  const search = useUrlSearch();
  const list = useQuery(clientsListQuery({ q: search.q, page: search.page }));
  const { dialog, setDialog, close } = useRecordDialog<{ kind: 'delete'; client: ClientSummary }>();

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <>
            <ImportButton kind="clients" />
            <ExportMenu
              list={exportsText.lists.clients}
              href={(format) => exportUrl('/api/clients', format, { q: search.q })}
            />
            <CreateButton label={t.newClient} onClick={() => setDialog({ kind: 'create' })} />
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <ListSearchField label={t.searchLabel} placeholder={t.searchPlaceholder} search={search} />
        {list.data && list.data.total > 0 && (
          <p className="text-sm text-muted" aria-live="polite">
            {t.count(list.data.total)}
          </p>
        )}
      </div>

      {list.isPending ? (
        <Spinner label={fr.common.loading} />
      ) : list.isError ? (
        <RetryAlert title={t.loadFailed} error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.total === 0 ? (
        <ListEmptyState
          isFiltered={search.q !== ''}
          title={fr.clients.emptyTitle}
          text={fr.clients.emptyHint}
        />
      ) : (
        <>
          <ClientsTable
            clients={list.data.items}
            isUpdating={list.isPlaceholderData}
            onShow={(client) => setDialog({ kind: 'show', id: client.id })}
            onEdit={(client) => setDialog({ kind: 'edit', id: client.id })}
            onDelete={(client) => setDialog({ kind: 'delete', client })}
          />
          <Pagination
            page={list.data.page}
            pageCount={list.data.pageCount}
            onPageChange={search.setPage}
          />
        </>
      )}

      {dialog?.kind === 'create' && <ClientFormDialog clientId={null} onClose={close} />}
      {dialog?.kind === 'edit' && <ClientFormDialog clientId={dialog.id} onClose={close} />}
      {dialog?.kind === 'show' && (
        <ClientDetailDialog
          clientId={dialog.id}
          onClose={close}
          onEdit={() => setDialog({ kind: 'edit', id: dialog.id })}
        />
      )}
      {dialog?.kind === 'delete' && <DeleteClientDialog client={dialog.client} onClose={close} />}
    </>
  );
}
