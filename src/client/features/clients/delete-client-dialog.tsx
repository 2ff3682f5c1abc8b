import { useQuery } from '@tanstack/react-query';
import { ConfirmMutationDialog } from '#client/components/dialogs/confirm-mutation-dialog';
import {
  clientDeletionQuery,
  useDeleteClient,
  type ClientSummary,
} from '#client/features/clients/api';
import { fr } from '#shared/i18n/fr';

const t = fr.clientsScreen;

/**
 * The spec's question, and what happens to the client's collaborations: they stay, with the
 * brand they show, detached from any client (docs/decisions/0020).
 */
export function DeleteClientDialog({
  client,
  onClose,
}: {
  client: ClientSummary;
  onClose: () => void;
}) {
  const remove = useDeleteClient();
  const linked = useQuery(clientDeletionQuery(client.id));
  return (
    <ConfirmMutationDialog
      mutation={remove}
      input={client.id}
      title={t.deleteTitle}
      successMessage={t.deleted}
      onClose={onClose}
    >
      <p>{fr.confirm.moveToTrash(client.brandName)}</p>
      <p className="mt-3" aria-live="polite" data-testid="linked-collaborations">
        {linked.isPending ? (
          <span className="text-muted">{t.countingCollaborations}</span>
        ) : linked.isError ? (
          t.collaborationsKeptUnknown
        ) : linked.data > 0 ? (
          <strong className="font-semibold">{t.collaborationsKept(linked.data)}</strong>
        ) : (
          t.noCollaborationLinked
        )}
      </p>
    </ConfirmMutationDialog>
  );
}
