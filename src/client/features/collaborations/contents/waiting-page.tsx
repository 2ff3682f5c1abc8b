import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge';
import { EmptyState } from '#client/components/ui/empty-state';
import { LoadMoreButton } from '#client/components/ui/load-more-button';
import { PageHeader } from '#client/components/ui/page-header';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { api, unwrap } from '#client/lib/api';
import { ContentMoment } from '#client/features/collaborations/contents/content-moment';
import {
  getDeliverableTypeLabel,
  STAGE_TONES,
} from '#client/features/collaborations/contents/content-view';
import { formatLongDate } from '#shared/domain/dates';
import { contents as t } from '#shared/i18n/fr-contents';
import { fr } from '#shared/i18n/fr';
import { WAITING_PAGE_LIMIT } from '#shared/domain/list-limits';
import type { WaitingContentView, WaitingContentsPage } from '#shared/schemas/contents';

// 'À valider' (issue 29, item 5): every content waiting for the agency, oldest first, a page
// at a time; each opens its deal, whose 'Contenus' tab has the actions.

/** Under the collaborations' keys: a change of a deal (live, or a content action) refreshes it. */
export const waitingKeys = {
  all: ['collaborations', 'to-validate'] as const,
  count: ['collaborations', 'to-validate', 'count'] as const,
};

const waitingQuery = infiniteQueryOptions({
  queryKey: [...waitingKeys.all, 'list'],
  queryFn: ({ pageParam }) =>
    unwrap<WaitingContentsPage>(
      api.collaborations['to-validate'].$get({
        query: { limit: String(WAITING_PAGE_LIMIT), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    ),
  initialPageParam: '',
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

function WaitingItem({ item }: { item: WaitingContentView }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">
          {item.collaborationName} <span className="font-normal text-muted">· {item.brand}</span>
        </p>
        <p className="text-sm">
          {item.influencerName} · {getDeliverableTypeLabel(item.type)}
          {item.description && <span className="text-muted"> · {item.description}</span>}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <Badge tone={STAGE_TONES[item.stage]}>{t.waiting.kinds[item.wait]}</Badge>
          <span>
            <ContentMoment at={item.waitingSince} />
          </span>
          <span>
            {item.publishOn ? `${t.publishOn} ${formatLongDate(item.publishOn)}` : t.noPublishOn}
          </span>
          {item.isLate && <Badge tone="warning">{t.late}</Badge>}
        </p>
      </div>
      <Link
        to={`/app/collaborations?voir=${item.collaborationId}`}
        className="rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-surface-muted"
        aria-label={t.waiting.open(item.collaborationName)}
      >
        {t.waiting.openShort}
      </Link>
    </li>
  );
}

export function WaitingPage() {
  const query = useInfiniteQuery(waitingQuery);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PageHeader title={t.waiting.title} subtitle={t.waiting.subtitle} />
      {query.isPending ? (
        <Spinner label={fr.app.loading} />
      ) : query.isError ? (
        <RetryAlert
          title={t.screen.loadFailed}
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t.waiting.empty} />
      ) : (
        <div className="space-y-4">
          <ul className="space-y-3">
            {items.map((item) => (
              <WaitingItem key={item.deliverableId} item={item} />
            ))}
          </ul>
          {query.hasNextPage && (
            <LoadMoreButton
              isLoading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            />
          )}
        </div>
      )}
    </>
  );
}
