import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { errorMessage } from '#client/lib/api';
import {
  useDeleteCollaboration,
  type CollaborationSummary,
} from '#client/features/collaborations/api';
import { CollaborationDetailDialog } from '#client/features/collaborations/collaboration-detail-dialog';
import { CollaborationFormDialog } from '#client/features/collaborations/collaboration-form-dialog';
import { fr } from '#shared/i18n/fr';

/** Which screen a dialog serves: the same rows and rules, each screen's own words. */
export type ScreenVariant = keyof typeof fr.collaborations.screens;

export type RowHandlers = {
  onShow: (item: CollaborationSummary) => void;
  onEdit: (item: CollaborationSummary) => void;
  onDelete: (item: CollaborationSummary) => void;
};

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'show'; id: string }
  | { kind: 'delete'; item: CollaborationSummary }
  | null;

/** The create, edit, detail and delete dialogs of a screen, one open at a time. */
export function useCollaborationDialogs(variant: ScreenVariant) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const handlers: RowHandlers = {
    onShow: (item) => setDialog({ kind: 'show', id: item.id }),
    onEdit: (item) => setDialog({ kind: 'edit', id: item.id }),
    onDelete: (item) => setDialog({ kind: 'delete', item }),
  };
  const dialogs = (
    <>
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
  const remove = useDeleteCollaboration();
  const words = fr.collaborations.screens[variant];
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={words.deleteTitle}
      isPending={remove.isPending}
      onConfirm={() =>
        remove.mutate(item.id, {
          onSuccess: () => {
            toast.success(words.deleted);
            onClose();
          },
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {fr.confirm.delete(item.name)}
    </ConfirmDialog>
  );
}
