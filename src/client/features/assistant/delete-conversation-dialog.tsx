import { ConfirmMutationDialog } from '#client/components/dialogs/confirm-mutation-dialog';
import { useDeleteConversation, type ConversationSummary } from '#client/features/assistant/api';
import { assistantScreen } from '#shared/i18n/fr-assistant';
import { fr } from '#shared/i18n/fr';

const t = assistantScreen;

/** The trash asks first; deleting the open conversation starts a new one (`onDeleted`). */
export function DeleteConversationDialog({
  conversation,
  onDeleted,
  onClose,
}: {
  conversation: ConversationSummary;
  onDeleted: (id: string) => void;
  onClose: () => void;
}) {
  const remove = useDeleteConversation(onDeleted);
  return (
    <ConfirmMutationDialog
      mutation={remove}
      input={conversation.id}
      title={t.deleteTitle}
      successMessage={t.deleted}
      onClose={onClose}
    >
      {fr.confirm.delete(t.deleteWhat(conversation.title))}
    </ConfirmMutationDialog>
  );
}
