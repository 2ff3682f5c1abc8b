import { and, desc, eq, sql } from 'drizzle-orm';
import { collaborations } from '#server/db/schema/collaborations';
import { complianceResults } from '#server/db/schema/compliance';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import {
  checkBit,
  refreshStaleCompliance,
} from '#server/features/collaborations/compliance/compliance-results';
import { decodeCursorKeys, encodeCursorKeys, isCursorDay, isCursorId } from '#server/lib/cursor';
import { selectRows } from '#server/lib/raw-rows';
import { getTableVersion } from '#server/lib/table-version';
import { createVersionedCache } from '#server/lib/versioned-cache';
import {
  COMPLIANCE_CHECK_IDS,
  type ComplianceCheckId,
} from '#shared/domain/compliance/compliance-types';
import { complianceScreen as t } from '#shared/i18n/fr-compliance-screen';
import {
  COMPLIANCE_PAGE_LIMIT,
  type ComplianceList,
  type ComplianceListQuery,
  type ComplianceListRow,
} from '#shared/schemas/compliance';

// Toutes les campagnes › Conformité (issue 31, decision 0063): the deals with a 'Bloquant' or
// 'À faire' check, newest contact first, read from their kept results once the agency's stale
// deals are evaluated again. The page walks compliance_results_open_idx (or its manager twin)
// and stops after its rows; the counts read compliance_results_counts_idx, never the deals' facts.

type Position = { day: string; id: string };

const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, t.filters.cursor, (keys): Position | null =>
    keys.length === 2 && isCursorDay(keys[0]) && isCursorId(keys[1])
      ? { day: keys[0], id: keys[1] }
      : null,
  );

const r = complianceResults;

/** The partial indexes' own predicate, written as they are so the planner matches them. */
const filtersOf = (ctx: TenantReader, query: ComplianceListQuery) =>
  and(
    eq(r.agencyId, ctx.agencyId),
    sql`${r.worstLevel} <> 'ok'`,
    query.manager ? eq(r.manager, query.manager) : undefined,
    query.check ? sql`(${r.openMask} & ${checkBit(query.check)}) <> 0` : undefined,
  );

function toOpenChecks(open: string[], blocking: string[]): ComplianceListRow['openChecks'] {
  return COMPLIANCE_CHECK_IDS.filter((id) => open.includes(id)).map((id) => ({
    id,
    level: blocking.includes(id) ? 'blocking' : 'todo',
  }));
}

/** One index-only scan grouped by level and mask (at most 128 groups), summed here. */
async function sumCounts(ctx: TenantReader, query: ComplianceListQuery) {
  const groups = await selectRows<{ mask: number; level: string; n: number }>(
    ctx.db,
    sql`select ${r.openMask} as mask, ${r.worstLevel} as level, count(*)::int as n
    from ${r} where ${filtersOf(ctx, query)} group by 1, 2`,
  );
  const counts: ComplianceList['counts'] = {
    blocking: 0,
    todo: 0,
    byCheck: Object.fromEntries(COMPLIANCE_CHECK_IDS.map((id) => [id, 0])) as Record<
      ComplianceCheckId,
      number
    >,
  };
  for (const group of groups) {
    if (group.level === 'blocking') counts.blocking += group.n;
    else counts.todo += group.n;
    for (const id of COMPLIANCE_CHECK_IDS) {
      if (group.mask & checkBit(id)) counts.byCheck[id] += group.n;
    }
  }
  return counts;
}

// The counts of a filter while no result of the agency changed (migration 0042): scanning
// 25,000 open deals costs 15 ms, and the screen asks again after every page and filter.
const countsCache = createVersionedCache<ComplianceList['counts']>();

async function countResults(ctx: TenantReader, query: ComplianceListQuery) {
  const version = await getTableVersion(ctx, 'compliance_results');
  const key = [ctx.agencyId, query.check ?? '', query.manager ?? ''].join('\u0000');
  const known = countsCache.get(key, version);
  if (known) return known;
  const counts = await sumCounts(ctx, query);
  countsCache.set(key, version, counts);
  return counts;
}

/** GET /api/compliance. */
export async function listCompliance(
  ctx: TenantReader,
  query: ComplianceListQuery,
): Promise<ComplianceList> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  await refreshStaleCompliance(ctx);
  const rows = await ctx.db
    .select({
      collaborationId: r.collaborationId,
      contactDate: r.contactDate,
      worstLevel: r.worstLevel,
      openChecks: r.openChecks,
      blockingChecks: r.blockingChecks,
      name: collaborations.name,
      brand: collaborations.brand,
      manager: collaborations.manager,
    })
    .from(r)
    .innerJoin(collaborations, eq(collaborations.id, r.collaborationId))
    .where(
      and(
        filtersOf(ctx, query),
        after
          ? sql`(${r.contactDate}, ${r.collaborationId}) < (${after.day}::date, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(r.contactDate), desc(r.collaborationId))
    .limit(COMPLIANCE_PAGE_LIMIT + 1);
  const page = rows.slice(0, COMPLIANCE_PAGE_LIMIT);
  const last = page.at(-1);
  return {
    rows: page.map((row): ComplianceListRow => ({
      collaborationId: row.collaborationId,
      name: row.name,
      brand: row.brand,
      manager: row.manager,
      contactDate: row.contactDate,
      worstLevel: row.worstLevel as ComplianceListRow['worstLevel'],
      openChecks: toOpenChecks(row.openChecks, row.blockingChecks),
    })),
    nextCursor:
      rows.length > COMPLIANCE_PAGE_LIMIT && last
        ? encodeCursorKeys([last.contactDate, last.collaborationId])
        : null,
    counts: await countResults(ctx, query),
  };
}
