import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgPolicy,
  pgTable,
  pgView,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTACT_TYPES } from '#shared/domain/enums';
import {
  id,
  naturalSortKey,
  sortKey,
  tenantPolicies,
  tenantRole,
  timestamps,
  recordVersion,
} from '#server/db/schema/common';
import { agencyId } from '#server/db/schema/identity';
import { foldedText } from '#server/db/folded-text';

// The importer matches records by these keys (decision 0034): the value folded like
// normalizeSearchText, stored so that an index answers under row-level security (an index on
// the expression itself is never used there: fold_text is not leakproof).
const foldedKey = (name: string, expression: SQL) =>
  text(name).notNull().generatedAlwaysAs(expression);

// search_text holds the normalized searchable words of a row and its children
// (shared/domain/search), kept up to date by the service in the same transaction,
// so that a trigram index answers "contains" searches without accents or case.
// sort_name is the normalized brand or full name: the database collates bytes ("C"), which
// would put "adidas" after "Zara" and "Émile" after "Zoé". sort_key: see common.ts.
export const clients = pgTable(
  'clients',
  {
    id: id(),
    agencyId: agencyId(),
    brandName: text('brand_name').notNull(),
    sectorMain: text('sector_main'),
    sectorSub: text('sector_sub'),
    notes: text('notes').notNull().default(''),
    // Issue 31: the advertiser's party data a written contract needs (loi n° 2023-451, art. 8):
    // its legal name, postal and electronic addresses, and tax residence country (ISO alpha-2).
    legalName: text('legal_name').notNull().default(''),
    legalAddress: text('legal_address').notNull().default(''),
    legalEmail: text('legal_email').notNull().default(''),
    taxCountry: text('tax_country').notNull().default(''),
    sortName: text('sort_name').notNull().default(''),
    sortKey: sortKey(),
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('clients_agency_sort_key_idx').on(t.agencyId, t.sortKey, t.id),
    index('clients_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    ...tenantPolicies('clients'),
  ],
);

export const clientContacts = pgTable(
  'client_contacts',
  {
    id: id(),
    agencyId: agencyId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailKey: foldedKey('email_key', foldedText(sql.raw('email'))),
    phone: text('phone').notNull().default(''),
    type: text('type', { enum: CONTACT_TYPES }).notNull().default('brand'),
    role: text('role').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('client_contacts_client_idx').on(t.clientId, t.position),
    index('client_contacts_agency_idx').on(t.agencyId),
    index('client_contacts_import_email_idx').on(t.agencyId, t.emailKey),
    ...tenantPolicies('client_contacts'),
  ],
);

export const influencers = pgTable(
  'influencers',
  {
    id: id(),
    agencyId: agencyId(),
    fullName: text('full_name').notNull(),
    username: text('username').notNull(),
    usernameKey: foldedKey('username_key', foldedText(sql.raw('username'))),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    address: text('address').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    siret: text('siret').notNull().default(''),
    // Issue 31: the contract's data (art. 8 of loi n° 2023-451): email and tax residence country
    // (ISO alpha-2, '' unknown); outside the EU, the representative and insurance of art. 9.
    email: text('email').notNull().default(''),
    taxCountry: text('tax_country').notNull().default(''),
    euRepresentative: text('eu_representative').notNull().default(''),
    hasLiabilityInsurance: boolean('has_liability_insurance').notNull().default(false),
    internalReferent: text('internal_referent').notNull().default(''),
    internalNotes: text('internal_notes').notNull().default(''),
    proposedTo: text('proposed_to').notNull().default(''),
    isArchived: boolean('is_archived').notNull().default(false),
    sortName: text('sort_name').notNull().default(''),
    sortKey: sortKey(),
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('influencers_sort_key_idx').on(t.agencyId, t.isArchived, t.isExclusive, t.sortKey, t.id),
    index('influencers_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('influencers_import_username_idx').on(t.agencyId, t.usernameKey),
    ...tenantPolicies('influencers'),
  ],
);

export const influencerPlatforms = pgTable(
  'influencer_platforms',
  {
    id: id(),
    agencyId: agencyId(),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
    // The handle without its leading '@' ('@lea' and 'lea' are one account).
    handleKey: foldedKey(
      'handle_key',
      sql`regexp_replace(${foldedText(sql.raw('handle'))}, '^@', '')`,
    ),
    audience: integer('audience'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('influencer_platforms_influencer_idx').on(t.influencerId, t.position),
    index('influencer_platforms_agency_idx').on(t.agencyId),
    index('influencer_platforms_import_handle_idx').on(t.agencyId, t.name, t.handleKey),
    ...tenantPolicies('influencer_platforms'),
  ],
);

export const influencerRates = pgTable(
  'influencer_rates',
  {
    id: id(),
    agencyId: agencyId(),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('influencer_rates_influencer_idx').on(t.influencerId, t.position),
    index('influencer_rates_agency_idx').on(t.agencyId),
    ...tenantPolicies('influencer_rates'),
  ],
);

// Row-level security quals run before any non-leakproof condition, and LIKE is not leakproof:
// under the tenant role the trigram indexes above are never used (a 100,000-row search scans
// the table, 60–200 ms). These views are read with their owner's rights, so RLS does not
// wrap them; instead each filters on the same setting as the policies, and a query returns
// nothing outside a tenant transaction. They expose ids and sort keys only: services pick
// the page's ids here, then read the rows themselves through RLS.
// Not security_barrier on purpose: that would stop LIKE from reaching the index again.
const currentAgency = sql`(select nullif(current_setting('app.agency_id', true), '')::uuid)`;

export const tenantClientSearch = pgView('tenant_client_search', {
  id: uuid('id').notNull(),
  agencyId: uuid('agency_id').notNull(),
  sortName: text('sort_name').notNull(),
  sortKey: naturalSortKey('sort_key').notNull(),
  searchText: text('search_text').notNull(),
}).as(
  sql`select id, agency_id, sort_name, sort_key, search_text from clients
      where agency_id = ${currentAgency}`,
);

export const tenantInfluencerSearch = pgView('tenant_influencer_search', {
  id: uuid('id').notNull(),
  agencyId: uuid('agency_id').notNull(),
  isArchived: boolean('is_archived').notNull(),
  isExclusive: boolean('is_exclusive').notNull(),
  sortName: text('sort_name').notNull(),
  sortKey: naturalSortKey('sort_key').notNull(),
  username: text('username').notNull(),
  searchText: text('search_text').notNull(),
}).as(
  sql`select id, agency_id, is_archived, is_exclusive, sort_name, sort_key, username, search_text
      from influencers where agency_id = ${currentAgency}`,
);

// An exact count of 100,000 rows takes 30 ms on PGlite: too slow to run on every page of a
// list. Statement-level triggers (migration 0006) keep the number of rows per agency here,
// in the same transaction as the change, so a list reads its total in one row. Only the
// triggers write it; requests read their own agency's rows. `version` grows with every insert,
// update or delete of the table (migration 0009): what was computed from an older version is
// stale, whichever app server computed it. The super admin reads every agency's counts
// (issue 17).
export const agencyRowCounts = pgTable(
  'agency_row_counts',
  {
    agencyId: agencyId(),
    tableName: text('table_name').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.tableName] }),
    pgPolicy('agency_row_counts_read', {
      for: 'select',
      to: tenantRole,
      using: sql`agency_id = ${currentAgency} or (select current_setting('app.superadmin', true)) = 'on'`,
    }),
  ],
);
