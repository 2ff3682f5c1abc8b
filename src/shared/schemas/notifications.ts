import { z } from 'zod';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_LIMIT,
  NOTIFICATION_PAGE_MAX,
  type NotificationChannel,
  type NotificationKind,
} from '#shared/domain/notifications';
import { notificationsText } from '#shared/i18n/fr-notifications';

// Issue 33, decision 0069: a member's notifications (/api/notifications).

const e = notificationsText.errors;

/** GET /api/notifications?cursor=&limit= : newest first. */
export const notificationListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(NOTIFICATION_PAGE_LIMIT),
});

/** One item of the panel. The sentence is drawn by the browser from kind and facts. */
export type NotificationItem = {
  id: string;
  kind: NotificationKind;
  recordKind: string;
  recordId: string;
  recordLabel: string;
  collaborationId: string | null;
  collaborationLabel: string | null;
  actorName: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
  readAt: string | null;
};
export type NotificationPage = { items: NotificationItem[]; nextCursor: string | null };
/** GET /api/notifications/unread-count: at most UNREAD_COUNT_CAP ('99+' beyond 99). */
export type UnreadCount = { count: number };

/** GET and PUT /api/notifications/preferences: every kind named, with its channel. */
export type NotificationPreferences = {
  channels: Record<NotificationKind, NotificationChannel>;
  digestHour: number;
  timeZone: string;
};

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const notificationPreferencesSchema = z.object({
  channels: z.partialRecord(
    z.enum(NOTIFICATION_KINDS, { error: e.kind }),
    z.enum(NOTIFICATION_CHANNELS, { error: e.channel }),
  ),
  digestHour: z
    .number({ error: e.digestHour })
    .int(e.digestHour)
    .min(0, e.digestHour)
    .max(23, e.digestHour),
  timeZone: z.string({ error: e.timeZone }).max(64, e.timeZone).refine(isTimeZone, e.timeZone),
});
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesSchema>;

/** POST /api/notifications/digest-now: how many items the digest held (0: no mail). */
export type DigestSent = { count: number };
