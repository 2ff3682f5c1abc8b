import { and, asc, eq, inArray } from 'drizzle-orm';
import { influencerRates } from '#server/db/schema/address-book';
import type { AgencyContext } from '#server/lib/context';
import type { DeliverableType } from '#shared/domain/enums';

type Rate = { type: DeliverableType; priceCents: number };

/**
 * The picker's influencers with their rates, in their order: one added to a deal brings them
 * as its first deliverables (shared/domain/deliverables-from-rates). One query for the whole
 * page, not one per influencer.
 */
export async function withRates<T extends { id: string }>(
  ctx: AgencyContext,
  items: T[],
): Promise<(T & { rates: Rate[] })[]> {
  if (items.length === 0) return [];
  const rows = await ctx.db
    .select({
      influencerId: influencerRates.influencerId,
      type: influencerRates.type,
      priceCents: influencerRates.priceCents,
    })
    .from(influencerRates)
    .where(
      and(
        eq(influencerRates.agencyId, ctx.agencyId),
        inArray(
          influencerRates.influencerId,
          items.map((item) => item.id),
        ),
      ),
    )
    .orderBy(asc(influencerRates.influencerId), asc(influencerRates.position));
  const rates = new Map<string, Rate[]>();
  for (const row of rows) {
    const list = rates.get(row.influencerId) ?? [];
    list.push({ type: row.type as DeliverableType, priceCents: row.priceCents });
    rates.set(row.influencerId, list);
  }
  return items.map((item) => ({ ...item, rates: rates.get(item.id) ?? [] }));
}
