import { and, eq, sql } from 'drizzle-orm';
import { collaborationInfluencers, collaborations } from '#server/db/schema/collaborations';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent } from '#server/lib/history';
import { influencerLineLabel as lineLabel } from '#shared/domain/history-fields';
import { getPaymentLines } from '#server/features/payments/payment-rows';
import { isPaidAtPercentage } from '#shared/domain/payment-status';
import type { PaymentChange } from '#shared/schemas/payments';

/**
 * One line's payment state, in one UPDATE of that row only: two people editing two lines of
 * the same deal never overwrite each other. Paid records when and by whom; pending clears it.
 * Only lines of deals whose payment was received are in the ledger. With `syncPaid` the flag
 * follows the new percentage (spec §4): paid at 100 %, pending otherwise.
 */
export async function updatePaymentLine(ctx: AgencyContext, id: string, change: PaymentChange) {
  const line = collaborationInfluencers;
  const isPaid =
    change.syncPaid && change.paidPercentage !== undefined
      ? isPaidAtPercentage(change.paidPercentage)
      : change.isPaid;
  const paid =
    isPaid === undefined
      ? {}
      : isPaid
        ? {
            isCreatorInvoicePaid: true,
            // Paying an already paid line keeps its first date and payer.
            paidAt: sql`coalesce(${line.paidAt}, now())`,
            paidBy: sql`coalesce(${line.paidBy}, ${ctx.user.id}::uuid)`,
          }
        : { isCreatorInvoicePaid: false, paidAt: null, paidBy: null };
  const [before] = await ctx.db
    .select({
      collaborationId: line.collaborationId,
      name: collaborations.name,
      fullName: line.fullName,
      rateCents: line.rateCents,
      isCreatorInvoicePaid: line.isCreatorInvoicePaid,
      paidPercentage: line.paidPercentage,
    })
    .from(line)
    .innerJoin(collaborations, eq(collaborations.id, line.collaborationId))
    .where(and(eq(line.id, id), eq(line.agencyId, ctx.agencyId), eq(line.isDealPaid, true)))
    .for('update', { of: line });
  if (!before) throw notFound();
  const [updated] = await ctx.db
    .update(line)
    .set({
      ...paid,
      ...(change.paidPercentage === undefined ? {} : { paidPercentage: change.paidPercentage }),
      updatedAt: new Date(),
    })
    .where(and(eq(line.id, id), eq(line.agencyId, ctx.agencyId), eq(line.isDealPaid, true)))
    .returning({
      id: line.id,
      fullName: line.fullName,
      rateCents: line.rateCents,
      isCreatorInvoicePaid: line.isCreatorInvoicePaid,
      paidPercentage: line.paidPercentage,
    });
  if (!updated) throw notFound();
  const [was, now] = [lineLabel(before), lineLabel(updated)];
  await recordEvent(ctx, {
    kind: 'collaboration',
    recordId: before.collaborationId,
    label: before.name,
    action: 'update',
    changes: was === now ? [] : [{ field: 'influencers', added: [now], removed: [was] }],
    signals: isPaid === undefined ? [] : ['payment.marked'],
  });
  const [view] = await getPaymentLines(ctx, [id]);
  return view;
}
