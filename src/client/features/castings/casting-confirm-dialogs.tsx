import { ConfirmMutationDialog } from '#client/components/dialogs/confirm-mutation-dialog';
import { useCloseCasting, useDeleteCasting, type CastingView } from '#client/features/castings/api';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { fr } from '#shared/i18n/fr';

const t = castingsScreen;

type Props = { casting: CastingView; onClose: () => void };

/** The trash asks first. */
export function DeleteCastingDialog({ casting, onClose }: Props) {
  const remove = useDeleteCasting();
  return (
    <ConfirmMutationDialog
      mutation={remove}
      input={casting.id}
      title={t.deleteTitle}
      successMessage={t.deleted}
      onClose={onClose}
    >
      {fr.confirm.moveToTrash(t.deleteWhat(casting.name))}
    </ConfirmMutationDialog>
  );
}

/** 'Marquer comme terminé' asks first, in 'Terminer le casting' (spec §2). */
export function CloseCastingDialog({ casting, onClose }: Props) {
  const closeCasting = useCloseCasting();
  return (
    <ConfirmMutationDialog
      mutation={closeCasting}
      input={casting.id}
      title={t.closeTitle}
      confirmLabel={t.closeConfirm}
      tone="primary"
      successMessage={t.closed}
      onClose={onClose}
    >
      {t.closeText(casting.name)}
    </ConfirmMutationDialog>
  );
}
