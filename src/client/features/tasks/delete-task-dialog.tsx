import { ConfirmMutationDialog } from '#client/components/dialogs/confirm-mutation-dialog';
import { useDeleteTask, type TaskView } from '#client/features/tasks/api';
import { fullTaskTitle } from '#client/features/tasks/task-item';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { fr } from '#shared/i18n/fr';

const t = tasksScreen;

/** The trash asks first; a failure says 'Erreur lors de la suppression de la tâche'. */
export function DeleteTaskDialog({ task, onClose }: { task: TaskView; onClose: () => void }) {
  const remove = useDeleteTask();
  return (
    <ConfirmMutationDialog
      mutation={remove}
      input={task.id}
      title={t.deleteTitle}
      successMessage={t.deleted}
      onClose={onClose}
    >
      {fr.confirm.moveToTrash(t.deleteWhat(fullTaskTitle(task)))}
    </ConfirmMutationDialog>
  );
}
