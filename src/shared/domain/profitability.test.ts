import { describe, expect, it } from 'vitest';
import {
  formatMarginRate,
  getDealProfit,
  getMarginCents,
  getMarginRate,
  sumCostsCents,
} from '#shared/domain/profitability';

describe('sumCostsCents', () => {
  it('adds the cost lines to the cent', () => {
    expect(sumCostsCents([{ amountCents: 15_050 }, { amountCents: 4_950 }])).toBe(20_000);
  });

  it('counts missing or broken amounts as 0, and no lines as 0', () => {
    expect(sumCostsCents([{ amountCents: null }, {}, { amountCents: Number.NaN }])).toBe(0);
    expect(sumCostsCents([{ amountCents: -500 }, { amountCents: 100 }])).toBe(100);
    expect(sumCostsCents([])).toBe(0);
    expect(sumCostsCents(null)).toBe(0);
  });
});

describe('getMarginCents', () => {
  it('is billed minus the creators minus the costs', () => {
    expect(getMarginCents(500_000, 300_000, 20_000)).toBe(180_000);
  });

  it('goes negative when the deal costs more than it bills', () => {
    expect(getMarginCents(100_000, 120_000, 5_000)).toBe(-25_000);
  });

  it('counts missing creators or costs as 0', () => {
    expect(getMarginCents(100_000, null, undefined)).toBe(100_000);
    expect(getMarginCents(100_000, 40_000, null)).toBe(60_000);
  });

  it('is null while nothing is billed, and a loss when 0 is billed', () => {
    expect(getMarginCents(null, 300_000, 0)).toBeNull();
    expect(getMarginCents(undefined, 0, 0)).toBeNull();
    expect(getMarginCents(0, 300_000, 0)).toBe(-300_000);
  });
});

describe('getMarginRate', () => {
  it('is the margin over the billed amount', () => {
    expect(getMarginRate(180_000, 500_000)).toBe(0.36);
    expect(getMarginRate(-25_000, 100_000)).toBe(-0.25);
  });

  it('is null at 0 billed or without a margin', () => {
    expect(getMarginRate(-300_000, 0)).toBeNull();
    expect(getMarginRate(null, 100_000)).toBeNull();
    expect(getMarginRate(0, null)).toBeNull();
  });
});

describe('getDealProfit', () => {
  it('gives the journey deal: 5 000 € billed, 3 000 € creators, 200 € costs', () => {
    const profit = getDealProfit({
      billedCents: 500_000,
      totalCents: 300_000,
      costs: [{ amountCents: 15_000 }, { amountCents: 5_000 }],
    });
    expect(profit).toEqual({
      costsCents: 20_000,
      marginCents: 180_000,
      marginRate: 0.36,
      isLoss: false,
    });
    expect(formatMarginRate(profit.marginRate)).toBe('36\u00a0%');
  });

  it('flags a loss', () => {
    const profit = getDealProfit({ billedCents: 1_000, totalCents: 2_000, costs: [] });
    expect(profit.isLoss).toBe(true);
    expect(profit.marginCents).toBe(-1_000);
  });

  it('is not a loss while nothing is billed', () => {
    const profit = getDealProfit({ billedCents: null, totalCents: 2_000, costs: undefined });
    expect(profit).toMatchObject({ marginCents: null, marginRate: null, isLoss: false });
  });
});

describe('formatMarginRate', () => {
  it('writes a rate the French way', () => {
    expect(formatMarginRate(-0.125)).toBe('-12,5\u00a0%');
    expect(formatMarginRate(null)).toBe('—');
    expect(formatMarginRate(-0.00001)).toBe('0\u00a0%');
  });
});
