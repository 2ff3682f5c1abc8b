// An influencer added to a deal brings its rates as its first deliverables (issue 11): the
// prices were agreed once, on the influencer's record, and are not typed again. They are only
// a start: the deal's lines stay editable, and a later change of the rates leaves them alone.

export type RateDeliverable = {
  type: string;
  description: string;
  priceCents: number;
  isPosted: boolean;
};

export function getDeliverablesFromRates(
  rates: ReadonlyArray<{ type: string; priceCents: number }>,
): RateDeliverable[] {
  return rates.map((rate) => ({
    type: rate.type,
    description: '',
    priceCents: rate.priceCents,
    isPosted: false,
  }));
}
