import { and, eq } from 'drizzle-orm';
import { influencers } from '#server/db/schema/address-book';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent } from '#server/lib/history';
import { diffRecordViews } from '#shared/domain/record-history';

const byIdInAgency = (ctx: AgencyContext, id: string) =>
  and(eq(influencers.id, id), eq(influencers.agencyId, ctx.agencyId));

/**
 * Archived influencers leave lists and pickers (spec §4); restoring brings them back. A
 * one-click action (decision 0045): no version needed nor moved, one event when it changed.
 */
export async function setInfluencerArchived(ctx: AgencyContext, id: string, isArchived: boolean) {
  const [before] = await ctx.db
    .select({ isArchived: influencers.isArchived, fullName: influencers.fullName })
    .from(influencers)
    .where(byIdInAgency(ctx, id))
    .for('update');
  if (!before) throw notFound();
  const [changed] = await ctx.db
    .update(influencers)
    .set({ isArchived, updatedAt: new Date() })
    .where(byIdInAgency(ctx, id))
    .returning({ id: influencers.id, isArchived: influencers.isArchived });
  if (!changed) throw notFound();
  await recordEvent(ctx, {
    kind: 'influencer',
    recordId: id,
    label: before.fullName,
    action: 'update',
    changes: diffRecordViews({ isArchived: before.isArchived }, { isArchived }),
  });
  return changed;
}
