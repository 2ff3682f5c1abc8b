import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSettledThenShown } from '#client/lib/use-settled-once';
import { useSession } from '#client/app/session';
import { ExportMenu } from '#client/components/ui/export-menu';
import { PageHeader } from '#client/components/ui/page-header';
import { exportUrl } from '#client/lib/export-url';
import { ListSearchField } from '#client/components/ui/search-field';
import { readListSearch, useUrlSearch } from '#client/lib/use-url-search';
import { useArrivalParam } from '#client/lib/use-arrival-param';
import {
  lateTasksQuery,
  taskInfluencersQuery,
  taskQuery,
  weekQuery,
  type TaskInfluencerCard,
  type TaskView,
} from '#client/features/tasks/api';
import { DeleteTaskDialog } from '#client/features/tasks/delete-task-dialog';
import { InfluencerTaskGroup } from '#client/features/tasks/influencer-task-group';
import { LateTasks } from '#client/features/tasks/late-tasks';
import type { TaskOpening } from '#client/features/tasks/task-form-dialog';
import { readTaskWeek, useTaskWeek } from '#client/features/tasks/use-task-week';
import { queryClient } from '#client/lib/query-client';
import { WeekGrid, WeekHeader } from '#client/features/tasks/week-grid';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { exportsText } from '#shared/i18n/fr-exports';
import { fr } from '#shared/i18n/fr';
import { lazyDialog } from '#client/components/ui/lazy-dialog';

const TaskFormDialog = lazyDialog(() =>
  import('#client/features/tasks/task-form-dialog').then((m) => m.TaskFormDialog),
);

const t = tasksScreen;

type TasksDialog = { kind: 'form'; opening: TaskOpening } | { kind: 'delete'; task: TaskView };

/** What the page shows first: the late strip, the week, the two groups of cards (app/route-data.ts). */
export function firstData(params: URLSearchParams) {
  const { day, week } = readTaskWeek(params);
  const { q } = readListSearch(params);
  return Promise.all([
    queryClient.prefetchInfiniteQuery(lateTasksQuery(day)),
    queryClient.prefetchQuery(weekQuery(week.monday)),
    queryClient.prefetchInfiniteQuery(taskInfluencersQuery({ exclusive: true, q })),
    queryClient.prefetchInfiniteQuery(taskInfluencersQuery({ exclusive: false, q })),
  ]);
}

/**
 * Tâches (spec §2): the late strip, the week in the URL, then the influencers' cards, exclusive
 * ones first, searched together.
 */
export function TasksPage() {
  const meId = useSession().data!.user!.id;
  const search = useUrlSearch();
  const week = useTaskWeek(search);
  // The influencers' cards wait for the late strip and the week above them on the first load,
  // so they are not pushed down when those arrive (the same queries: one request each).
  const weekTasks = useQuery(weekQuery(week.week.monday));
  const late = useInfiniteQuery(lateTasksQuery(week.today));
  const isCardsShown = useSettledThenShown(!weekTasks.isPending && !late.isPending);
  const [dialog, setDialog] = useState<TasksDialog | null>(null);
  const close = () => setDialog(null);
  const actions = {
    meId,
    onOpen: (task: TaskView) => setDialog({ kind: 'form', opening: { task } }),
    onDelete: (task: TaskView) => setDialog({ kind: 'delete', task }),
  };
  const addForDay = (day: string) =>
    setDialog({ kind: 'form', opening: { draft: { dueDate: day, influencer: null } } });
  const addForInfluencer = (influencer: TaskInfluencerCard) =>
    setDialog({
      kind: 'form',
      opening: {
        draft: {
          dueDate: week.today,
          influencer: { id: influencer.id, fullName: influencer.fullName },
        },
      },
    });

  return (
    <>
      <TasksHeader />
      <div className="space-y-10">
        <LateTasks today={week.today} {...actions} />
        <WeekGrid week={week} onAdd={addForDay} {...actions} />
        {isCardsShown && (
          <div className="space-y-6">
            <ListSearchField
              label={t.searchInfluencers}
              placeholder={t.searchInfluencersPlaceholder}
              search={search}
            />
            <InfluencerTaskGroup isExclusive q={search.q} onAdd={addForInfluencer} {...actions} />
            <InfluencerTaskGroup
              isExclusive={false}
              q={search.q}
              onAdd={addForInfluencer}
              {...actions}
            />
          </div>
        )}
      </div>

      {dialog?.kind === 'form' && (
        <TaskFormDialog opening={dialog.opening} meId={meId} onClose={close} />
      )}
      {dialog?.kind === 'delete' && <DeleteTaskDialog task={dialog.task} onClose={close} />}
      {dialog === null && <ArrivingTask meId={meId} />}
    </>
  );
}

/** `?tache=<id>` (a notification's link, issue 33): that task's form opens on arrival. */
function ArrivingTask({ meId }: { meId: string }) {
  const { value, close } = useArrivalParam('tache');
  const task = useQuery({ ...taskQuery(value ?? ''), enabled: value !== null });
  if (value === null || !task.data) return null;
  return <TaskFormDialog key={value} opening={{ task: task.data }} meId={meId} onClose={close} />;
}

function TasksHeader() {
  return (
    <PageHeader
      title={fr.sections.todo}
      subtitle={t.subtitle}
      actions={
        <ExportMenu
          list={exportsText.lists.tasks}
          href={(format) => exportUrl('/api/tasks', format, {})}
        />
      }
    />
  );
}

/**
 * What index.html shows of the page before the app's code has arrived (app/boot-frames.tsx):
 * its header and the week's, the page's largest text on a phone (issue 27), whose dates
 * public/boot.js writes in for the browser's week (`{monday}`, `{friday}`).
 */
export function TasksFrame() {
  const noop = () => undefined;
  return (
    <>
      <TasksHeader />
      <div className="space-y-10">
        <section className="space-y-4">
          <WeekHeader
            title={t.weekTitle('{monday}', '{friday}')}
            isCurrent
            onPrevious={noop}
            onThisWeek={noop}
            onNext={noop}
          />
        </section>
      </div>
    </>
  );
}
