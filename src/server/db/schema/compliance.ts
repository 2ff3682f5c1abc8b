import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicies } from '#server/db/schema/common';
import { agencyId } from '#server/db/schema/identity';
import { collaborations } from '#server/db/schema/collaborations';
import { COMPLIANCE_LEVELS } from '#shared/domain/compliance/compliance-types';

// Issue 31, decision 0063: Toutes les campagnes › Conformité reads each deal's checks from here
// instead of evaluating every deal of the agency per request. A row is the last evaluation of a
// deal by the rules of shared/domain/compliance; the database's triggers (migration 0039) mark a
// deal stale whenever something it reads changes, and the next read re-evaluates the stale ones.
export const complianceResults = pgTable(
  'compliance_results',
  {
    collaborationId: uuid('collaboration_id')
      .primaryKey()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    agencyId: agencyId(),
    // Copies of the deal's filter and order, written with the evaluation (a change of either
    // marks the deal stale).
    manager: text('manager').notNull(),
    contactDate: date('contact_date', { mode: 'string' }).notNull(),
    worstLevel: text('worst_level', { enum: COMPLIANCE_LEVELS }).notNull(),
    // The ids of the checks that are not 'OK'; those of them that are 'Bloquant' (the others
    // are 'À faire'), over the deal's creators.
    openChecks: text('open_checks').array().notNull(),
    blockingChecks: text('blocking_checks').array().notNull(),
    // The open checks as bits (bit i: COMPLIANCE_CHECK_IDS[i]): the counts per check and the
    // filter by check read it from the indexes alone.
    openMask: integer('open_mask').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The overview's page: newest contact first, keyset on (contact_date, collaboration_id),
    // the mask riding along for the filter by check; the same per manager. Ascending, read
    // backwards: a DESC NULLS LAST index would not serve ORDER BY … DESC (NULLS FIRST).
    index('compliance_results_open_idx')
      .on(t.agencyId, t.contactDate, t.collaborationId, t.openMask)
      .where(sql`worst_level <> 'ok'`),
    index('compliance_results_manager_idx')
      .on(t.agencyId, t.manager, t.contactDate, t.collaborationId, t.openMask)
      .where(sql`worst_level <> 'ok'`),
    // The counts: an index-only scan of the agency's (or its manager's) open deals.
    index('compliance_results_counts_idx')
      .on(t.agencyId, t.manager, t.worstLevel, t.openMask)
      .where(sql`worst_level <> 'ok'`),
    ...tenantPolicies('compliance_results'),
  ],
);

/**
 * The deals to evaluate again, written only by the triggers of migration 0039 (SECURITY
 * DEFINER); a request reads and deletes its agency's. No foreign key: a trigger may mark a deal
 * in the middle of its deletion, and a refresh forgets the deals that are gone.
 */
export const complianceStale = pgTable(
  'compliance_stale',
  {
    collaborationId: uuid('collaboration_id').primaryKey(),
    agencyId: uuid('agency_id').notNull(),
    // Rewritten by every mark: the mark then locks the row until its transaction commits, so a
    // refresh cannot forget a change it did not see (decision 0063).
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('compliance_stale_agency_idx').on(t.agencyId),
    ...tenantPolicies('compliance_stale'),
  ],
);
