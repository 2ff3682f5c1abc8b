import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  pgView,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Row-level security keeps LIKE away from the trigram index (see schema/address-book.ts), so the
// list picks a page's ids from this view, which filters on the caller's agency itself and is
// empty outside a tenant transaction; the rows are then read from the table through RLS.
const currentAgency = sql`(select nullif(current_setting('app.agency_id', true), '')::uuid)`;

export const tenantCollaborationSearch = pgView('tenant_collaboration_search', {
  id: uuid('id').notNull(),
  agencyId: uuid('agency_id').notNull(),
  type: text('type').notNull(),
  contactDate: date('contact_date', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  isQuoteSent: boolean('is_quote_sent').notNull(),
  isPaymentReceived: boolean('is_payment_received').notNull(),
  nameKey: text('name_key').notNull(),
  brandKey: text('brand_key').notNull(),
  searchText: text('search_text').notNull(),
}).as(
  sql`select id, agency_id, type, contact_date, created_at, is_quote_sent, is_payment_received,
      name_key, brand_key, search_text
      from collaborations where agency_id = ${currentAgency}`,
);

// The payments ledger's ids and keys (see tenantCollaborationSearch for why a view).
export const tenantPaymentSearch = pgView('tenant_payment_search', {
  id: uuid('id').notNull(),
  agencyId: uuid('agency_id').notNull(),
  dealDate: date('deal_date', { mode: 'string' }),
  isDealPaid: boolean('is_deal_paid').notNull(),
  isCreatorInvoicePaid: boolean('is_creator_invoice_paid').notNull(),
  rateCents: integer('rate_cents').notNull(),
  paidPercentage: smallint('paid_percentage').notNull(),
  searchText: text('search_text').notNull(),
}).as(
  sql`select id, agency_id, deal_date, is_deal_paid, is_creator_invoice_paid, rate_cents,
      paid_percentage, search_text
      from collaboration_influencers where agency_id = ${currentAgency}`,
);

// Rentabilité's deals, billed or not (decision 0032; see tenantCollaborationSearch for why a
// view). Created by hand in migration 0021 with an index of the unbilled deals, so drizzle-kit
// leaves it alone.
export const tenantProfitDeals = pgView('tenant_profit_deals', {
  id: uuid('id').notNull(),
  agencyId: uuid('agency_id').notNull(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  clientId: uuid('client_id'),
  type: text('type').notNull(),
  manager: text('manager').notNull(),
  profitDate: date('profit_date', { mode: 'string' }).notNull(),
  billedCents: integer('billed_cents'),
  totalCents: integer('total_cents').notNull(),
  costsCents: integer('costs_cents').notNull(),
  marginCents: bigint('margin_cents', { mode: 'number' }),
  marginRate: doublePrecision('margin_rate'),
}).existing();
