import { inArray, sql } from 'drizzle-orm';
import { complianceResults } from '#server/db/schema/compliance';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import {
  createCreatorLinesCache,
  loadComplianceFacts,
  type CreatorLinesCache,
  type LoadedDeal,
} from '#server/features/collaborations/compliance/compliance-facts';
import { notifyComplianceBlocking } from '#server/lib/notices';
import { selectRows } from '#server/lib/raw-rows';
import { evaluateCompliance, getWorstLevel } from '#shared/domain/compliance/compliance-checks';
import {
  COMPLIANCE_CHECK_IDS,
  type ComplianceCheck,
  type ComplianceCheckId,
} from '#shared/domain/compliance/compliance-types';

// Issue 31, decision 0063: each deal's last evaluation, kept for the overview. The triggers of
// migration 0039 mark a deal stale when something it reads changes; a read of the panel or the
// overview evaluates its agency's stale deals again, in its own transaction, before answering.

/** Deals evaluated per round: six queries a round, whatever the batch. */
const BATCH = 200;

/** A check's bit in compliance_results.open_mask. */
export const checkBit = (id: ComplianceCheckId) => 1 << COMPLIANCE_CHECK_IDS.indexOf(id);

/** The checks' ids at their worst level over the deal's creators: the open ones, the blocking. */
export function summarizeChecks(checks: readonly ComplianceCheck[]) {
  const levelOf = (id: ComplianceCheckId) =>
    getWorstLevel(checks.filter((check) => check.id === id));
  const levels = COMPLIANCE_CHECK_IDS.map((id) => ({ id, level: levelOf(id) }));
  const openChecks = levels.filter((item) => item.level !== 'ok').map((item) => item.id);
  return {
    worstLevel: getWorstLevel(checks),
    openChecks,
    blockingChecks: levels.filter((item) => item.level === 'blocking').map((item) => item.id),
    openMask: openChecks.reduce((mask, id) => mask | checkBit(id), 0),
  };
}

/** The kept columns of a result: an evaluation that finds them as they were writes nothing. */
const KEPT = [
  'manager',
  'contact_date',
  'worst_level',
  'open_checks',
  'blocking_checks',
  'open_mask',
];
const isChanged = sql.raw(
  `(${KEPT.map((c) => `compliance_results.${c}`).join(', ')}) is distinct from (${KEPT.map((c) => `excluded.${c}`).join(', ')})`,
);

/** Writes the evaluations; a deal that is gone has no result (the cascade took it). */
export async function saveComplianceResults(
  ctx: TenantReader,
  evaluated: Array<{ id: string; deal: LoadedDeal; checks: ComplianceCheck[] }>,
) {
  if (evaluated.length === 0) return;
  const computedAt = new Date();
  const before = await keptLevels(
    ctx,
    evaluated.map((item) => item.id),
  );
  const saved = await ctx.db
    .insert(complianceResults)
    .values(
      evaluated.map(({ id, deal, checks }) => ({
        collaborationId: id,
        agencyId: ctx.agencyId,
        manager: deal.manager,
        contactDate: deal.contactDate,
        computedAt,
        ...summarizeChecks(checks),
      })),
    )
    .onConflictDoUpdate({
      target: complianceResults.collaborationId,
      // What was kept stays untouched: the agency's version (the overview's counts) moves on
      // only with a change.
      setWhere: isChanged,
      set: {
        manager: sql`excluded.manager`,
        contactDate: sql`excluded.contact_date`,
        worstLevel: sql`excluded.worst_level`,
        openChecks: sql`excluded.open_checks`,
        blockingChecks: sql`excluded.blocking_checks`,
        openMask: sql`excluded.open_mask`,
        computedAt: sql`excluded.computed_at`,
      },
    })
    .returning({
      collaborationId: complianceResults.collaborationId,
      worstLevel: complianceResults.worstLevel,
      blockingChecks: complianceResults.blockingChecks,
    });
  // Issue 33: a deal kept at another level that turns 'Bloquant' notifies its managers. Only a
  // row this upsert changed comes back, so two evaluations at once notify once; a deal's first
  // evaluation (a new deal, a migration's marks) has nothing to turn from.
  const turned = saved.filter(
    (row) =>
      row.worstLevel === 'blocking' &&
      before.has(row.collaborationId) &&
      before.get(row.collaborationId) !== 'blocking',
  );
  if (turned.length > 0) await notifyComplianceBlocking(ctx, turned);
}

/** The levels kept for these deals before their new evaluation. */
async function keptLevels(ctx: TenantReader, ids: string[]) {
  const rows = await ctx.db
    .select({ id: complianceResults.collaborationId, level: complianceResults.worstLevel })
    .from(complianceResults)
    .where(inArray(complianceResults.collaborationId, ids));
  return new Map(rows.map((row) => [row.id, row.level]));
}

/**
 * Claims stale marks (all of the agency's, or the given deals'), in the marks' order. A mark
 * being written by an open transaction holds its row: the claim waits for its commit, and the
 * facts read after it then see that transaction's change.
 */
async function claimStale(ctx: TenantReader, ids?: string[]) {
  const rows = await selectRows<{ id: string }>(
    ctx.db,
    sql`delete from compliance_stale where collaboration_id in (
      select collaboration_id from compliance_stale
      where agency_id = ${ctx.agencyId}
        ${ids ? sql`and collaboration_id = any(${sql.param(ids)}::uuid[])` : sql``}
      order by collaboration_id limit ${BATCH} for update)
    returning collaboration_id as id`,
  );
  return rows.map((row) => row.id);
}

/** Evaluates deals and keeps their results; answers their checks. */
export async function evaluateDeals(
  ctx: TenantReader,
  ids: string[],
  cache: CreatorLinesCache = createCreatorLinesCache(),
) {
  const loaded = await loadComplianceFacts(ctx, ids, cache);
  const evaluated = [...loaded].map(([id, deal]) => ({
    id,
    deal,
    checks: evaluateCompliance(deal.facts),
  }));
  await saveComplianceResults(ctx, evaluated);
  return evaluated;
}

/** Brings the agency's results up to date: every stale deal evaluated, its mark cleared. */
export async function refreshStaleCompliance(ctx: TenantReader) {
  const cache = createCreatorLinesCache();
  for (;;) {
    const ids = await claimStale(ctx);
    if (ids.length > 0) await evaluateDeals(ctx, ids, cache);
    if (ids.length < BATCH) return;
  }
}

/** One deal's checks, evaluated now (its mark cleared first); null when not the agency's. */
export async function evaluateDeal(ctx: TenantReader, id: string) {
  await claimStale(ctx, [id]);
  const [evaluated] = await evaluateDeals(ctx, [id]);
  return evaluated ?? null;
}
