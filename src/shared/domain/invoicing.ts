// Amounts of the accounting screen (spec §5, §9). All amounts are integer cents.

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

// An influencer's rate is the sum of its deliverables; a missing or broken price must not
// turn the whole rate into NaN, so it counts as 0.
export function sumDeliverablePrices(
  deliverables: ReadonlyArray<{ priceCents?: number | null }>,
): number {
  return deliverables.reduce((total, { priceCents }) => {
    return isAmount(priceCents) && priceCents >= 0 ? total + Math.round(priceCents) : total;
  }, 0);
}

// The inline edit accepts anything typed; parseInt semantics keep "50 %" as 50.
export function parsePaidPercentage(input: unknown): number {
  const parsed = Number.parseInt(String(input), 10);
  if (Number.isNaN(parsed)) return 0;
  return Math.min(100, Math.max(0, parsed));
}

export function amountToInvoiceCents(rateCents: number, paidPercentage: number): number {
  if (!isAmount(rateCents)) return 0;
  // `|| 0` avoids a -0 when the rate is negative and the percentage 0.
  return Math.round((rateCents * parsePaidPercentage(paidPercentage)) / 100) || 0;
}

// 'En attente' sums the unpaid lines, 'Payé' the paid ones.
export function sumPaymentLines(lines: ReadonlyArray<{ amountCents: number; isPaid: boolean }>): {
  pendingCents: number;
  paidCents: number;
} {
  let pendingCents = 0;
  let paidCents = 0;
  for (const line of lines) {
    if (!isAmount(line.amountCents)) continue;
    if (line.isPaid) paidCents += line.amountCents;
    else pendingCents += line.amountCents;
  }
  return { pendingCents, paidCents };
}
