import { useState } from 'react';
import { ChevronDown, ChevronUp, Plus } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import type { TaskInfluencerCard, TaskView } from '#client/features/tasks/api';
import { InfluencerTaskList } from '#client/features/tasks/influencer-task-list';
import { TaskItem } from '#client/features/tasks/task-item';
import { tasksScreen } from '#shared/i18n/fr-tasks';

const t = tasksScreen;

/**
 * An influencer: name, first handle, its first tasks, and an add button. '+ N autres tâches'
 * opens the card in full (every task, paged by the server); the same button closes it.
 */
export function InfluencerTaskCard({
  influencer,
  meId,
  onAdd,
  onOpen,
  onDelete,
}: {
  influencer: TaskInfluencerCard;
  meId: string;
  onAdd: (influencer: TaskInfluencerCard) => void;
  onOpen: (task: TaskView) => void;
  onDelete: (task: TaskView) => void;
}) {
  const headingId = `tasks-influencer-${influencer.id}`;
  const listId = `${headingId}-all`;
  const more = influencer.taskCount - influencer.tasks.length;
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li
      aria-labelledby={headingId}
      data-testid="influencer-task-card"
      className="min-w-0 space-y-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 wrap-anywhere">
          <h3 id={headingId} className="font-semibold">
            {influencer.fullName}
          </h3>
          {influencer.handle && <p className="text-sm text-muted">{influencer.handle}</p>}
        </div>
        <Button
          variant="secondary"
          size="icon"
          className="h-8 w-8 shrink-0"
          aria-label={t.addForInfluencer(influencer.fullName)}
          title={t.addForInfluencer(influencer.fullName)}
          onClick={() => onAdd(influencer)}
        >
          <Plus aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      {isOpen ? (
        <InfluencerTaskList
          id={listId}
          influencerId={influencer.id}
          meId={meId}
          onOpen={onOpen}
          onDelete={onDelete}
        />
      ) : influencer.tasks.length === 0 ? (
        <p className="text-sm text-muted">{t.noTask}</p>
      ) : (
        <ul className="space-y-2">
          {influencer.tasks.map((task) => (
            <TaskItem key={task.id} task={task} meId={meId} onOpen={onOpen} onDelete={onDelete} />
          ))}
        </ul>
      )}
      {(more > 0 || isOpen) && (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={isOpen ? listId : undefined}
          onClick={() => setIsOpen(!isOpen)}
        >
          {isOpen ? (
            <ChevronUp aria-hidden className="h-4 w-4" />
          ) : (
            <ChevronDown aria-hidden className="h-4 w-4" />
          )}
          {isOpen ? t.fewerTasks : t.moreTasks(more)}
        </Button>
      )}
    </li>
  );
}
