// The money of a collaboration (spec §5, §9): an influencer's rate is the sum of its
// deliverables' prices, the collaboration's total the sum of its influencers' rates. The form
// shows them as lines change and the server stores them on save, both from these functions.
import { amountToInvoiceCents, sumDeliverablePrices } from '#shared/domain/invoicing';

type PricedDeliverable = { priceCents?: number | null };
type PricedInfluencer = {
  deliverables: ReadonlyArray<PricedDeliverable>;
  paidPercentage?: number | null;
};

// PostgreSQL `integer`: the largest rate or total a collaboration can hold.
export const MAX_TOTAL_CENTS = 2_147_483_647;

/** Each influencer with its rate and the part of it to invoice at its paid percentage. */
export function withInfluencerRates<T extends PricedInfluencer>(influencers: readonly T[]) {
  return influencers.map((influencer) => {
    const rateCents = sumDeliverablePrices(influencer.deliverables);
    return {
      ...influencer,
      rateCents,
      amountToInvoiceCents: amountToInvoiceCents(rateCents, influencer.paidPercentage ?? 0),
    };
  });
}

/** The collaboration's total: the sum of its influencers' rates (CA of spec §9). */
export function getCollaborationTotalCents(influencers: ReadonlyArray<PricedInfluencer>): number {
  return influencers.reduce(
    (total, influencer) => total + sumDeliverablePrices(influencer.deliverables),
    0,
  );
}

/** A total the database cannot store is refused in the form rather than failing on save. */
export function isStorableTotal(totalCents: number): boolean {
  return Number.isSafeInteger(totalCents) && totalCents >= 0 && totalCents <= MAX_TOTAL_CENTS;
}
