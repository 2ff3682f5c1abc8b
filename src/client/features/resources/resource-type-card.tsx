import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedList } from '#client/components/ui/paged-list';
import { cn } from '#client/lib/cn';
import { resourcesListQuery } from '#client/features/resources/api';
import { ResourceItem, type ResourceItemHandlers } from '#client/features/resources/resource-item';
import type { ResourceType } from '#shared/domain/enums';
import { resourcesScreen } from '#shared/i18n/fr-resources';
import { fr } from '#shared/i18n/fr';

const t = resourcesScreen;

/** One type: its resources by name, a page at a time, or its empty text ('Aucune facture'). */
export function ResourceTypeCard({
  type,
  q,
  ...handlers
}: { type: ResourceType; q: string } & ResourceItemHandlers) {
  const list = useInfiniteQuery(resourcesListQuery({ type, q }));
  const label = fr.resourceTypes[type];
  const headingId = `resources-${type}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="resource-card"
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {label}
      </h2>
      <PagedList
        list={list}
        loadFailed={t.loadFailed}
        empty={
          <p className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted">
            {q ? fr.common.noResultsTitle : t.empty[type]}
          </p>
        }
      >
        {(items, isUpdating) => (
          <ul
            aria-busy={isUpdating || undefined}
            className={cn('divide-y divide-border', isUpdating && 'opacity-60')}
          >
            {items.map((resource) => (
              <ResourceItem key={resource.id} resource={resource} {...handlers} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
