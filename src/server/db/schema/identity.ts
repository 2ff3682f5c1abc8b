import { sql } from 'drizzle-orm';
import { index, jsonb, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PermissionMap } from '#shared/domain/permissions';
import { USER_ROLES } from '#shared/domain/enums';
import {
  id,
  naturalSortKey,
  tenantRole,
  timestamps,
  recordVersion,
} from '#server/db/schema/common';
import { foldedText } from '#server/db/folded-text';

// Inside a request's tenant transaction, people and agencies of other agencies are invisible
// too (a super admin reads them all). Writes to these tables never happen under that role.
const readableBy = (agencyColumn: string) =>
  pgPolicy(`${agencyColumn === 'id' ? 'agencies' : 'users'}_read`, {
    for: 'select',
    to: tenantRole,
    using: sql.raw(
      `${agencyColumn} = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on'`,
    ),
  });

export const agencies = pgTable(
  'agencies',
  {
    id: id(),
    name: text('name').notNull(),
    // Long and random: whoever knows it joins the agency. Renewable by the owner.
    joinCode: text('join_code').notNull().unique(),
    ownerId: uuid('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    // Set for a throw-away agency of 'Voir la démo' (decision 0038): the sweep erases it, its
    // members, sessions and files once this moment has passed. Null for every real agency.
    demoExpiresAt: timestamp('demo_expires_at', { withTimezone: true }),
    // The super admin's agency table sorts by name (decision 0019's natural order).
    sortKey: naturalSortKey('sort_key')
      .notNull()
      .generatedAlwaysAs(sql`natural_sort_key(${foldedText(sql.raw('name'))})`),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    readableBy('id'),
    index('agencies_sort_key_idx').on(t.sortKey, t.id),
    // The sweep's search: only demo agencies are in it.
    index('agencies_demo_expires_idx')
      .on(t.demoExpiresAt)
      .where(sql`demo_expires_at is not null`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(), // stored lower-cased
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title').notNull().default(''), // the spec's free-text "role"
    userRole: text('user_role', { enum: USER_ROLES }).notNull().default('user'),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    // null = no map: every section is open (spec §6).
    permissions: jsonb('permissions').$type<PermissionMap>(),
    // Set when a link mailed to the address was opened (or a password reset through it).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [index('users_agency_idx').on(t.agencyId), readableBy('agency_id')],
);

// Database sessions: the cookie holds a random token; only its SHA-256 is stored.
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const AUTH_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'unlock_device'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

// Links mailed to a user (verify the address, reset the password, unlock a device): single-use,
// short-lived, stored as the SHA-256 of the token like sessions. Identity data: no grant to the tenant role.
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

// Sign-ups waiting for their mailed link (issue 27): the account is created only when the link
// is opened, so a sign-up answers the same whether the address has an account or not, and nobody
// holds an address they cannot read. The form's fields wait here, the password already hashed.
// Identity data: no grant to the tenant role.
export const pendingSignUps = pgTable('pending_sign_ups', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  details: jsonb('details').$type<PendingSignUpDetails>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PendingSignUpDetails = {
  firstName: string;
  lastName: string;
  jobTitle: string;
  agencyChoice: 'create' | 'join' | 'none';
  agencyName: string;
  agencyCode: string;
};

/** Every business row belongs to one agency and goes with it. */
export const agencyId = () =>
  uuid('agency_id')
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' });
