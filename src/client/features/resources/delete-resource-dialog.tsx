import { ConfirmMutationDialog } from '#client/components/dialogs/confirm-mutation-dialog';
import { useDeleteResource, type ResourceView } from '#client/features/resources/api';
import { resourcesScreen } from '#shared/i18n/fr-resources';
import { fr } from '#shared/i18n/fr';

const t = resourcesScreen;

/** The trash asks first (spec §8); the stored file goes with the resource. */
export function DeleteResourceDialog({
  resource,
  onClose,
}: {
  resource: ResourceView;
  onClose: () => void;
}) {
  const remove = useDeleteResource();
  return (
    <ConfirmMutationDialog
      mutation={remove}
      input={resource.id}
      title={t.deleteTitle}
      successMessage={t.deleted}
      onClose={onClose}
    >
      {fr.confirm.moveToTrash(t.deleteWhat(resource.name))}
    </ConfirmMutationDialog>
  );
}
