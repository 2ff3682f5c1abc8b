import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { notifications, notificationSettings } from '#server/db/schema/notifications';
import { insertJobs } from '#server/lib/jobs/job-queue';
import {
  channelOf,
  NOTIFICATION_SECTION,
  type NotificationKind,
} from '#shared/domain/notifications';
import type { PermissionKey } from '#shared/domain/permissions';

/** The queue of immediate mails: one job per item to mail at once (notification-mail.ts). */
export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';
export type NotificationMailJob = { notificationId: string };

/** An item to make for one member. A mention names its section (that of its record). */
export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  section?: PermissionKey;
  recordKind: string;
  recordId: string;
  recordLabel: string;
  collaborationId?: string | null;
  collaborationLabel?: string | null;
  actorId?: string | null;
  actorName?: string | null;
  detail?: Record<string, unknown>;
  /** A scheduled item's identity: the same key for the same member is never made twice. */
  dedupeKey?: string | null;
};

/**
 * The one way an item is made (decision 0069), in the caller's transaction: the items, and the
 * mail jobs of the members who want their kind at once (the outbox), commit with the change.
 * An item whose dedupe key its member already has is skipped (jobs, two servers, a restart).
 * Returns the ids made.
 */
export async function createNotifications(
  db: Database,
  agencyId: string,
  items: NewNotification[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = items.map((item) => ({
    agencyId,
    userId: item.userId,
    kind: item.kind,
    section:
      item.section ?? NOTIFICATION_SECTION[item.kind as Exclude<NotificationKind, 'mention'>],
    recordKind: item.recordKind,
    recordId: item.recordId,
    recordLabel: item.recordLabel,
    collaborationId: item.collaborationId ?? null,
    collaborationLabel: item.collaborationLabel ?? null,
    actorId: item.actorId ?? null,
    actorName: item.actorName ?? null,
    detail: item.detail ?? {},
    dedupeKey: item.dedupeKey ?? null,
  }));
  const made = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
  if (made.length === 0) return [];
  const settings = await db
    .select({ userId: notificationSettings.userId, channels: notificationSettings.channels })
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.agencyId, agencyId),
        inArray(notificationSettings.userId, [...new Set(made.map((item) => item.userId))]),
      ),
    );
  const channels = new Map(settings.map((row) => [row.userId, row.channels]));
  const immediate = made.filter(
    (item) => channelOf(channels.get(item.userId) ?? {}, item.kind) === 'immediate',
  );
  await insertJobs(
    db,
    immediate.map((item) => ({
      name: NOTIFICATION_MAIL_QUEUE,
      data: { notificationId: item.id } satisfies NotificationMailJob,
    })),
  );
  return made.map((item) => item.id);
}
