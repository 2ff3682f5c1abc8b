import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, tenantPolicies } from '#server/db/schema/common';
import { agencyId, users } from '#server/db/schema/identity';
import type { NotificationChannel, NotificationKind } from '#shared/domain/notifications';

/**
 * Issue 33, decision 0069: one member's items ("what needs me now"), private to them. An item
 * names its record (kind, id, label as it was) and, for the digest's grouping, its deal. Who may
 * read it is checked again at read time: `section` is the section the record belongs to.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    agencyId: agencyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    // A PermissionKey: the member must still open it when reading the item.
    section: text('section').notNull(),
    // A RecordKind and id: the record the item opens.
    recordKind: text('record_kind').notNull(),
    recordId: uuid('record_id').notNull(),
    recordLabel: text('record_label').notNull(),
    // The deal it belongs to, for the digest's grouping (a task or a payment may have none).
    collaborationId: uuid('collaboration_id'),
    collaborationLabel: text('collaboration_label'),
    // Who acted (null: the app itself, a scheduled reminder).
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    // What the sentence needs beyond the above (changed fields, a due date, an excerpt).
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    // A scheduled item's identity ('task_late:<taskId>:<date>'): never made twice.
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    // Sent by mail (immediately or in a digest): never mailed twice.
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    // The panel: a member's items, newest first (keyset on created_at, id).
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell: a member's unread items, by section (permissions at read time), counted from
    // the index alone (the agency, which row-level security reads, is in it).
    index('notifications_unread_idx')
      .on(t.userId, t.section, t.agencyId)
      .where(sql`read_at IS NULL`),
    // The digest: a member's unread, unmailed items.
    index('notifications_pending_mail_idx')
      .on(t.userId, t.createdAt)
      .where(sql`read_at IS NULL AND mailed_at IS NULL`),
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey),
    index('notifications_agency_idx').on(t.agencyId),
    ...tenantPolicies('notifications'),
  ],
);

/**
 * Issue 33: how a member wants each kind (a missing kind takes its default,
 * NOTIFICATION_DEFAULT_CHANNEL), and when their daily digest leaves (an hour in their zone).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: agencyId(),
    channels: jsonb('channels')
      .$type<Partial<Record<NotificationKind, NotificationChannel>>>()
      .notNull()
      .default({}),
    digestHour: smallint('digest_hour').notNull().default(8),
    timeZone: text('time_zone').notNull().default('Europe/Paris'),
    // The last digest's day in the member's zone (YYYY-MM-DD): one digest a day at most.
    lastDigestOn: text('last_digest_on'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_settings_agency_idx').on(t.agencyId),
    index('notification_settings_digest_idx').on(t.digestHour),
    ...tenantPolicies('notification_settings'),
  ],
);

/**
 * Issue 33: the one-click unsubscribe link of a mail (List-Unsubscribe, RFC 8058). A random
 * token per mail, kept as its SHA-256 only; it names the member and what the mail was about (a
 * kind, or 'digest'), and opens nothing else. No sign-in: read outside the tenant by its hash.
 */
export const notificationUnsubscribes = pgTable(
  'notification_unsubscribes',
  {
    tokenHash: text('token_hash').primaryKey(),
    agencyId: agencyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').$type<NotificationKind | 'digest'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_unsubscribes_user_idx').on(t.userId),
    index('notification_unsubscribes_agency_idx').on(t.agencyId),
    ...tenantPolicies('notification_unsubscribes'),
  ],
);
