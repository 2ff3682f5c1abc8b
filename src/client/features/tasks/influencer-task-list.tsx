import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedList } from '#client/components/ui/paged-list';
import { influencerTasksQuery, type TaskView } from '#client/features/tasks/api';
import { TaskItem } from '#client/features/tasks/task-item';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { fr } from '#shared/i18n/fr';

/**
 * An influencer's card opened in full: every task, open ones first, read from the server a
 * page at a time ('Afficher plus'), each one opened, ticked or deleted as on the card.
 */
export function InfluencerTaskList({
  id,
  influencerId,
  meId,
  onOpen,
  onDelete,
}: {
  id: string;
  influencerId: string;
  meId: string;
  onOpen: (task: TaskView) => void;
  onDelete: (task: TaskView) => void;
}) {
  const list = useInfiniteQuery(influencerTasksQuery(influencerId));
  return (
    <div id={id}>
      <PagedList
        list={list}
        loadFailed={fr.errors.todoLoadFailed}
        empty={<p className="text-sm text-muted">{tasksScreen.noTask}</p>}
      >
        {(items) => (
          <ul className="space-y-2">
            {items.map((task) => (
              <TaskItem key={task.id} task={task} meId={meId} onOpen={onOpen} onDelete={onDelete} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
