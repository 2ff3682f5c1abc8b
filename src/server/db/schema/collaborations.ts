import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { COLLABORATION_TYPES } from '#shared/domain/enums';
import { id, tenantPolicies, timestamps } from '#server/db/schema/common';
import { agencyId } from '#server/db/schema/identity';
import { clients, influencers } from '#server/db/schema/address-book';

// The status (pending / in progress / completed) is derived from the flags, never stored.
export const collaborations = pgTable(
  'collaborations',
  {
    id: id(),
    agencyId: agencyId(),
    name: text('name').notNull(),
    type: text('type', { enum: COLLABORATION_TYPES }).notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    brand: text('brand').notNull(), // the client's brand name when chosen, kept if it goes
    manager: text('manager').notNull(),
    quoteNumber: text('quote_number').notNull().default(''),
    invoiceNumber: text('invoice_number').notNull().default(''),
    billingStatus: text('billing_status').notNull().default('pending'),
    contactDate: date('contact_date', { mode: 'string' }).notNull(),
    signatureDate: date('signature_date', { mode: 'string' }),
    isQuoteSent: boolean('is_quote_sent').notNull().default(false),
    isContractSigned: boolean('is_contract_signed').notNull().default(false),
    isCastingValidated: boolean('is_casting_validated').notNull().default(false),
    isPaymentReceived: boolean('is_payment_received').notNull().default(false),
    postProgress: smallint('post_progress').notNull().default(0),
    // Sum of the influencers' rates, refreshed with them in the same transaction.
    totalCents: integer('total_cents').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('collaborations_list_idx').on(t.agencyId, t.createdAt, t.id),
    index('collaborations_status_idx').on(
      t.agencyId,
      t.isPaymentReceived,
      t.isQuoteSent,
      t.createdAt,
    ),
    index('collaborations_client_idx').on(t.clientId),
    index('collaborations_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    ...tenantPolicies('collaborations'),
  ],
);

export const collaborationInfluencers = pgTable(
  'collaboration_influencers',
  {
    id: id(),
    agencyId: agencyId(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    influencerId: uuid('influencer_id').references(() => influencers.id, {
      onDelete: 'set null',
    }),
    fullName: text('full_name').notNull(), // kept when the influencer is deleted
    rateCents: integer('rate_cents').notNull().default(0),
    isCreatorInvoicePaid: boolean('is_creator_invoice_paid').notNull().default(false),
    paidPercentage: smallint('paid_percentage').notNull().default(0),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('collab_influencers_collab_idx').on(t.collaborationId, t.position),
    index('collab_influencers_influencer_idx').on(t.influencerId),
    index('collab_influencers_agency_idx').on(t.agencyId),
    ...tenantPolicies('collaboration_influencers'),
  ],
);

export const deliverables = pgTable(
  'deliverables',
  {
    id: id(),
    agencyId: agencyId(),
    collaborationInfluencerId: uuid('collaboration_influencer_id')
      .notNull()
      .references(() => collaborationInfluencers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(), // one of DELIVERABLE_TYPES or free text
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    isPosted: boolean('is_posted').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('deliverables_owner_idx').on(t.collaborationInfluencerId, t.position),
    index('deliverables_agency_idx').on(t.agencyId),
    ...tenantPolicies('deliverables'),
  ],
);
