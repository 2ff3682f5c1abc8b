import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { weekQuery, type TaskView } from '#client/features/tasks/api';
import { TaskItem } from '#client/features/tasks/task-item';
import type { useTaskWeek } from '#client/features/tasks/use-task-week';
import { formatTaskDay } from '#shared/domain/tasks';
import { formatLongDate } from '#shared/domain/dates';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { fr } from '#shared/i18n/fr';

const t = tasksScreen;

type TaskActions = {
  meId: string;
  onOpen: (task: TaskView) => void;
  onDelete: (task: TaskView) => void;
};

type WeekGridProps = TaskActions & {
  week: ReturnType<typeof useTaskWeek>;
  onAdd: (day: string) => void;
};

/**
 * The week's title and its navigation: also what index.html shows of the page before the app's
 * code has arrived (TasksFrame; public/boot.js writes this week's dates into it).
 */
export function WeekHeader({
  title,
  isCurrent,
  onPrevious,
  onThisWeek,
  onNext,
}: {
  title: string;
  isCurrent: boolean;
  onPrevious: () => void;
  onThisWeek: () => void;
  onNext: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id="tasks-week-title" className="text-lg font-semibold">
        {title}
      </h2>
      <div role="group" aria-label={t.weekNavigation} className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t.previousWeek}
          title={t.previousWeek}
          onClick={onPrevious}
        >
          <ChevronLeft aria-hidden className="h-4 w-4" />
        </Button>
        <Button variant="secondary" disabled={isCurrent} onClick={onThisWeek}>
          {t.thisWeek}
        </Button>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t.nextWeek}
          title={t.nextWeek}
          onClick={onNext}
        >
          <ChevronRight aria-hidden className="h-4 w-4" />
        </Button>
      </div>
    </div>
  );
}

/** Monday to Friday of the week in the URL, with its navigation; today's column is marked. */
export function WeekGrid({ week, onAdd, ...actions }: WeekGridProps) {
  const { monday, friday, days } = week.week;
  const tasks = useQuery(weekQuery(monday));
  return (
    <section aria-labelledby="tasks-week-title" className="space-y-4">
      <WeekHeader
        title={t.weekTitle(formatLongDate(monday), formatLongDate(friday))}
        isCurrent={week.isCurrent}
        onPrevious={week.previous}
        onThisWeek={week.thisWeek}
        onNext={week.next}
      />
      {tasks.isPending ? (
        <Spinner label={fr.common.loading} />
      ) : tasks.isError ? (
        <RetryAlert
          title={fr.errors.todoLoadFailed}
          error={tasks.error}
          onRetry={() => tasks.refetch()}
        />
      ) : (
        <>
          {tasks.data.isTruncated && <p className="text-sm text-muted">{t.weekTruncated}</p>}
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {days.map((day) => (
              <DayColumn
                key={day}
                day={day}
                isToday={day === week.today}
                tasks={tasks.data.tasks.filter((task) => task.dueDate === day)}
                onAdd={() => onAdd(day)}
                {...actions}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function DayColumn({
  day,
  isToday,
  tasks,
  onAdd,
  ...actions
}: TaskActions & { day: string; isToday: boolean; tasks: TaskView[]; onAdd: () => void }) {
  const headingId = `tasks-day-${day}`;
  const label = formatTaskDay(day);
  return (
    <li
      aria-labelledby={headingId}
      aria-current={isToday ? 'date' : undefined}
      data-testid="task-day"
      className={cn(
        'min-w-0 space-y-3 rounded-xl border bg-surface-muted p-3',
        isToday ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold first-letter:uppercase">
            {label}
          </h3>
          {isToday && <Badge tone="primary">{t.today}</Badge>}
        </div>
        <Button
          variant="secondary"
          size="icon"
          className="h-8 w-8 shrink-0"
          aria-label={t.addForDay(label)}
          title={t.addForDay(label)}
          onClick={onAdd}
        >
          <Plus aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      {tasks.length === 0 ? (
        <p className="text-sm text-muted">{t.noTaskThatDay}</p>
      ) : (
        <ul className="space-y-2">
          {tasks.map((task) => (
            <TaskItem key={task.id} task={task} {...actions} />
          ))}
        </ul>
      )}
    </li>
  );
}
