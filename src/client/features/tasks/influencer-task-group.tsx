import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedList } from '#client/components/ui/paged-list';
import {
  taskInfluencersQuery,
  type TaskInfluencerCard,
  type TaskView,
} from '#client/features/tasks/api';
import { InfluencerTaskCard } from '#client/features/tasks/influencer-task-card';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { fr } from '#shared/i18n/fr';

const t = tasksScreen;

/** One group of influencer cards (exclusive or the others), with its count, a page at a time. */
export function InfluencerTaskGroup({
  isExclusive,
  q,
  meId,
  onAdd,
  onOpen,
  onDelete,
}: {
  isExclusive: boolean;
  q: string;
  meId: string;
  onAdd: (influencer: TaskInfluencerCard) => void;
  onOpen: (task: TaskView) => void;
  onDelete: (task: TaskView) => void;
}) {
  const list = useInfiniteQuery(taskInfluencersQuery({ exclusive: isExclusive, q }));
  const id = isExclusive ? 'tasks-influencers-exclusive' : 'tasks-influencers-others';
  const total = list.data?.pages[0]?.total;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={id} className="text-lg font-semibold">
          {isExclusive ? t.exclusiveInfluencers : t.otherInfluencers}
        </h2>
        {typeof total === 'number' && (
          <p className="text-sm text-muted">{t.influencerCount(total)}</p>
        )}
      </div>
      <PagedList
        list={list}
        loadFailed={fr.errors.todoLoadFailed}
        empty={
          <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted">
            {q ? fr.common.noResultsTitle : t.noInfluencer}
          </p>
        }
      >
        {(items) => (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((influencer) => (
              <InfluencerTaskCard
                key={influencer.id}
                influencer={influencer}
                meId={meId}
                onAdd={onAdd}
                onOpen={onOpen}
                onDelete={onDelete}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
