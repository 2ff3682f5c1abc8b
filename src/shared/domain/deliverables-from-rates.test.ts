import { describe, expect, it } from 'vitest';
import { getDeliverablesFromRates } from '#shared/domain/deliverables-from-rates';
import { sumDeliverablePrices } from '#shared/domain/invoicing';

describe('getDeliverablesFromRates', () => {
  it('makes one unposted deliverable per rate, in the rates order, at its price', () => {
    const deliverables = getDeliverablesFromRates([
      { type: 'reel_instagram', priceCents: 125_050 },
      { type: 'story_instagram', priceCents: 30_000 },
    ]);
    expect(deliverables).toEqual([
      { type: 'reel_instagram', description: '', priceCents: 125_050, isPosted: false },
      { type: 'story_instagram', description: '', priceCents: 30_000, isPosted: false },
    ]);
    expect(sumDeliverablePrices(deliverables)).toBe(155_050);
  });

  it('gives nothing for an influencer without rates', () => {
    expect(getDeliverablesFromRates([])).toEqual([]);
  });
});
