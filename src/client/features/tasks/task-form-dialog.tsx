import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormDialog } from '#client/components/forms/form-dialog';
import { RecordChangedBanner } from '#client/components/forms/record-changed-banner';
import { useIdempotencyKey } from '#client/lib/idempotency';
import {
  assigneesQuery,
  taskQuery,
  useSaveTask,
  type TaskMember,
  type TaskView,
} from '#client/features/tasks/api';
import { TaskForm } from '#client/features/tasks/task-form';
import { keepCheckedStatus } from '#client/features/tasks/task-save';
import { taskInputSchema, type TaskFormValues } from '#shared/schemas/tasks';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { fr } from '#shared/i18n/fr';

const t = tasksScreen;

/** What a new task starts from: the day clicked, or the influencer whose card was used. */
export type TaskDraft = { dueDate: string; influencer: { id: string; fullName: string } | null };

export type TaskOpening = { task: TaskView } | { draft: TaskDraft };

const fromDraft = (draft: TaskDraft): TaskFormValues => ({
  title: '',
  description: '',
  priority: 'medium',
  status: 'pending',
  dueDate: draft.dueDate,
  assignedTo: null,
  influencerId: draft.influencer?.id ?? null,
});

// A task assigned to me reads 'Moi', whoever created it.
const fromTask = (task: TaskView, meId: string): TaskFormValues => ({
  title: task.title,
  description: task.description,
  priority: task.priority,
  status: task.status,
  dueDate: task.dueDate,
  assignedTo: task.assignee && task.assignee.id !== meId ? task.assignee.id : null,
  influencerId: task.influencer?.id ?? null,
});

/**
 * 'Nouvelle tâche' or 'Modifier la tâche'. The form opens at once from the task on screen.
 * Saved for someone else, the toast names them (spec §8) instead of the plain 'saved'.
 */
export function TaskFormDialog({
  opening,
  meId,
  onClose,
}: {
  opening: TaskOpening;
  meId: string;
  onClose: () => void;
}) {
  const task = 'task' in opening ? opening.task : null;
  const detail = useQuery({
    ...taskQuery(task?.id ?? ''),
    enabled: task !== null,
    initialData: task ?? undefined,
  });
  const members = useQuery(assigneesQuery).data?.members ?? [];
  const idempotencyKey = useIdempotencyKey();
  const save = useSaveTask(task?.id ?? null, idempotencyKey);
  const current = task ? (detail.data ?? task) : null;
  const initial =
    'draft' in opening ? fromDraft(opening.draft) : fromTask(current ?? opening.task, meId);
  const [assignedTo, setAssignedTo] = useState(initial.assignedTo ?? null);
  const others = offeredMembers(members, meId, current?.assignee ?? null);
  const chosen = others.find((member) => member.id === assignedTo);
  const influencerName =
    current?.influencer?.fullName ??
    ('draft' in opening ? opening.draft.influencer?.fullName : null);

  return (
    <FormDialog
      title={task ? t.editTask : t.newTask}
      size="lg"
      isEdit={task !== null}
      notice={task && <RecordChangedBanner kind="task" id={task.id} />}
      detail={detail}
      record={{ kind: 'task', toValues: (record: TaskView) => fromTask(record, meId) }}
      historyOf={task?.id}
      isSaving={save.isPending}
      savedMessage={chosen ? fr.success.taskAssignedTo(chosen.firstName, chosen.lastName) : t.saved}
      schema={taskInputSchema}
      onClose={onClose}
    >
      {(formProps) => (
        <TaskForm
          {...formProps}
          initial={initial}
          influencerName={influencerName ?? null}
          members={others}
          isUnassigned={current !== null && current.assignee === null && !current.influencer}
          save={(values, version) => save.mutateAsync(keepCheckedStatus(values, initial, version))}
          onAssigneeChange={setAssignedTo}
        />
      )}
    </FormDialog>
  );
}

/** The members besides me, and the task's assignee even if they have since left the agency. */
function offeredMembers(members: TaskMember[], meId: string, assignee: TaskMember | null) {
  const others = members.filter((member) => member.id !== meId);
  if (assignee && assignee.id !== meId && !others.some((member) => member.id === assignee.id)) {
    others.push(assignee);
  }
  return others;
}
