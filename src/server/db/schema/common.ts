import { sql } from 'drizzle-orm';
import { customType, integer, pgPolicy, pgRole, timestamp, uuid } from 'drizzle-orm/pg-core';

// The role every request's transaction switches to (SET LOCAL ROLE): row-level security then
// hides and protects other agencies' rows even if a query forgot its agency filter.
// It is created by the first migration, since roles belong to the whole server.
export const tenantRole = pgRole('infludesk_tenant').existing();

export const id = () => uuid('id').primaryKey().defaultRandom();

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Issue 28, decision 0045: the version an edit form sends back, moved on by every save of the
 * record's own fields, and who saved it last (the 409's « modifiée par … »). No foreign key:
 * a member who left still names an old save through the history (record_events.actor_name).
 */
export const recordVersion = {
  version: integer('version').notNull().default(1),
  updatedBy: uuid('updated_by'),
};

const ownAgency = sql`agency_id = nullif(current_setting('app.agency_id', true), '')::uuid`;
const superAdminReads = sql`current_setting('app.superadmin', true) = 'on'`;

// Reads: the caller's agency, or every agency for a super admin. Writes: the caller's agency only.
export const tenantPolicies = (table: string) => [
  pgPolicy(`${table}_read`, {
    for: 'select',
    to: tenantRole,
    using: sql`${ownAgency} or ${superAdminReads}`,
  }),
  pgPolicy(`${table}_insert`, { for: 'insert', to: tenantRole, withCheck: ownAgency }),
  pgPolicy(`${table}_update`, {
    for: 'update',
    to: tenantRole,
    using: ownAgency,
    withCheck: ownAgency,
  }),
  pgPolicy(`${table}_delete`, { for: 'delete', to: tenantRole, using: ownAgency }),
];

// sort_key is what lists sort on (decision 0019): sort_name with each run of digits padded,
// so 'createur 2' < 'createur 12' < 'createur 119'. The database computes it (migration 0013,
// natural_sort_key; shared/domain/natural-sort is the same rule) and compares it as bytes
// ("C") whatever the database's own collation.
export const naturalSortKey = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
export const sortKey = () =>
  naturalSortKey('sort_key')
    .notNull()
    .generatedAlwaysAs(sql`natural_sort_key(sort_name)`);
