import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { unwrap } from '#client/lib/api';
import { badgeText } from '#client/features/notifications/notification-rules';
import type { UnreadCount } from '#shared/schemas/notifications';
import { notificationsBellText } from '#shared/i18n/fr-notifications-bell';

// Issue 33: the panel, its texts and the dates' library load on the first click only.
const NotificationPanel = lazy(() => import('#client/features/notifications/notification-panel'));

/** Under ['notifications']: every change of an item (read, new, live) refreshes it. */
export const unreadCountKey = ['notifications', 'unread-count'] as const;

/** The shell's bell (loaded after the first paint): the unread count as a badge; a click opens the panel. */
export default function NotificationBell() {
  const [isOpen, setOpen] = useState(false);
  const { data } = useQuery({
    queryKey: unreadCountKey,
    queryFn: () => unwrap<UnreadCount>(fetch('/api/notifications/unread-count')),
  });
  const count = data?.count ?? 0;
  const badge = badgeText(count);
  return (
    <>
      <button
        type="button"
        aria-label={notificationsBellText.bellUnread(count)}
        onClick={() => setOpen(true)}
        className="relative rounded-md p-2 text-muted hover:bg-surface-muted hover:text-foreground"
      >
        <Bell aria-hidden className="h-5 w-5" />
        {badge && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-semibold text-primary-foreground"
          >
            {badge}
          </span>
        )}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <NotificationPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
