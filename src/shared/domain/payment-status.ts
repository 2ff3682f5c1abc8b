// A ledger line's paid flag beside its percentage (issue 27). Both are typed by hand — the
// toggle and the inline edit — so they can disagree; the screen shows a disagreement and
// offers its fix, as a deal's billing does (billing-status.ts), instead of showing 'Payé'
// beside '0 %' as if all were well.
import { amountToInvoiceCents, parsePaidPercentage } from '#shared/domain/invoicing';

/**
 * - `paid_at_zero`: marked 'Payé' while 0 % of the rate is recorded as paid;
 * - `pending_at_full`: 'En attente' while 100 % is recorded as paid.
 * A paid line at 60 % is not a contradiction: a creator may settle for part of the rate.
 */
export type PaymentMismatch = 'paid_at_zero' | 'pending_at_full';

export function getPaymentMismatch(line: {
  isPaid: boolean;
  paidPercentage: number;
}): PaymentMismatch | null {
  const percentage = parsePaidPercentage(line.paidPercentage);
  if (line.isPaid && percentage === 0) return 'paid_at_zero';
  if (!line.isPaid && percentage === 100) return 'pending_at_full';
  return null;
}

/**
 * The one-click fix: both move toward what the deliberate action said. 'Payé' is a click that
 * records when and by whom, while 0 % is the percentage every line starts with: the line was
 * paid, its percentage never entered, so 100 %. A typed 100 % with the flag left at its
 * default: the line is paid.
 */
export function getPaymentFix(
  mismatch: PaymentMismatch,
): { paidPercentage: 100 } | { isPaid: true } {
  return mismatch === 'paid_at_zero' ? { paidPercentage: 100 } : { isPaid: true };
}

/**
 * The spec's optional sync of the percentage edit (§4): the flag follows the percentage, paid
 * at exactly 100 % and pending otherwise.
 */
export const isPaidAtPercentage = (paidPercentage: number) =>
  parsePaidPercentage(paidPercentage) === 100;

/**
 * What is still owed on a line: rate − rate × % / 100, the complement of the rounded amount,
 * so that amount + remaining is the rate to the cent.
 */
export function remainingToPayCents(rateCents: number, paidPercentage: number): number {
  if (!Number.isFinite(rateCents)) return 0;
  return Math.round(rateCents) - amountToInvoiceCents(rateCents, paidPercentage);
}
