// The client's side of a demo deal (issue 20, decision 0032): what was billed (HT), when it was
// invoiced and its 'Frais annexes (HT)', with the costs' sum and the margin the collaboration
// service would store, from the same shared rule (getDealProfit). Rentabilité then has
// something to show on a demo agency.
import { addDays } from 'date-fns';
import { parseDay, toDay } from '#shared/domain/dates';
import { getDealProfit } from '#shared/domain/profitability';
import type { DemoCollaboration } from '#server/features/demo/collaboration-rows';
import type { Random } from '#server/features/demo/french-data';

const COST_LABELS = ['Production', 'Livraison', 'Publicité'] as const;

/** Euros rounded to the ten, as a quote or a supplier's invoice says them. */
const roundToTenEuros = (cents: number) => Math.round(cents / 1000) * 1000;

function makeCosts(random: Random, creatorsCents: number) {
  const count = random.int(1, 2);
  const first = random.int(0, COST_LABELS.length - 1);
  return Array.from({ length: count }, (_, index) => ({
    label: COST_LABELS[(first + index) % COST_LABELS.length]!,
    // 2–8 % of the creators' rates each, 50 € at least.
    amountCents: Math.max(5000, roundToTenEuros(creatorsCents * (0.02 + random.next() * 0.06))),
  }));
}

/**
 * About four deals in five billed: every deal with a quote sent, two in five of the others.
 * Billed at 1.15–1.6 times the creators' rates, one in twelve below them (a loss); a third with
 * one or two cost lines; invoiced 1–6 weeks after the contact when the invoice is sent.
 */
export function withBilling(random: Random, deal: DemoCollaboration): DemoCollaboration {
  const { row } = deal;
  if (!row.isQuoteSent && !random.chance(0.4)) return deal;
  const factor = random.chance(1 / 12) ? 0.8 + random.next() * 0.18 : 1.15 + random.next() * 0.45;
  const billedCents = roundToTenEuros(row.totalCents * factor);
  const costs = random.chance(1 / 3) ? makeCosts(random, row.totalCents) : [];
  const contact = parseDay(row.contactDate) as Date;
  const invoiceDate = row.isInvoiceSent ? toDay(addDays(contact, random.int(7, 42))) : null;
  const { costsCents, marginCents } = getDealProfit({
    billedCents,
    totalCents: row.totalCents,
    costs,
  });
  return {
    ...deal,
    row: { ...row, billedCents, invoiceDate, costsCents, marginCents },
    costs,
  };
}
