import { and, desc, eq, sql } from 'drizzle-orm';
import { collaborations } from '#server/db/schema/collaborations';
import { complianceResults } from '#server/db/schema/compliance';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { refreshStaleCompliance } from '#server/features/collaborations/compliance/compliance-results';
import { decodeCursorKeys, encodeCursorKeys, isCursorDay, isCursorId } from '#server/lib/cursor';
import { selectRows } from '#server/lib/raw-rows';
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
// and stops after its rows; the counts read the filtered results only, never the deals' facts.

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
    query.check ? sql`${r.openChecks} @> array[${query.check}]::text[]` : undefined,
  );

function toOpenChecks(open: string[], blocking: string[]): ComplianceListRow['openChecks'] {
  return COMPLIANCE_CHECK_IDS.filter((id) => open.includes(id)).map((id) => ({
    id,
    level: blocking.includes(id) ? 'blocking' : 'todo',
  }));
}

async function countResults(ctx: TenantReader, query: ComplianceListQuery) {
  const where = filtersOf(ctx, query);
  const [levels] = await selectRows<{ blocking: number; todo: number }>(
    ctx.db,
    sql`select count(*) filter (where ${r.worstLevel} = 'blocking')::int as blocking,
      count(*) filter (where ${r.worstLevel} = 'todo')::int as todo
    from ${r} where ${where}`,
  );
  const checks = await selectRows<{ id: ComplianceCheckId; n: number }>(
    ctx.db,
    sql`select open.id, count(*)::int as n from ${r}, unnest(${r.openChecks}) as open (id)
    where ${where} group by open.id`,
  );
  const byCheck = Object.fromEntries(COMPLIANCE_CHECK_IDS.map((id) => [id, 0])) as Record<
    ComplianceCheckId,
    number
  >;
  for (const row of checks) byCheck[row.id] = row.n;
  return { blocking: levels?.blocking ?? 0, todo: levels?.todo ?? 0, byCheck };
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
