import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/identity';
import {
  notifications,
  notificationSettings,
  notificationUnsubscribes,
} from '#server/db/schema/notifications';
import type { Config } from '#server/lib/config';
import type { Mailer } from '#server/lib/mail';
import { hashLinkToken, newLinkToken } from '#server/lib/private-links/link-tokens';
import { openSections } from '#server/features/notifications/notifications-service';
import {
  channelOf,
  notificationPath,
  NOTIFICATION_DEFAULT_CHANNEL,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '#shared/domain/notifications';
import { notificationsText, type NotificationFacts } from '#shared/i18n/fr-notifications';

// Issue 33, decision 0069: what leaves by mail. An item is claimed (mailed_at) in the
// transaction that sends it, so a retried job, a second server or a restart never mails it
// twice; an item read in the app before never leaves.

export type NotificationMailDeps = {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'appUrl'>;
  /** The jobs' clock (tests fix it). */
  now?: () => Date;
};
type Row = typeof notifications.$inferSelect;
type Member = NonNullable<Awaited<ReturnType<typeof readMember>>>;

const t = notificationsText;

export const sentenceOf = (
  row: Pick<Row, 'kind' | 'actorName' | 'recordLabel' | 'collaborationLabel' | 'detail'>,
) =>
  t.sentence[row.kind]({
    actor: row.actorName,
    record: row.recordLabel,
    deal: row.collaborationLabel,
    detail: row.detail,
  } satisfies NotificationFacts);

/** The member as they are now, with their choices (the defaults when they made none). */
export async function readMember(db: Database, userId: string) {
  const [member] = await db
    .select({
      id: users.id,
      email: users.email,
      agencyId: users.agencyId,
      permissions: users.permissions,
      channels: notificationSettings.channels,
      digestHour: notificationSettings.digestHour,
      timeZone: notificationSettings.timeZone,
      lastDigestOn: notificationSettings.lastDigestOn,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!member?.agencyId) return null;
  return { ...member, agencyId: member.agencyId, channels: member.channels ?? {} };
}

/** A one-click unsubscribe link for this mail (RFC 8058): its token is kept as a hash only. */
async function unsubscribeUrl(
  deps: NotificationMailDeps,
  member: Member,
  subject: NotificationKind | 'digest',
) {
  const token = newLinkToken();
  await deps.db.insert(notificationUnsubscribes).values({
    tokenHash: hashLinkToken(token),
    agencyId: member.agencyId,
    userId: member.id,
    subject,
  });
  return `${deps.config.appUrl}/api/notifications/unsubscribe/${token}`;
}

async function send(
  deps: NotificationMailDeps,
  member: Member,
  message: { subject: string; lines: string[]; link: string },
  about: NotificationKind | 'digest',
) {
  const url = await unsubscribeUrl(deps, member, about);
  await deps.mailer.send({
    to: member.email,
    subject: message.subject,
    text: `${[...message.lines, '', t.mail.unsubscribeLine(url)].join('\n')}\n`,
    link: message.link,
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/** The immediate mail of one item (its job): once, and only while its member still wants it. */
export async function mailNotification(deps: NotificationMailDeps, notificationId: string) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ mailedAt: new Date() })
      .where(
        and(
          eq(notifications.id, notificationId),
          isNull(notifications.mailedAt),
          isNull(notifications.readAt),
        ),
      )
      .returning();
    if (!row) return false;
    const member = await readMember(tx, row.userId);
    const wanted =
      member &&
      member.agencyId === row.agencyId &&
      channelOf(member.channels, row.kind) === 'immediate' &&
      (openSections(member) as string[]).includes(row.section);
    if (!wanted) {
      // Not mailed after all: it may still go in a digest if the member chose one since.
      await tx.update(notifications).set({ mailedAt: null }).where(eq(notifications.id, row.id));
      return false;
    }
    const sentence = sentenceOf(row);
    const link = `${deps.config.appUrl}${notificationPath(row)}`;
    await send(
      { ...deps, db: tx },
      member,
      {
        subject: t.mail.immediateSubject(sentence),
        lines: [sentence, '', t.mail.open(link)],
        link,
      },
      row.kind,
    );
    return true;
  });
}

const kindsOn = (channels: Partial<Record<NotificationKind, NotificationChannel>>) =>
  NOTIFICATION_KINDS.filter((kind) => channelOf(channels, kind) === 'digest');

/**
 * A member's digest: their unread, unmailed items of the kinds they want in it, in the sections
 * they open now, grouped by deal with counts. Claimed and mailed in one transaction; `day`
 * (their zone's) marks the digest of the day as sent. Returns how many items it held.
 */
export async function mailDigest(
  deps: NotificationMailDeps,
  userId: string,
  day: string | null,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const member = await readMember(tx, userId);
    if (!member) return 0;
    // The day's digest leaves once: a second job, server or run of the same day finds it sent.
    if (day && !(await markDigestDay(tx, member, day))) return 0;
    const kinds = kindsOn(member.channels);
    if (kinds.length === 0) return 0;
    const rows = await tx
      .update(notifications)
      .set({ mailedAt: new Date() })
      .where(
        inArray(
          notifications.id,
          tx
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, member.id),
                eq(notifications.agencyId, member.agencyId),
                isNull(notifications.readAt),
                isNull(notifications.mailedAt),
                inArray(notifications.kind, kinds),
                inArray(notifications.section, openSections(member)),
              ),
            )
            .orderBy(desc(notifications.createdAt))
            .limit(DIGEST_MAX_ITEMS)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    if (rows.length === 0) return 0;
    const link = `${deps.config.appUrl}/app/collaborations`;
    await send(
      { ...deps, db: tx },
      member,
      {
        subject: t.mail.digestSubject(rows.length),
        lines: digestLines(rows, deps.config.appUrl),
        link,
      },
      'digest',
    );
    return rows.length;
  });
}

// A digest names at most this many items (the oldest wait for the next one).
const DIGEST_MAX_ITEMS = 200;

/** Marks the member's digest of `day` as sent; false when it already was. */
async function markDigestDay(db: Database, member: Member, day: string) {
  const marked = await db
    .insert(notificationSettings)
    .values({ userId: member.id, agencyId: member.agencyId, lastDigestOn: day })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { lastDigestOn: day, updatedAt: sql`now()` },
      setWhere: sql`${notificationSettings.lastDigestOn} is distinct from ${day}`,
    })
    .returning({ userId: notificationSettings.userId });
  return marked.length > 0;
}

/** The digest's text: by deal (those without one last), newest first within each. */
export function digestLines(rows: Row[], appUrl: string): string[] {
  const groups = new Map<string, Row[]>();
  for (const row of [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())) {
    const key = row.collaborationLabel ?? '';
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const ordered = [...groups].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : 0));
  const lines = [t.mail.digestIntro(rows.length), ''];
  for (const [deal, items] of ordered) {
    lines.push(`${deal || t.mail.groupWithoutDeal} — ${t.mail.groupCount(items.length)}`);
    for (const row of items) {
      lines.push(`- ${sentenceOf(row)}`, `  ${t.mail.open(`${appUrl}${notificationPath(row)}`)}`);
    }
    lines.push('');
  }
  return lines;
}

// An item waits at most this long for its immediate mail (older ones go to the digest only).
const IMMEDIATE_WINDOW_MS = 24 * 3_600_000;

/** SQL: the member's channel for the row's kind, their choice or the kind's default. */
const channelSql = sql`coalesce(${notificationSettings.channels} ->> ${notifications.kind}, case ${notifications.kind} ${sql.join(
  NOTIFICATION_KINDS.map((kind) => sql`when ${kind} then ${NOTIFICATION_DEFAULT_CHANNEL[kind]}`),
  sql` `,
)} end)`;

/**
 * The mail run (every minute, notification-jobs.ts): each unread, unmailed item of the last day
 * whose member wants its kind at once, mailed by mailNotification (which claims it first: two
 * servers, a retry or a restart never mail it twice). Returns how many were mailed.
 */
export async function mailPending(deps: NotificationMailDeps, now = new Date()) {
  const pending = await deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
    .where(
      and(
        isNull(notifications.readAt),
        isNull(notifications.mailedAt),
        sql`${notifications.createdAt} > ${new Date(now.getTime() - IMMEDIATE_WINDOW_MS)}`,
        sql`${channelSql} = 'immediate'`,
      ),
    )
    .limit(1000);
  let mailed = 0;
  for (const { id } of pending) if (await mailNotification(deps, id)) mailed += 1;
  return mailed;
}
