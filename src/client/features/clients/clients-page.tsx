import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { EmptyState } from '#client/components/ui/empty-state';
import { PageHeader } from '#client/components/ui/page-header';
import { Pagination } from '#client/components/ui/pagination';
import { SearchField } from '#client/components/ui/search-field';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { useUrlSearch } from '#client/lib/use-url-search';
import {
  clientsListQuery,
  useDeleteClient,
  type ClientSummary,
} from '#client/features/clients/api';
import { ClientDetailDialog } from '#client/features/clients/client-detail-dialog';
import { ClientFormDialog } from '#client/features/clients/client-form-dialog';
import { ClientsTable } from '#client/features/clients/clients-table';
import { fr } from '#shared/i18n/fr';

const t = fr.clientsScreen;

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'show'; id: string }
  | { kind: 'delete'; client: ClientSummary }
  | null;

export function ClientsPage() {
  const search = useUrlSearch();
  const list = useQuery(clientsListQuery({ q: search.q, page: search.page }));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <Plus aria-hidden className="h-4 w-4" />
            {t.newClient}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-md">
          <SearchField
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            value={search.text}
            onChange={search.setSearch}
          />
        </div>
        {list.data && list.data.total > 0 && (
          <p className="text-sm text-muted" aria-live="polite">
            {t.count(list.data.total, list.data.isTotalCapped)}
          </p>
        )}
      </div>

      {list.isPending ? (
        <Spinner label={fr.common.loading} />
      ) : list.isError ? (
        <ErrorAlert>
          <p>{t.loadFailed}</p>
          <p className="mt-1">{errorMessage(list.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => list.refetch()}>
            {fr.common.retry}
          </Button>
        </ErrorAlert>
      ) : list.data.total === 0 ? (
        search.q ? (
          <EmptyState title={fr.clients.noResultTitle} text={fr.clients.noResultHint} />
        ) : (
          <EmptyState title={fr.clients.emptyTitle} text={fr.clients.emptyHint} />
        )
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

function DeleteClientDialog({ client, onClose }: { client: ClientSummary; onClose: () => void }) {
  const remove = useDeleteClient();
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.deleteTitle}
      isPending={remove.isPending}
      onConfirm={() =>
        remove.mutate(client.id, {
          onSuccess: () => {
            toast.success(t.deleted);
            onClose();
          },
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {fr.confirm.delete(client.brandName)}
    </ConfirmDialog>
  );
}
