import type { Database } from '#server/db/client';
import { notifications } from '#server/db/schema/notifications';
import { NOTIFICATION_SECTION, type NotificationKind } from '#shared/domain/notifications';
import type { PermissionKey } from '#shared/domain/permissions';

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
 * The one way an item is made (decision 0069), in the caller's transaction: it exists exactly
 * when the change does. An item whose dedupe key its member already has is skipped (jobs, two
 * servers, a restart). Its mail, if its member wants one at once, leaves with the next minute's
 * mail run (notification-jobs.ts). Returns the ids made.
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
    .returning({ id: notifications.id });
  return made.map((item) => item.id);
}
