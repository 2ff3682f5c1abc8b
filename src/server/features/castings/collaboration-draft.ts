import { and, asc, eq, inArray } from 'drizzle-orm';
import { influencerRates } from '#server/db/schema/address-book';
import { AppError } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { getCasting } from '#server/features/castings/casting-views';
import { castingsScreen as t } from '#shared/i18n/fr-castings';

/**
 * What 'Créer la collaboration' opens the collaboration form with: the casting's name and
 * client, type 'Casting interne', and each accepted influencer with its first rate.
 */
export async function getCollaborationDraft(ctx: AgencyContext, id: string) {
  const casting = await getCasting(ctx, id);
  if (casting.collaborationId !== null) {
    throw new AppError('conflict', 409, t.alreadyLinked);
  }
  const accepted = casting.proposals.filter(
    (proposal) => proposal.status === 'accepted' && proposal.influencerId !== null,
  );
  if (accepted.length === 0) throw new AppError('conflict', 409, t.noAcceptedInfluencer);
  const ids = accepted.map((proposal) => proposal.influencerId as string);
  const rates = await ctx.db
    .selectDistinctOn([influencerRates.influencerId], {
      influencerId: influencerRates.influencerId,
      type: influencerRates.type,
      priceCents: influencerRates.priceCents,
    })
    .from(influencerRates)
    .where(
      and(eq(influencerRates.agencyId, ctx.agencyId), inArray(influencerRates.influencerId, ids)),
    )
    .orderBy(asc(influencerRates.influencerId), asc(influencerRates.position));
  const firstRate = new Map(rates.map((rate) => [rate.influencerId, rate]));
  return {
    castingId: casting.id,
    name: casting.name,
    clientId: casting.clientId,
    brand: casting.brand,
    type: 'casting_interne' as const,
    influencers: accepted.map((proposal) => {
      const rate = firstRate.get(proposal.influencerId as string);
      return {
        influencerId: proposal.influencerId as string,
        fullName: proposal.fullName,
        deliverables: rate
          ? [{ type: rate.type, description: '', priceCents: rate.priceCents, isPosted: false }]
          : [],
      };
    }),
  };
}
