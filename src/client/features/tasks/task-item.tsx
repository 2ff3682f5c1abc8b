import { Circle, CircleCheck, Trash2 } from 'lucide-react';
import { toast } from '#client/lib/toast';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { useToggleTask, type TaskView } from '#client/features/tasks/api';
import type { TodoPriority, TodoStatus } from '#shared/domain/enums';
import { taskDisplayTitle, toggledTaskStatus } from '#shared/domain/tasks';
import { formatLongDate } from '#shared/domain/dates';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { fr } from '#shared/i18n/fr';

const t = tasksScreen;

const priorityTones = { low: 'neutral', medium: 'info', high: 'warning' } as const satisfies Record<
  TodoPriority,
  string
>;
const statusTones = {
  pending: 'neutral',
  in_progress: 'primary',
  completed: 'success',
} as const satisfies Record<TodoStatus, string>;

export const fullTaskTitle = (task: TaskView) =>
  taskDisplayTitle({ title: task.title, influencerName: task.influencer?.fullName ?? null });

type TaskItemProps = {
  task: TaskView;
  /** The signed-in member: a task assigned to them does not name its assignee. */
  meId: string;
  /** The late strip says when each task was due. */
  showsDueDate?: boolean;
  onOpen: (task: TaskView) => void;
  onDelete: (task: TaskView) => void;
};

/**
 * One task: its title (opens the form), priority and status, a check that toggles it done and a
 * trash that asks before deleting. An influencer's task shows its bare title (the card names
 * the influencer); the buttons' names carry the full one.
 */
export function TaskItem({ task, meId, showsDueDate = false, onOpen, onDelete }: TaskItemProps) {
  const toggle = useToggleTask();
  // Shown toggled at once; the server's answer then confirms it (or the toast says why not).
  const status = toggle.isPending ? toggledTaskStatus(task.status) : task.status;
  const isDone = status === 'completed';
  const title = fullTaskTitle(task);
  const assignee = task.assignee && task.assignee.id !== meId ? task.assignee : null;
  // A task of one's own whose assignee is gone (account deleted, left the agency). An
  // influencer's task never has one (spec §5): its card says whose it is.
  const isUnassigned = task.assignee === null && task.influencer === null;

  return (
    <li
      data-testid="task-item"
      className="space-y-2 rounded-lg border border-border bg-surface p-2.5 shadow-sm"
    >
      <div className="flex items-start gap-1.5">
        <Button
          variant="ghost"
          size="icon"
          className={cn('h-8 w-8 shrink-0', isDone ? 'text-success' : 'text-muted')}
          aria-label={isDone ? t.markPending(title) : t.markDone(title)}
          title={isDone ? t.markPending(title) : t.markDone(title)}
          disabled={toggle.isPending}
          onClick={() =>
            toggle.mutate(task.id, { onError: (error) => toast.error(errorMessage(error)) })
          }
        >
          {isDone ? (
            <CircleCheck aria-hidden className="h-5 w-5" />
          ) : (
            <Circle aria-hidden className="h-5 w-5" />
          )}
        </Button>
        <button
          type="button"
          aria-label={t.openTask(title)}
          onClick={() => onOpen(task)}
          className={cn(
            'min-w-0 flex-1 rounded py-1 text-left text-sm font-medium wrap-anywhere hover:underline',
            isDone && 'text-muted line-through',
          )}
        >
          {task.title}
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone={priorityTones[task.priority]}>{fr.todoPriority[task.priority]}</Badge>
        <Badge tone={statusTones[status]}>{fr.todoStatus[status]}</Badge>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto h-8 w-8 text-danger"
          aria-label={t.deleteTask(title)}
          title={t.deleteTask(title)}
          onClick={() => onDelete(task)}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      {(assignee || isUnassigned || showsDueDate) && (
        <div className="space-y-0.5 text-xs text-muted wrap-anywhere">
          {showsDueDate && <p>{t.lateDue(formatLongDate(task.dueDate))}</p>}
          {assignee && <p>{t.assignedTo(assignee.firstName, assignee.lastName)}</p>}
          {isUnassigned && <p>{fr.placeholders.unassigned}</p>}
        </div>
      )}
    </li>
  );
}
