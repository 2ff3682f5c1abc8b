import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AgencyContext } from '#server/lib/context';
import { formatEuros } from '#shared/domain/money';
import {
  getPaymentLines,
  getPaymentTotals,
  paymentFilter,
} from '#server/features/assistant/tools/feature-services';
import { tenantPaymentSearch as v } from '#server/db/schema/collaborations';
import { defineTool, MAX_TOOL_ROWS } from '#server/features/assistant/tools/tool';

/** The ledger's unpaid lines (newest deal first) and the totals of its two cards. */
async function findPendingPayments(ctx: AgencyContext) {
  const filters = { q: '', from: undefined, to: undefined };
  const totals = await getPaymentTotals(ctx, filters);
  const positions = await ctx.db
    .select({ id: v.id })
    .from(v)
    .where(and(paymentFilter(ctx, filters), eq(v.isCreatorInvoicePaid, false)))
    .orderBy(desc(v.dealDate), desc(v.id))
    .limit(MAX_TOOL_ROWS);
  const lines = await getPaymentLines(
    ctx,
    positions.map((position) => position.id),
  );
  return {
    pending: { count: totals.pending.count, amount: formatEuros(totals.pending.amountCents) },
    paid: { count: totals.paid.count, amount: formatEuros(totals.paid.amountCents) },
    items: lines.map((line) => ({
      influencer: line.fullName,
      collaboration: line.collaborationName,
      brand: line.brand,
      dealDate: line.dealDate,
      amount: formatEuros(line.amountCents),
      paidPercentage: line.paidPercentage,
    })),
  };
}
export type PendingPaymentsResult = Awaited<ReturnType<typeof findPendingPayments>>;

export const pendingPaymentsTool = defineTool({
  name: 'pending_payments',
  sections: ['accounting'],
  description:
    'Influencer payments still to make (the accounting ledger: lines of deals whose payment ' +
    'was received and whose creator invoice is unpaid): totals and up to 10 lines.',
  input: z.object({}),
  run: (ctx) => findPendingPayments(ctx),
});
