import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { Dialog } from '#client/components/ui/dialog';
import { Button } from '#client/components/ui/button';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import {
  notificationPageQuery,
  useMarkAllRead,
  useMarkRead,
} from '#client/features/notifications/api';
import { timeAgo } from '#client/features/notifications/notification-panel-rules';
import { notificationPath } from '#shared/domain/notifications';
import type { NotificationItem } from '#shared/schemas/notifications';
import { notificationsText } from '#shared/i18n/fr-notifications';

const t = notificationsText;

/** The panel of the bell (issue 33): newest first, a page at a time; Escape closes it. */
export default function NotificationPanel({ onClose }: { onClose: () => void }) {
  const list = useInfiniteQuery(notificationPageQuery);
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const hasUnread = items.some((item) => item.readAt === null);

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.panelTitle}
      footer={
        hasUnread ? (
          <Button
            variant="secondary"
            size="sm"
            isLoading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t.markAllRead}
          </Button>
        ) : undefined
      }
    >
      {list.isPending && <Spinner label={t.loading} />}
      {list.isError && (
        <RetryAlert title={t.loadError} error={list.error} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && items.length === 0 && <p className="text-sm text-muted">{t.empty}</p>}
      {items.length > 0 && (
        <ul className="divide-y divide-border">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} onFollow={onClose} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            isLoading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t.loadMore}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

function NotificationRow({ item, onFollow }: { item: NotificationItem; onFollow: () => void }) {
  const markRead = useMarkRead();
  const isUnread = item.readAt === null;
  const sentence = t.sentence[item.kind]({
    actor: item.actorName,
    record: item.recordLabel,
    deal: item.collaborationLabel,
    detail: item.detail,
  });
  const link = notificationPath(item);
  const follow = () => {
    if (isUnread) markRead.mutate(item.id);
    onFollow();
  };
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        aria-hidden
        className={cn('mt-2 h-2 w-2 shrink-0 rounded-full', isUnread ? 'bg-primary' : '')}
      />
      <div className={cn('min-w-0 flex-1 text-sm', isUnread && 'font-semibold')}>
        {isUnread && <span className="sr-only">{t.unread} : </span>}
        {link ? (
          <Link to={link} onClick={follow} className="underline-offset-2 hover:underline">
            {sentence}
          </Link>
        ) : (
          <span>{sentence}</span>
        )}
        <p className="mt-0.5 text-xs font-normal text-muted">
          <time dateTime={item.createdAt}>{timeAgo(new Date(item.createdAt), new Date())}</time>
        </p>
      </div>
      {isUnread && (
        <button
          type="button"
          aria-label={t.markRead}
          title={t.markRead}
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(item.id)}
          className="rounded-md p-1 text-muted hover:bg-surface-muted hover:text-foreground"
        >
          <Check aria-hidden className="h-4 w-4" />
        </button>
      )}
    </li>
  );
}
