import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMoreButton } from '#client/components/ui/load-more-button';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { lateTasksQuery, type TaskView } from '#client/features/tasks/api';
import { TaskItem } from '#client/features/tasks/task-item';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { fr } from '#shared/i18n/fr';

const t = tasksScreen;

/**
 * 'En retard': open tasks due before today, whatever week is shown, so late work does not
 * vanish when the week changes. Shown only when there are some.
 */
export function LateTasks({
  today,
  meId,
  onOpen,
  onDelete,
}: {
  today: string;
  meId: string;
  onOpen: (task: TaskView) => void;
  onDelete: (task: TaskView) => void;
}) {
  const late = useInfiniteQuery(lateTasksQuery(today));
  if (late.isError && !late.data) {
    return (
      <RetryAlert
        title={fr.errors.todoLoadFailed}
        error={late.error}
        onRetry={() => late.refetch()}
      />
    );
  }
  const total = late.data?.pages[0]?.total ?? 0;
  const items = late.data?.pages.flatMap((page) => page.items) ?? [];
  if (total === 0 || items.length === 0) return null;
  return (
    <section
      aria-labelledby="tasks-late-title"
      className="space-y-3 rounded-xl border border-warning/40 bg-warning/5 p-4"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="tasks-late-title" className="text-lg font-semibold">
          {t.late}
        </h2>
        <p className="text-sm text-muted" data-testid="late-count">
          {t.lateCount(total)}
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((task) => (
          <TaskItem
            key={task.id}
            task={task}
            meId={meId}
            showsDueDate
            onOpen={onOpen}
            onDelete={onDelete}
          />
        ))}
      </ul>
      {late.hasNextPage && (
        <LoadMoreButton isLoading={late.isFetchingNextPage} onClick={() => late.fetchNextPage()} />
      )}
    </section>
  );
}
