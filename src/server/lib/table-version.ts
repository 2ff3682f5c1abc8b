import { and, eq } from 'drizzle-orm';
import { agencyRowCounts } from '#server/db/schema/address-book';
import type { AgencyContext } from '#server/lib/context';

/**
 * Tables whose changes move a version per agency (triggers of migrations 0009, 0015, 0016, 0021,
 * 0042).
 */
export type VersionedTable =
  'clients' | 'influencers' | 'collaboration_influencers' | 'collaborations' | 'compliance_results';

/**
 * The agency's version of a table: it moves on with every insert, update or delete, so a result
 * computed at an older version is stale on every app server (lib/versioned-cache.ts).
 */
export async function getTableVersion(
  ctx: Pick<AgencyContext, 'db' | 'agencyId'>,
  table: VersionedTable,
) {
  const [row] = await ctx.db
    .select({ version: agencyRowCounts.version })
    .from(agencyRowCounts)
    .where(and(eq(agencyRowCounts.agencyId, ctx.agencyId), eq(agencyRowCounts.tableName, table)));
  return row?.version ?? 0;
}
