import { and, eq, gte, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  collaborationInfluencers,
  collaborations,
  tenantPaymentSearch,
} from '#server/db/schema/collaborations';
import { users } from '#server/db/schema/identity';
import type { AgencyContext } from '#server/lib/context';
import { searchFilter } from '#server/lib/sql-filters';
import { amountToInvoiceCents } from '#shared/domain/invoicing';
import { getPaymentMismatch, remainingToPayCents } from '#shared/domain/payment-status';
import type { PaymentFilters } from '#shared/schemas/payments';

// The payments ledger (spec §2 Comptabilité): one line per influencer of every deal whose
// payment was received. The lines carry copies of their deal's date, payment and names
// (decision 0027), so filters and sort read one table through its partial indexes.

export const v = tenantPaymentSearch;

/** The filtered set, on the search view (trigram index usable under row-level security). */
export function paymentFilter(ctx: AgencyContext, filters: PaymentFilters): SQL {
  return and(
    eq(v.agencyId, ctx.agencyId),
    eq(v.isDealPaid, true),
    isNotNull(v.dealDate),
    filters.from ? gte(v.dealDate, filters.from) : undefined,
    filters.to ? lte(v.dealDate, filters.to) : undefined,
    // Influencer, deal and brand names, anywhere: their trigrams, or for one or two
    // characters their short pieces (decision 0008).
    searchFilter(filters.q, { searchText: v.searchText }),
  ) as SQL;
}

const payer = alias(users, 'payer');

/** The lines of `ids`, in that order, with their deal and who paid them. */
export async function getPaymentLines(ctx: AgencyContext, ids: string[]) {
  if (ids.length === 0) return [];
  const line = collaborationInfluencers;
  const rows = await ctx.db
    .select({
      id: line.id,
      collaborationId: line.collaborationId,
      collaborationName: collaborations.name,
      brand: collaborations.brand,
      influencerId: line.influencerId,
      fullName: line.fullName,
      dealDate: line.dealDate,
      rateCents: line.rateCents,
      paidPercentage: line.paidPercentage,
      isPaid: line.isCreatorInvoicePaid,
      paidAt: line.paidAt,
      paidById: line.paidBy,
      payerFirstName: payer.firstName,
      payerLastName: payer.lastName,
    })
    .from(line)
    .innerJoin(collaborations, eq(collaborations.id, line.collaborationId))
    .leftJoin(payer, eq(payer.id, line.paidBy))
    .where(and(eq(line.agencyId, ctx.agencyId), inArray(line.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { paidById, payerFirstName, payerLastName, ...rest } = row;
    return [
      {
        ...rest,
        amountCents: amountToInvoiceCents(row.rateCents, row.paidPercentage),
        remainingCents: remainingToPayCents(row.rateCents, row.paidPercentage),
        // Issue 27: 'Payé' at 0 % or 'En attente' at 100 %, shown with its fix.
        mismatch: getPaymentMismatch(row),
        paidAt: row.paidAt?.toISOString() ?? null,
        paidBy:
          paidById === null
            ? null
            : { id: paidById, firstName: payerFirstName ?? '', lastName: payerLastName ?? '' },
      },
    ];
  });
}
export type PaymentLine = Awaited<ReturnType<typeof getPaymentLines>>[number];
