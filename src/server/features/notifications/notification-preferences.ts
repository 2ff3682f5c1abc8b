import { eq } from 'drizzle-orm';
import { notificationSettings } from '#server/db/schema/notifications';
import type { AgencyContext } from '#server/lib/context';
import {
  channelOf,
  DEFAULT_TIME_ZONE,
  DIGEST_DEFAULT_HOUR,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '#shared/domain/notifications';
import type { NotificationPreferences } from '#shared/schemas/notifications';
import type { z } from 'zod';
import type { notificationPreferencesSchema } from '#shared/schemas/notifications';

// Issue 33: a member's choices, per kind, and their digest's hour and zone.

const complete = (channels: Partial<Record<NotificationKind, NotificationChannel>>) =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelOf(channels, kind)])) as Record<
    NotificationKind,
    NotificationChannel
  >;

/** GET /api/notifications/preferences: every kind named, the defaults where none was chosen. */
export async function getPreferences(ctx: AgencyContext): Promise<NotificationPreferences> {
  const [row] = await ctx.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, ctx.user.id));
  return {
    channels: complete(row?.channels ?? {}),
    digestHour: row?.digestHour ?? DIGEST_DEFAULT_HOUR,
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

/** PUT /api/notifications/preferences: the form's whole choice (a kind left out: its default). */
export async function savePreferences(
  ctx: AgencyContext,
  input: z.output<typeof notificationPreferencesSchema>,
): Promise<NotificationPreferences> {
  const channels = input.channels;
  const values = { channels, digestHour: input.digestHour, timeZone: input.timeZone };
  await ctx.db
    .insert(notificationSettings)
    .values({ userId: ctx.user.id, agencyId: ctx.agencyId, ...values })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { ...values, updatedAt: new Date() },
    });
  return { channels: complete(channels), digestHour: input.digestHour, timeZone: input.timeZone };
}

/** The unsubscribe link: that kind (or every kind of the digest) now stays in the app. */
export async function unsubscribeFrom(
  ctx: Pick<AgencyContext, 'db' | 'agencyId'> & { userId: string },
  subject: NotificationKind | 'digest',
) {
  const [row] = await ctx.db
    .select({ channels: notificationSettings.channels })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, ctx.userId));
  const channels = complete(row?.channels ?? {});
  for (const kind of NOTIFICATION_KINDS) {
    const isIt = subject === 'digest' ? channels[kind] === 'digest' : kind === subject;
    if (isIt) channels[kind] = 'app';
  }
  await ctx.db
    .insert(notificationSettings)
    .values({ userId: ctx.userId, agencyId: ctx.agencyId, channels })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { channels, updatedAt: new Date() },
    });
}
