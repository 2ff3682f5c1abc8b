import { and, asc, desc, eq } from 'drizzle-orm';
import { influencerPlatforms, influencerRates, influencers } from '#server/db/schema/address-book';
import { collaborationInfluencers, collaborations } from '#server/db/schema/collaborations';
import { notFound } from '#server/lib/app-error';
import { recordAccess } from '#server/features/superadmin/access-log';
import type { PlatformContext } from '#server/features/superadmin/superadmin-gate';
import { getStoredStatus } from '#shared/domain/collaboration-switches';
import type { DeliverableType, Platform } from '#shared/domain/enums';

/**
 * An influencer of the agency as its detail dialog shows it (influencers-service
 * getInfluencer): every field, platforms and rates in order, and their collaborations. Logged.
 */
export async function getInfluencerRecord(ctx: PlatformContext, agencyId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(influencers)
    .where(and(eq(influencers.id, id), eq(influencers.agencyId, agencyId)));
  if (!row) throw notFound();
  const platforms = await ctx.db
    .select({
      name: influencerPlatforms.name,
      handle: influencerPlatforms.handle,
      audience: influencerPlatforms.audience,
    })
    .from(influencerPlatforms)
    .where(
      and(eq(influencerPlatforms.influencerId, id), eq(influencerPlatforms.agencyId, agencyId)),
    )
    .orderBy(asc(influencerPlatforms.position));
  const rates = await ctx.db
    .select({ type: influencerRates.type, priceCents: influencerRates.priceCents })
    .from(influencerRates)
    .where(and(eq(influencerRates.influencerId, id), eq(influencerRates.agencyId, agencyId)))
    .orderBy(asc(influencerRates.position));
  const deals = await ctx.db
    .select({
      id: collaborations.id,
      name: collaborations.name,
      brand: collaborations.brand,
      type: collaborations.type,
      contactDate: collaborations.contactDate,
      isQuoteSent: collaborations.isQuoteSent,
      isPaymentReceived: collaborations.isPaymentReceived,
      rateCents: collaborationInfluencers.rateCents,
      paidPercentage: collaborationInfluencers.paidPercentage,
      isCreatorInvoicePaid: collaborationInfluencers.isCreatorInvoicePaid,
    })
    .from(collaborationInfluencers)
    .innerJoin(collaborations, eq(collaborations.id, collaborationInfluencers.collaborationId))
    .where(
      and(
        eq(collaborationInfluencers.influencerId, id),
        eq(collaborationInfluencers.agencyId, agencyId),
      ),
    )
    .orderBy(desc(collaborations.contactDate), desc(collaborations.createdAt));
  await recordAccess(ctx, {
    agencyId,
    what: 'influencer',
    recordId: id,
    recordLabel: row.fullName,
  });
  const {
    agencyId: _agencyId,
    searchText: _searchText,
    sortName: _sortName,
    sortKey: _sortKey,
    ...fields
  } = row;
  return {
    ...fields,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    platforms: platforms.map((p) => ({ ...p, name: p.name as Platform })),
    rates: rates.map((r) => ({ ...r, type: r.type as DeliverableType })),
    collaborations: deals.map((deal) => ({ ...deal, status: getStoredStatus(deal) })),
  };
}
