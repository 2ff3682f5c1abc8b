import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { privateLinks } from '#server/db/schema/contents';
import type { AgencyContext } from '#server/lib/context';
import {
  linkStatus,
  renewPrivateLink,
  revokeLinksTo,
  type LinkTarget,
} from '#server/lib/private-links/private-links';
import { calendarFeedPath, calendarLinkExpiry } from '#shared/domain/calendar-feed';
import type {
  CalendarLink,
  CalendarLinkState,
  CreatedCalendarLink,
} from '#shared/schemas/calendar-feed';

// Issue 32, decision 0068: a member's own calendar link, a private link of kind 'calendar'
// naming them. One at a time: a new one revokes the older at once. Only its hash is kept, so
// its address is shown once, at its creation.

const calendarOf = (ctx: AgencyContext): LinkTarget => ({
  kind: 'calendar',
  collaborationId: null,
  collaborationInfluencerId: null,
  castingId: null,
  userId: ctx.user.id,
});

type LinkRow = {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
};

const toCalendarLink = (row: LinkRow, now: Date): CalendarLink => ({
  id: row.id,
  // A revoked link is never read here: only live or expired.
  status: linkStatus({ revokedAt: null, expiresAt: row.expiresAt }, now) as 'live' | 'expired',
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The member's link not revoked, newest first: live, or expired for want of reading. */
export async function getCalendarLink(
  ctx: AgencyContext,
  now = new Date(),
): Promise<CalendarLinkState> {
  const [row] = await ctx.db
    .select({
      id: privateLinks.id,
      createdAt: privateLinks.createdAt,
      expiresAt: privateLinks.expiresAt,
      lastUsedAt: privateLinks.lastUsedAt,
    })
    .from(privateLinks)
    .where(
      and(
        eq(privateLinks.userId, ctx.user.id),
        eq(privateLinks.agencyId, ctx.agencyId),
        eq(privateLinks.kind, 'calendar'),
        isNull(privateLinks.revokedAt),
      ),
    )
    .orderBy(desc(privateLinks.createdAt))
    .limit(1);
  return { link: row ? toCalendarLink(row, now) : null };
}

/** A new link for the member, every older one revoked in the same transaction. */
export async function createCalendarLink(
  ctx: AgencyContext,
  appUrl: string,
  now = new Date(),
): Promise<CreatedCalendarLink> {
  // Two clicks at once still leave one live link: the second waits for the first's commit.
  await ctx.db.execute(
    sql`select pg_advisory_xact_lock(hashtext('calendar-link:' || ${ctx.user.id}))`,
  );
  const created = await renewPrivateLink(
    ctx.db,
    {
      ...calendarOf(ctx),
      agencyId: ctx.agencyId,
      expiresAt: calendarLinkExpiry(now),
      createdBy: ctx.user.id,
    },
    now,
  );
  const row = { id: created.id, createdAt: now, expiresAt: created.expiresAt, lastUsedAt: null };
  return { ...toCalendarLink(row, now), url: `${appUrl}${calendarFeedPath(created.token)}` };
}

/** Revokes the member's link: refused from the very next read. None left: nothing to do. */
export async function revokeCalendarLink(ctx: AgencyContext, now = new Date()) {
  await revokeLinksTo(ctx.db, { ...calendarOf(ctx) }, now);
}
