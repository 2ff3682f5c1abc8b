import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notifications } from '#server/db/schema/notifications';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext, SessionUser } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys, isCursorId, isCursorMoment } from '#server/lib/cursor';
import { UNREAD_COUNT_CAP } from '#shared/domain/notifications';
import { PERMISSION_KEYS, canOpenSection } from '#shared/domain/permissions';
import type { NotificationItem, NotificationPage } from '#shared/schemas/notifications';

// Issue 33, decision 0069: a member's own items. Each read names the member and the sections
// they open now, so an item about a record they may no longer open is neither listed nor
// counted, even one made before their rights changed.

/** The sections the member opens today: the rule every read of their items applies. */
export const openSections = (user: Pick<SessionUser, 'permissions'>) =>
  PERMISSION_KEYS.filter((key) => canOpenSection(user.permissions, key));

const mine = (ctx: AgencyContext) =>
  and(
    eq(notifications.agencyId, ctx.agencyId),
    eq(notifications.userId, ctx.user.id),
    inArray(notifications.section, openSections(ctx.user)),
  );

/** GET /api/notifications: newest first, a keyset page (created_at, id). */
export async function listNotifications(
  ctx: AgencyContext,
  query: { cursor?: string; limit: number },
): Promise<NotificationPage> {
  const after = query.cursor
    ? decodeCursorKeys(query.cursor, 'cursor', ([at, id]) =>
        isCursorMoment(at) && isCursorId(id) ? { at, id } : null,
      )
    : null;
  const rows = await ctx.db
    .select({
      row: notifications,
      position: sql<string>`${notifications.createdAt}::text`,
    })
    .from(notifications)
    .where(
      and(
        mine(ctx),
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    // As the index is ordered (drizzle's desc() indexes say NULLS LAST): a walk of the index.
    .orderBy(sql`${notifications.createdAt} desc nulls last, ${notifications.id} desc nulls last`)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toItem(row)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursorKeys([last.position, last.row.id]) : null,
  };
}

/**
 * GET /api/notifications/unread-count: the partial index of unread items, by section, counted
 * up to UNREAD_COUNT_CAP (the bell shows '99+' beyond 99).
 */
export async function countUnread(ctx: AgencyContext) {
  const unread = ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(mine(ctx), isNull(notifications.readAt)))
    .limit(UNREAD_COUNT_CAP)
    .as('unread');
  const [row] = await ctx.db.select({ count: count() }).from(unread);
  return { count: row?.count ?? 0 };
}

/** POST /api/notifications/:id/read: another member's item, or one out of reach, is a 404. */
export async function markRead(ctx: AgencyContext, id: string, now = new Date()) {
  const [found] = await ctx.db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(mine(ctx), eq(notifications.id, id)));
  if (!found) throw notFound();
  if (found.readAt) return;
  await ctx.db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine(ctx), eq(notifications.id, id)));
}

/** POST /api/notifications/read-all: every unread item the member can see now. */
export async function markAllRead(ctx: AgencyContext, now = new Date()) {
  await ctx.db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine(ctx), isNull(notifications.readAt)));
}

export function toItem(row: typeof notifications.$inferSelect): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    recordKind: row.recordKind,
    recordId: row.recordId,
    recordLabel: row.recordLabel,
    collaborationId: row.collaborationId,
    collaborationLabel: row.collaborationLabel,
    actorName: row.actorName,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
