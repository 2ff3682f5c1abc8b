import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgPolicy,
  pgTable,
  pgView,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLATFORM_ACCESS_SUBJECTS } from '#shared/schemas/superadmin';
import { id, naturalSortKey, tenantRole } from '#server/db/schema/common';
import { agencyId, users } from '#server/db/schema/identity';

const ownAgency = sql`agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)`;
const isSuperAdmin = sql`(select current_setting('app.superadmin', true)) = 'on'`;

// Issue 17: every time the platform's super admin opens an agency or one of its records, who,
// when and what. The agency reads its own entries (the owner, on the Compte screen); only the
// super admin's read-only path writes them; nobody changes or deletes one (no policy for it).
// The admin's email is kept: the entry still says who looked after their account is gone.
export const platformAccessLog = pgTable(
  'platform_access_log',
  {
    id: id(),
    agencyId: agencyId(),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    what: text('what', { enum: PLATFORM_ACCESS_SUBJECTS }).notNull(),
    recordId: uuid('record_id'),
    recordLabel: text('record_label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The owner's list: newest first, keyset on (created_at, id).
    index('platform_access_log_agency_idx').on(t.agencyId, t.createdAt.desc(), t.id.desc()),
    // Deleting a user sets their entries' admin to null: without it, a scan of the whole log.
    index('platform_access_log_admin_idx').on(t.adminUserId),
    pgPolicy('platform_access_log_read', { for: 'select', to: tenantRole, using: ownAgency }),
    pgPolicy('platform_access_log_insert', {
      for: 'insert',
      to: tenantRole,
      withCheck: isSuperAdmin,
    }),
  ],
);

// The figures of the super admin's dashboard and agency table that agency_row_counts does not
// keep (it has clients and influencers): members, collaborations and the CA Total (spec §9, the
// sum of the influencers' rates in collaborations), per agency. Kept exact by statement-level
// triggers on users, collaborations and collaboration_influencers (migration 0019), in the same
// transaction as the change, so a page of the agency table reads one row per agency instead of
// counting a million rows. Only the triggers write it.
export const agencyTotals = pgTable(
  'agency_totals',
  {
    agencyId: agencyId().primaryKey(),
    userCount: integer('user_count').notNull().default(0),
    collaborationCount: integer('collaboration_count').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  () => [
    pgPolicy('agency_totals_read', {
      for: 'select',
      to: tenantRole,
      using: sql`${ownAgency} or ${isSuperAdmin}`,
    }),
  ],
);

// The super admin's search views: the same idea as the tenant ones (decision 0008, row-level
// security keeps LIKE away from the trigram indexes), but they answer only inside a super
// admin's transaction (app.superadmin = on, set by withTenant) and are empty anywhere else.
// Ids and sort keys only: the rows are then read from the tables through row-level security.
export const superAdminClientSearch = pgView('superadmin_client_search', {
  id: uuid('id').notNull(),
  agencyId: uuid('agency_id').notNull(),
  sortName: text('sort_name').notNull(),
  sortKey: naturalSortKey('sort_key').notNull(),
  searchText: text('search_text').notNull(),
}).as(
  sql`select id, agency_id, sort_name, sort_key, search_text from clients where ${isSuperAdmin}`,
);

export const superAdminInfluencerSearch = pgView('superadmin_influencer_search', {
  id: uuid('id').notNull(),
  agencyId: uuid('agency_id').notNull(),
  isArchived: boolean('is_archived').notNull(),
  isExclusive: boolean('is_exclusive').notNull(),
  sortName: text('sort_name').notNull(),
  sortKey: naturalSortKey('sort_key').notNull(),
  searchText: text('search_text').notNull(),
}).as(
  sql`select id, agency_id, is_archived, is_exclusive, sort_name, sort_key, search_text
      from influencers where ${isSuperAdmin}`,
);

export const superAdminCollaborationSearch = pgView('superadmin_collaboration_search', {
  id: uuid('id').notNull(),
  agencyId: uuid('agency_id').notNull(),
  contactDate: date('contact_date', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  nameKey: text('name_key').notNull(),
  brandKey: text('brand_key').notNull(),
  searchText: text('search_text').notNull(),
}).as(
  sql`select id, agency_id, contact_date, created_at, name_key, brand_key, search_text
      from collaborations where ${isSuperAdmin}`,
);
