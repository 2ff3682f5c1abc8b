import { describe, expect, it } from 'vitest';
import {
  MAX_TOTAL_CENTS,
  getCollaborationTotalCents,
  isStorableTotal,
  withInfluencerRates,
} from '#shared/domain/collaboration-totals';

const influencer = (prices: (number | null)[], paidPercentage = 0) => ({
  deliverables: prices.map((priceCents) => ({ priceCents })),
  paidPercentage,
});

describe('withInfluencerRates', () => {
  it("gives each influencer the sum of its deliverables' prices", () => {
    const [first, second] = withInfluencerRates([influencer([50_000, 25_050]), influencer([])]);
    expect(first?.rateCents).toBe(75_050);
    expect(second?.rateCents).toBe(0);
  });

  it('counts a missing price as 0 and keeps the other fields', () => {
    const [line] = withInfluencerRates([{ ...influencer([null, 1_000]), fullName: 'Léa' }]);
    expect(line).toMatchObject({ fullName: 'Léa', rateCents: 1_000 });
  });

  it('gives the amount to invoice at the paid percentage', () => {
    const [line] = withInfluencerRates([influencer([10_001], 50)]);
    expect(line?.amountToInvoiceCents).toBe(5_001);
  });
});

describe('getCollaborationTotalCents', () => {
  it('sums the rates of every influencer', () => {
    expect(getCollaborationTotalCents([influencer([100, 200]), influencer([300])])).toBe(600);
  });

  it('is 0 without influencers', () => {
    expect(getCollaborationTotalCents([])).toBe(0);
  });
});

describe('isStorableTotal', () => {
  it('accepts 0 up to the largest integer column value', () => {
    expect(isStorableTotal(0)).toBe(true);
    expect(isStorableTotal(MAX_TOTAL_CENTS)).toBe(true);
  });

  it('refuses more, negatives and non-integers', () => {
    expect(isStorableTotal(MAX_TOTAL_CENTS + 1)).toBe(false);
    expect(isStorableTotal(-1)).toBe(false);
    expect(isStorableTotal(Number.NaN)).toBe(false);
  });
});
