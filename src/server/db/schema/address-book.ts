import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_TYPES } from '#shared/domain/enums';
import { id, tenantPolicies, timestamps } from '#server/db/schema/common';
import { agencyId } from '#server/db/schema/identity';

// search_text holds the normalized searchable words of a row and its children
// (shared/domain/search), kept up to date by the service in the same transaction,
// so that a trigram index answers "contains" searches without accents or case.
export const clients = pgTable(
  'clients',
  {
    id: id(),
    agencyId: agencyId(),
    brandName: text('brand_name').notNull(),
    sectorMain: text('sector_main'),
    sectorSub: text('sector_sub'),
    notes: text('notes').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('clients_agency_brand_idx').on(t.agencyId, t.brandName, t.id),
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
    phone: text('phone').notNull().default(''),
    type: text('type', { enum: CONTACT_TYPES }).notNull().default('brand'),
    role: text('role').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('client_contacts_client_idx').on(t.clientId, t.position),
    index('client_contacts_agency_idx').on(t.agencyId),
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
    isExclusive: boolean('is_exclusive').notNull().default(false),
    address: text('address').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    siret: text('siret').notNull().default(''),
    internalReferent: text('internal_referent').notNull().default(''),
    internalNotes: text('internal_notes').notNull().default(''),
    proposedTo: text('proposed_to').notNull().default(''),
    isArchived: boolean('is_archived').notNull().default(false),
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('influencers_list_idx').on(t.agencyId, t.isArchived, t.isExclusive, t.fullName, t.id),
    index('influencers_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
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
    audience: integer('audience'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('influencer_platforms_influencer_idx').on(t.influencerId, t.position),
    index('influencer_platforms_agency_idx').on(t.agencyId),
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
