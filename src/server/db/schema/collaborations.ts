import { sql, type SQL } from 'drizzle-orm';
import { resources } from '#server/db/schema/work';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CollaborationStatus } from '#shared/domain/collaboration-status';
import { STATUS_FLAGS } from '#shared/domain/collaboration-switches';
import { COLLABORATION_TYPES } from '#shared/domain/enums';
import { CONTENT_STAGES } from '#shared/domain/content-stages';
import { CATEGORIES } from '#shared/domain/compliance/compliance-types';
import { id, tenantPolicies, timestamps, recordVersion } from '#server/db/schema/common';
import { agencyId, users } from '#server/db/schema/identity';
import { clients, influencers } from '#server/db/schema/address-book';

type StatusFlags = { isPaymentReceived: AnyPgColumn; isQuoteSent: AnyPgColumn };

// The status (pending / in progress / completed) is derived from the flags, never stored.
// Its SQL predicate comes from the tested STATUS_FLAGS and is written the same way in the
// partial indexes below and in the list queries, so the planner can match them; the flags are
// inlined, not bound as parameters, for the same reason.
export function statusWhere(t: StatusFlags, status: CollaborationStatus): SQL {
  const flags = STATUS_FLAGS[status];
  const is = (column: AnyPgColumn, value: boolean) => (value ? sql`${column}` : sql`not ${column}`);
  const parts = [
    flags.isQuoteSent === null ? null : is(t.isQuoteSent, flags.isQuoteSent),
    is(t.isPaymentReceived, flags.isPaymentReceived),
  ].filter((part) => part !== null);
  return sql.join(parts, sql` and `);
}

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
    // Its own switch; an invoice number is kept only while it is on (docs/decisions/0010).
    isInvoiceSent: boolean('is_invoice_sent').notNull().default(false),
    postProgress: smallint('post_progress').notNull().default(0),
    // The brief the deal's creators read on their link page (issue 29): one of the agency's
    // resources; gone with it (the Corbeille puts it back on restore, decision 0046).
    briefResourceId: uuid('brief_resource_id').references((): AnyPgColumn => resources.id, {
      onDelete: 'set null',
    }),
    // Issue 30: the agency's free conclusion of the campaign report ('Conclusion de l'agence').
    reportConclusion: text('report_conclusion').notNull().default(''),
    // Issue 31 ('Conformité'): the regulated category confirmed by the user (null: not yet; the
    // client's sector suggests one), whether its conditions are met, and the contract's terms.
    category: text('category', { enum: CATEGORIES }),
    areCategoryConditionsMet: boolean('are_category_conditions_met').notNull().default(false),
    rightsUsage: text('rights_usage').notNull().default(''),
    rightsMonths: integer('rights_months'),
    exclusivity: text('exclusivity').notNull().default(''),
    paymentDays: integer('payment_days'),
    // Sum of the influencers' rates, refreshed with them in the same transaction.
    totalCents: integer('total_cents').notNull().default(0),
    // The client's side (issue 20, decision 0032): the amount billed (HT), null while not
    // known; the sum of the cost lines (collaboration_costs) and the margin, written with them by
    // the service from shared/domain/profitability; the invoice date.
    billedCents: integer('billed_cents'),
    costsCents: integer('costs_cents').notNull().default(0),
    marginCents: bigint('margin_cents', { mode: 'number' }),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    // Where a deal falls in Rentabilité's periods and months: its invoice date, else its
    // contact date; and its margin rate, the sort of the table (margin / billed, null at 0).
    profitDate: date('profit_date', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(invoice_date, contact_date)`),
    marginRate: doublePrecision('margin_rate').generatedAlwaysAs(
      sql`margin_cents::float8 / nullif(billed_cents, 0)`,
    ),
    // Normalized name and brand (shared/domain/search): one- and two-letter searches match
    // their start through these btree indexes, longer ones search_text through the trigrams.
    nameKey: text('name_key').notNull().default(''),
    brandKey: text('brand_key').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    // The 'Chef de projet' as the form wrote it (a member's name, or free text), lowered and
    // trimmed as the link mails match it: a stored column, because row-level security keeps a
    // function of a column (lower(manager)) away from any index (decision 0068).
    managerKey: text('manager_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(trim(manager))`),
    ...timestamps,
    ...recordVersion,
  },
  (t) => {
    // Lists read newest contact first, keyset-paginated on (contact_date, created_at, id).
    // One ordered index per status (derived from the flags, never stored) and per type lets a
    // filtered page stop after its 50 rows instead of sorting every match (docs/decisions/0011).
    const listOrder = [t.agencyId, t.contactDate, t.createdAt, t.id] as const;
    const statusIndex = (name: string, where: SQL) =>
      index(name)
        .on(...listOrder)
        .where(where);
    return [
      index('collaborations_list_idx').on(...listOrder),
      statusIndex('collaborations_completed_idx', statusWhere(t, 'completed')),
      statusIndex('collaborations_in_progress_idx', statusWhere(t, 'in_progress')),
      statusIndex('collaborations_pending_idx', statusWhere(t, 'pending')),
      index('collaborations_type_idx').on(t.agencyId, t.type, t.contactDate, t.createdAt, t.id),
      index('collaborations_name_key_idx').on(t.agencyId, t.nameKey),
      // A resource's deletion clears the briefs that name it.
      index('collaborations_brief_idx')
        .on(t.briefResourceId)
        .where(sql`brief_resource_id is not null`),
      index('collaborations_brand_key_idx').on(t.agencyId, t.brandKey),
      index('collaborations_client_idx').on(t.clientId),
      // A member's deals as chef de projet (the calendar feed, decision 0068).
      index('collaborations_manager_key_idx').on(t.agencyId, t.managerKey),
      index('collaborations_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
      // Rentabilité's sums by period, month, client and type: the billed deals only, their
      // amounts riding along so a period's totals are an index-only scan (decision 0032).
      index('collaborations_profit_idx')
        .on(
          t.agencyId,
          t.profitDate,
          t.type,
          t.billedCents,
          t.totalCents,
          t.costsCents,
          t.marginCents,
          t.clientId,
        )
        .where(sql`billed_cents is not null`),
      // The same per project manager: the clients chart with a manager filter, which the kept
      // sums per client cannot answer (decision 0035), reads its manager's deals only.
      index('collaborations_profit_manager_idx')
        .on(
          t.agencyId,
          t.manager,
          t.profitDate,
          t.type,
          t.billedCents,
          t.totalCents,
          t.costsCents,
          t.marginCents,
          t.clientId,
        )
        .where(sql`billed_cents is not null`),
      // Its table, by margin and by rate (keyset on value then id).
      index('collaborations_margin_idx')
        .on(t.agencyId, t.marginCents, t.id)
        .where(sql`billed_cents is not null`),
      ...tenantPolicies('collaborations'),
    ];
  },
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
    // Issue 31: 'Avantages en nature (valeur HT)', counted with the pay toward the contract's
    // threshold; not part of the rate nor of the deal's total.
    giftsCents: integer('gifts_cents').notNull().default(0),
    // The payment state: written only by the accounting screen, never by an edit of the deal.
    isCreatorInvoicePaid: boolean('is_creator_invoice_paid').notNull().default(false),
    paidPercentage: smallint('paid_percentage').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    // Copies of the deal's date, payment and names, written with the line by the collaboration
    // service: the payments ledger pages, filters and searches one table (decision 0027).
    dealDate: date('deal_date', { mode: 'string' }),
    isDealPaid: boolean('is_deal_paid').notNull().default(false),
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('collab_influencers_collab_idx').on(t.collaborationId, t.position),
    // The ledger's pages and periods; its amounts ride along, so the totals of 90,000 lines
    // are an index-only scan instead of 90,000 heap reads.
    index('payment_lines_idx')
      .on(t.agencyId, t.dealDate, t.id, t.isCreatorInvoicePaid, t.rateCents, t.paidPercentage)
      .where(sql`is_deal_paid`),
    index('payment_lines_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`is_deal_paid`),
    index('collab_influencers_influencer_idx').on(t.influencerId),
    index('collab_influencers_agency_idx').on(t.agencyId),
    ...tenantPolicies('collaboration_influencers'),
  ],
);

// A deal's other costs (production, shipping, ads…): 'Frais annexes (HT)', rewritten with it.
export const collaborationCosts = pgTable(
  'collaboration_costs',
  {
    id: id(),
    agencyId: agencyId(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('collaboration_costs_owner_idx').on(t.collaborationId, t.position),
    index('collaboration_costs_agency_idx').on(t.agencyId),
    ...tenantPolicies('collaboration_costs'),
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
    // Spec §4's 'Posté': kept true exactly when the stage is 'published' (decision 0049).
    isPosted: boolean('is_posted').notNull().default(false),
    position: integer('position').notNull().default(0),
    // Issue 29, decision 0049: the content's stage (shared/domain/content-stages), its planned
    // publication day, and the publication given by the creator or the agency. The deal's id
    // rides along: the 'Contenus' tab and 'À valider' read one table.
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: CONTENT_STAGES }).notNull().default('to_produce'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    publishOn: date('publish_on', { mode: 'string' }),
    publishedUrl: text('published_url').notNull().default(''),
    publishedOn: date('published_on', { mode: 'string' }),
    isPublicationChecked: boolean('is_publication_checked').notNull().default(false),
    // Issue 31: the agency ticks that the content is retouched or generated; its caption must
    // then say 'Image retouchée' or 'Image virtuelle' (loi n° 2023-451, art. 5).
    isRetouched: boolean('is_retouched').notNull().default(false),
    isVirtual: boolean('is_virtual').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('deliverables_owner_idx').on(t.collaborationInfluencerId, t.position),
    index('deliverables_agency_idx').on(t.agencyId),
    index('deliverables_collaboration_idx').on(t.collaborationId),
    // A member's calendar feed (decision 0068): their deals' planned days in a window.
    index('deliverables_publish_on_idx')
      .on(t.collaborationId, t.publishOn)
      .where(sql`publish_on is not null`),
    // 'À valider': what waits for the agency, oldest first (agencyWait in content-stages).
    index('deliverables_waiting_idx')
      .on(t.agencyId, t.stageChangedAt, t.id)
      .where(
        sql`stage in ('draft_received', 'changes_requested') or (stage = 'published' and not is_publication_checked)`,
      ),
    ...tenantPolicies('deliverables'),
  ],
);

// The deals' search views (ids and keys read under the caller's agency): their own file.
export * from '#server/db/schema/collaboration-views';
