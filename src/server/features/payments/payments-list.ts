import { and, desc, sql } from 'drizzle-orm';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys } from '#server/lib/cursor';
import { getTableVersion } from '#server/lib/table-version';
import { isUuid } from '#server/lib/validate';
import { createVersionedCache } from '#server/lib/versioned-cache';
import { getPaymentLines, paymentFilter, v } from '#server/features/payments/payment-rows';
import { isAcceptedDay } from '#shared/domain/dates';
import type { PaymentFilters, PaymentListQuery } from '#shared/schemas/payments';
import { paymentsScreen } from '#shared/i18n/fr-payments';

type Position = { dealDate: string; id: string };

const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, paymentsScreen.fields.cursor, (keys): Position | null =>
    keys.length === 2 && typeof keys[0] === 'string' && isAcceptedDay(keys[0]) && isUuid(keys[1])
      ? { dealDate: keys[0], id: keys[1] }
      : null,
  );

/** Newest deal first, keyset-paginated on (deal date, line id). */
export async function listPayments(ctx: AgencyContext, query: PaymentListQuery) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const positions = await ctx.db
    .select({ id: v.id, dealDate: v.dealDate })
    .from(v)
    .where(
      and(
        paymentFilter(ctx, query),
        after
          ? sql`(${v.dealDate}, ${v.id}) < (${after.dealDate}::date, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(v.dealDate), desc(v.id))
    .limit(query.limit + 1);
  const page = positions.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await getPaymentLines(
      ctx,
      page.map((position) => position.id),
    ),
    nextCursor:
      positions.length > query.limit && last ? encodeCursorKeys([last.dealDate, last.id]) : null,
  };
}

/**
 * The two cards over the whole filtered set (not the page on screen): how many lines, the sum
 * of their amounts (rate × % / 100, rounded to the cent per line as each line shows it), and
 * what they still owe (rate − that amount; issue 27: 'En attente' alone counted 0 € for a line
 * still at 0 %).
 */
export async function getPaymentTotals(ctx: AgencyContext, filters: PaymentFilters) {
  const version = await getTableVersion(ctx, 'collaboration_influencers');
  const cacheKey = [ctx.agencyId, filters.q, filters.from ?? '', filters.to ?? ''].join('\u0000');
  const known = totalsCache.get(cacheKey, version);
  if (known) return known;
  const totals = await sumPaymentLines(ctx, filters);
  totalsCache.set(cacheKey, version, totals);
  return totals;
}

// The cards of a filter while no line of the agency changed: summing 90,000 lines costs
// 20–30 ms, and the screen asks again after every page, search keystroke and focus.
const totalsCache = createVersionedCache<Awaited<ReturnType<typeof sumPaymentLines>>>();

async function sumPaymentLines(ctx: AgencyContext, filters: PaymentFilters) {
  const rows = await ctx.db
    .select({
      isPaid: v.isCreatorInvoicePaid,
      count: sql<number>`count(*)::int`,
      // Whole-number half-up rounding, as amountToInvoiceCents rounds each line.
      amountCents: sql<string>`coalesce(sum((${v.rateCents}::bigint * ${v.paidPercentage} + 50) / 100), 0)`,
      // What the lines still owe (remainingToPayCents): the rate less the rounded amount.
      remainingCents: sql<string>`coalesce(sum(${v.rateCents}::bigint - (${v.rateCents}::bigint * ${v.paidPercentage} + 50) / 100), 0)`,
    })
    .from(v)
    .where(paymentFilter(ctx, filters))
    .groupBy(v.isCreatorInvoicePaid);
  const of = (isPaid: boolean) => {
    const row = rows.find((candidate) => candidate.isPaid === isPaid);
    return {
      count: row?.count ?? 0,
      amountCents: Number(row?.amountCents ?? 0),
      remainingCents: Number(row?.remainingCents ?? 0),
    };
  };
  return { pending: of(false), paid: of(true) };
}
