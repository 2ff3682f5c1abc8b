import { useInfiniteQuery } from '@tanstack/react-query';
import { CreateButton } from '#client/components/ui/create-button';
import { PageHeader } from '#client/components/ui/page-header';
import { useRecordDialog } from '#client/lib/use-record-dialog';
import { castingsListQuery, type CastingView } from '#client/features/castings/api';
import { CastingFiltersBar } from '#client/features/castings/casting-filters';
import { CastingList } from '#client/features/castings/casting-list';
import {
  CloseCastingDialog,
  DeleteCastingDialog,
} from '#client/features/castings/casting-confirm-dialogs';
import {
  readCastingFilters,
  useCastingFilters,
} from '#client/features/castings/use-casting-filters';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { queryClient } from '#client/lib/query-client';
import { lazyDialog } from '#client/components/ui/lazy-dialog';

const CastingFormDialog = lazyDialog(() =>
  import('#client/features/castings/casting-form-dialog').then((m) => m.CastingFormDialog),
);

// Decision 0053: the selection link's dialog, with its own small API file, loads on first use.
const CastingLinkDialog = lazyDialog(() =>
  import('#client/features/castings/casting-link-dialog').then((m) => m.CastingLinkDialog),
);

const t = castingsScreen;

type OtherDialog = { kind: 'delete' | 'close' | 'send'; casting: CastingView };

/** What the page shows first: the castings of the URL's filters (app/route-data.ts). */
export const firstData = (params: URLSearchParams) =>
  queryClient.prefetchInfiniteQuery(castingsListQuery(readCastingFilters(params)));

/**
 * Casting (spec §2): the briefs as cards, searched and filtered in the URL; each card runs its
 * proposals and hands its accepted influencers over to a new collaboration.
 */
export function CastingsPage() {
  const filters = useCastingFilters();
  const list = useInfiniteQuery(castingsListQuery(filters.filters));
  const { dialog, setDialog, close } = useRecordDialog<OtherDialog>();
  const createButton = (
    <CreateButton label={t.newCasting} onClick={() => setDialog({ kind: 'create' })} />
  );

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} actions={createButton} />
      <CastingFiltersBar state={filters} />
      <CastingList
        list={list}
        isFiltered={filters.isFiltered}
        emptyAction={createButton}
        handlers={{
          onEdit: (casting) => setDialog({ kind: 'edit', id: casting.id }),
          onDelete: (casting) => setDialog({ kind: 'delete', casting }),
          onClose: (casting) => setDialog({ kind: 'close', casting }),
          onSendSelection: (casting) => setDialog({ kind: 'send', casting }),
        }}
      />

      {dialog?.kind === 'create' && <CastingFormDialog castingId={null} onClose={close} />}
      {dialog?.kind === 'edit' && <CastingFormDialog castingId={dialog.id} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <DeleteCastingDialog casting={dialog.casting} onClose={close} />
      )}
      {dialog?.kind === 'close' && <CloseCastingDialog casting={dialog.casting} onClose={close} />}
      {dialog?.kind === 'send' && <CastingLinkDialog casting={dialog.casting} onClose={close} />}
    </>
  );
}
