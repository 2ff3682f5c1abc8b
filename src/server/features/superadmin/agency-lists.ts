import { inArray, sql } from 'drizzle-orm';
import { clients, influencers } from '#server/db/schema/address-book';
import { collaborations } from '#server/db/schema/collaborations';
import { users } from '#server/db/schema/identity';
import { requireAgency } from '#server/features/superadmin/agency-detail';
import {
  pickClients,
  pickCollaborations,
  pickInfluencers,
  pickUsers,
  type Picked,
} from '#server/features/superadmin/platform-positions';
import type { PlatformContext } from '#server/features/superadmin/superadmin-gate';
import { getStoredStatus } from '#shared/domain/collaboration-switches';
import type { SectorMain } from '#shared/domain/sectors';
import type { PlatformListQuery } from '#shared/schemas/superadmin';

// The agency detail's four tabs: the same keyset pages as the tiles, in one agency (an unknown
// one is a 404), each line with what its tab shows.

/** The rows of the picked ids, in their order. */
function inOrder<R extends { id: string }>(picked: Picked, rows: R[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    items: picked.ids.flatMap((id) => byId.get(id) ?? []),
    nextCursor: picked.nextCursor,
  };
}

export async function listAgencyUsers(
  ctx: PlatformContext,
  agencyId: string,
  query: PlatformListQuery,
) {
  const agency = await requireAgency(ctx, agencyId);
  const picked = await pickUsers(ctx, { agencyId }, query);
  if (picked.ids.length === 0) return inOrder(picked, []);
  const rows = await ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      jobTitle: users.jobTitle,
      userRole: users.userRole,
    })
    .from(users)
    .where(inArray(users.id, picked.ids));
  return inOrder(
    picked,
    rows.map((row) => ({
      ...row,
      name: `${row.firstName} ${row.lastName}`,
      isOwner: row.id === agency.ownerId,
    })),
  );
}

export async function listAgencyClients(
  ctx: PlatformContext,
  agencyId: string,
  query: PlatformListQuery,
) {
  await requireAgency(ctx, agencyId);
  const picked = await pickClients(ctx, { agencyId }, query);
  if (picked.ids.length === 0) return inOrder(picked, []);
  const rows = await ctx.db
    .select({
      id: clients.id,
      brandName: clients.brandName,
      sectorMain: clients.sectorMain,
      sectorSub: clients.sectorSub,
      contactCount: sql<number>`(select count(*)::int from client_contacts as contact
        where contact.client_id = clients.id)`.mapWith(Number),
    })
    .from(clients)
    .where(inArray(clients.id, picked.ids));
  return inOrder(
    picked,
    rows.map((row) => ({ ...row, sectorMain: row.sectorMain as SectorMain | null })),
  );
}

export async function listAgencyInfluencers(
  ctx: PlatformContext,
  agencyId: string,
  query: PlatformListQuery,
) {
  await requireAgency(ctx, agencyId);
  const picked = await pickInfluencers(ctx, { agencyId }, query);
  if (picked.ids.length === 0) return inOrder(picked, []);
  const rows = await ctx.db
    .select({
      id: influencers.id,
      fullName: influencers.fullName,
      username: influencers.username,
      isExclusive: influencers.isExclusive,
      isArchived: influencers.isArchived,
    })
    .from(influencers)
    .where(inArray(influencers.id, picked.ids));
  return inOrder(picked, rows);
}

export async function listAgencyCollaborations(
  ctx: PlatformContext,
  agencyId: string,
  query: PlatformListQuery,
) {
  await requireAgency(ctx, agencyId);
  const picked = await pickCollaborations(ctx, { agencyId }, query);
  if (picked.ids.length === 0) return inOrder(picked, []);
  const rows = await ctx.db
    .select({
      id: collaborations.id,
      name: collaborations.name,
      brand: collaborations.brand,
      contactDate: collaborations.contactDate,
      isQuoteSent: collaborations.isQuoteSent,
      isPaymentReceived: collaborations.isPaymentReceived,
      revenueCents: collaborations.totalCents,
    })
    .from(collaborations)
    .where(inArray(collaborations.id, picked.ids));
  return inOrder(
    picked,
    rows.map(({ isQuoteSent, isPaymentReceived, ...row }) => ({
      ...row,
      status: getStoredStatus({ isQuoteSent, isPaymentReceived }),
    })),
  );
}
