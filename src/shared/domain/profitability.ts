// What a deal earns (issue 20, decision 0032): the client's side of a collaboration against
// its creators' rates and its other costs. Amounts are integer cents; the form shows them as
// lines change and the server stores the margin from these same functions.

type PricedCost = { amountCents?: number | null };

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** 'Frais annexes (HT)': the sum of the cost lines; a missing or broken amount counts 0. */
export function sumCostsCents(costs: ReadonlyArray<PricedCost> | null | undefined): number {
  return (costs ?? []).reduce(
    (total, { amountCents }) =>
      isAmount(amountCents) && amountCents >= 0 ? total + Math.round(amountCents) : total,
    0,
  );
}

/**
 * Marge = billed − creators' rates − costs, or null while nothing is billed (such a deal is
 * left out of Rentabilité). Missing rates or costs count 0.
 */
export function getMarginCents(
  billedCents: number | null | undefined,
  creatorsCents: number | null | undefined,
  costsCents: number | null | undefined,
): number | null {
  if (!isAmount(billedCents)) return null;
  const creators = isAmount(creatorsCents) ? creatorsCents : 0;
  const costs = isAmount(costsCents) ? costsCents : 0;
  return Math.round(billedCents) - Math.round(creators) - Math.round(costs);
}

/**
 * Taux de marge = margin / billed, a fraction (0.36 for 36 %), or null when it means nothing:
 * no margin, or nothing (0) billed.
 */
export function getMarginRate(
  marginCents: number | null | undefined,
  billedCents: number | null | undefined,
): number | null {
  if (!isAmount(marginCents) || !isAmount(billedCents) || billedCents === 0) return null;
  return marginCents / billedCents;
}

/** A deal's whole client side, from what the form holds or the server stores. */
export function getDealProfit(deal: {
  billedCents: number | null | undefined;
  totalCents: number | null | undefined;
  costs: ReadonlyArray<PricedCost> | null | undefined;
}) {
  const costsCents = sumCostsCents(deal.costs);
  const marginCents = getMarginCents(deal.billedCents, deal.totalCents, costsCents);
  return {
    costsCents,
    marginCents,
    marginRate: getMarginRate(marginCents, deal.billedCents),
    isLoss: marginCents !== null && marginCents < 0,
  };
}

const percent = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** '36 %', '-12,5 %', or '—' when there is no rate. */
export function formatMarginRate(rate: number | null | undefined): string {
  if (!isAmount(rate)) return '—';
  // `|| 0` turns -0 into 0.
  return percent.format(Math.round(rate * 1000) / 1000 || 0);
}
