import { and, eq } from 'drizzle-orm';
import { agencyRowCounts } from '#server/db/schema/address-book';
import { agencies } from '#server/db/schema/identity';
import { agencyTotals } from '#server/db/schema/superadmin';
import { notFound } from '#server/lib/app-error';
import { recordAccess } from '#server/features/superadmin/access-log';
import type { PlatformContext } from '#server/features/superadmin/superadmin-gate';

/** The agency, or the 404 of an unknown one (the page then goes back to the dashboard). */
export async function requireAgency(ctx: PlatformContext, agencyId: string) {
  const [agency] = await ctx.db
    .select({
      id: agencies.id,
      name: agencies.name,
      ownerId: agencies.ownerId,
      createdAt: agencies.createdAt,
    })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) throw notFound();
  return agency;
}

async function getRowCount(ctx: PlatformContext, agencyId: string, table: string) {
  const [row] = await ctx.db
    .select({ count: agencyRowCounts.rowCount })
    .from(agencyRowCounts)
    .where(and(eq(agencyRowCounts.agencyId, agencyId), eq(agencyRowCounts.tableName, table)));
  return row?.count ?? 0;
}

/** The agency detail's header and counters, from the counters the triggers keep. Logged. */
export async function getAgencyDetail(ctx: PlatformContext, agencyId: string) {
  const agency = await requireAgency(ctx, agencyId);
  const [totals] = await ctx.db
    .select({
      users: agencyTotals.userCount,
      collaborations: agencyTotals.collaborationCount,
      revenueCents: agencyTotals.revenueCents,
    })
    .from(agencyTotals)
    .where(eq(agencyTotals.agencyId, agencyId));
  await recordAccess(ctx, {
    agencyId,
    what: 'agency',
    recordId: agencyId,
    recordLabel: agency.name,
  });
  return {
    id: agency.id,
    name: agency.name,
    createdAt: agency.createdAt.toISOString(),
    counts: {
      users: totals?.users ?? 0,
      clients: await getRowCount(ctx, agencyId, 'clients'),
      influencers: await getRowCount(ctx, agencyId, 'influencers'),
      collaborations: totals?.collaborations ?? 0,
      revenueCents: Number(totals?.revenueCents ?? 0),
    },
  };
}
