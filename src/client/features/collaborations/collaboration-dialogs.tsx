import { ConfirmMutationDialog } from '#client/components/dialogs/confirm-mutation-dialog';
import { useRecordDialog } from '#client/lib/use-record-dialog';
import {
  useDeleteCollaboration,
  type CollaborationSummary,
} from '#client/features/collaborations/api';
import { useCastingHandOver } from '#client/features/collaborations/use-casting-hand-over';
import { useShownCollaboration } from '#client/features/collaborations/use-shown-collaboration';
import { fr } from '#shared/i18n/fr';
import { lazyDialog } from '#client/components/ui/lazy-dialog';

const CollaborationDetailDialog = lazyDialog(() =>
  import('#client/features/collaborations/collaboration-detail-dialog').then(
    (m) => m.CollaborationDetailDialog,
  ),
);
const CollaborationFormDialog = lazyDialog(() =>
  import('#client/features/collaborations/collaboration-form-dialog').then(
    (m) => m.CollaborationFormDialog,
  ),
);

/** Which screen a dialog serves: the same rows and rules, each screen's own words. */
export type ScreenVariant = keyof typeof fr.collaborations.screens;

export type RowHandlers = {
  onShow: (item: CollaborationSummary) => void;
  onEdit: (item: CollaborationSummary) => void;
  onDelete: (item: CollaborationSummary) => void;
};

/**
 * The create, edit, detail and delete dialogs of a screen, one open at a time, and those a
 * casting opens through the URL: the create of 'Créer la collaboration', the detail of 'Voir la
 * collaboration'.
 */
export function useCollaborationDialogs(variant: ScreenVariant) {
  const { dialog, setDialog, close } = useRecordDialog<{
    kind: 'delete';
    item: CollaborationSummary;
  }>();
  const handOver = useCastingHandOver();
  const shown = useShownCollaboration();
  const shownId = shown.id;
  const handlers: RowHandlers = {
    onShow: (item) => setDialog({ kind: 'show', id: item.id }),
    onEdit: (item) => setDialog({ kind: 'edit', id: item.id }),
    onDelete: (item) => setDialog({ kind: 'delete', item }),
  };
  const dialogs = (
    <>
      {handOver.draft && dialog === null && (
        <CollaborationFormDialog
          key={handOver.draft.castingId}
          variant={variant}
          collaborationId={null}
          castingDraft={handOver.draft}
          onClose={handOver.close}
        />
      )}
      {shownId && dialog === null && (
        <CollaborationDetailDialog
          variant={variant}
          collaborationId={shownId}
          initialTab={shown.tab}
          onClose={shown.close}
          onEdit={() => {
            setDialog({ kind: 'edit', id: shownId });
            shown.close();
          }}
        />
      )}
      {dialog?.kind === 'create' && (
        <CollaborationFormDialog variant={variant} collaborationId={null} onClose={close} />
      )}
      {dialog?.kind === 'edit' && (
        <CollaborationFormDialog variant={variant} collaborationId={dialog.id} onClose={close} />
      )}
      {dialog?.kind === 'show' && (
        <CollaborationDetailDialog
          variant={variant}
          collaborationId={dialog.id}
          onClose={close}
          onEdit={() => setDialog({ kind: 'edit', id: dialog.id })}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCollaborationDialog variant={variant} item={dialog.item} onClose={close} />
      )}
    </>
  );
  return { openCreate: () => setDialog({ kind: 'create' }), handlers, dialogs };
}

function DeleteCollaborationDialog({
  variant,
  item,
  onClose,
}: {
  variant: ScreenVariant;
  item: CollaborationSummary;
  onClose: () => void;
}) {
  const words = fr.collaborations.screens[variant];
  const remove = useDeleteCollaboration();
  return (
    <ConfirmMutationDialog
      mutation={remove}
      input={item.id}
      title={words.deleteTitle}
      successMessage={words.deleted}
      onClose={onClose}
    >
      {fr.confirm.moveToTrash(item.name)}
    </ConfirmMutationDialog>
  );
}
