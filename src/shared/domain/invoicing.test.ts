import { describe, expect, it } from 'vitest';
import {
  amountToInvoiceCents,
  parsePaidPercentage,
  sumDeliverablePrices,
  sumPaymentLines,
} from '#shared/domain/invoicing';

describe('sumDeliverablePrices', () => {
  it('adds the prices of the deliverables', () => {
    expect(sumDeliverablePrices([{ priceCents: 50000 }, { priceCents: 25050 }])).toBe(75050);
  });

  it('is 0 without deliverables', () => {
    expect(sumDeliverablePrices([])).toBe(0);
  });

  it('counts missing or invalid prices as 0', () => {
    expect(
      sumDeliverablePrices([
        { priceCents: 10000 },
        {},
        { priceCents: null },
        { priceCents: NaN },
        { priceCents: Infinity },
        { priceCents: -500 },
        { priceCents: '300' as unknown as number },
        { priceCents: 2000 },
      ]),
    ).toBe(12000);
  });
});

describe('parsePaidPercentage', () => {
  it('keeps integers between 0 and 100', () => {
    expect(parsePaidPercentage(0)).toBe(0);
    expect(parsePaidPercentage(50)).toBe(50);
    expect(parsePaidPercentage(100)).toBe(100);
    expect(parsePaidPercentage('30')).toBe(30);
  });

  it('truncates like parseInt', () => {
    expect(parsePaidPercentage(45.9)).toBe(45);
    expect(parsePaidPercentage('45.9')).toBe(45);
    expect(parsePaidPercentage(' 50 %')).toBe(50);
    expect(parsePaidPercentage('75abc')).toBe(75);
  });

  it('clamps to 0..100', () => {
    expect(parsePaidPercentage(150)).toBe(100);
    expect(parsePaidPercentage('101')).toBe(100);
    expect(parsePaidPercentage(-5)).toBe(0);
    expect(parsePaidPercentage('-1')).toBe(0);
  });

  it('is 0 when not numeric', () => {
    for (const value of ['', 'abc', '%50', null, undefined, NaN, {}, true]) {
      expect(parsePaidPercentage(value)).toBe(0);
    }
  });
});

describe('amountToInvoiceCents', () => {
  it('is rate × percentage / 100', () => {
    expect(amountToInvoiceCents(100000, 50)).toBe(50000);
    expect(amountToInvoiceCents(100000, 100)).toBe(100000);
    expect(amountToInvoiceCents(100000, 0)).toBe(0);
    expect(amountToInvoiceCents(12345, 30)).toBe(3704);
  });

  it('rounds to the nearest cent', () => {
    expect(amountToInvoiceCents(999, 50)).toBe(500);
    expect(amountToInvoiceCents(333, 33)).toBe(110);
  });

  it('parses the percentage first', () => {
    expect(amountToInvoiceCents(100000, 150)).toBe(100000);
    expect(amountToInvoiceCents(100000, -20)).toBe(0);
    expect(amountToInvoiceCents(100000, 33.9)).toBe(33000);
    expect(amountToInvoiceCents(100000, NaN)).toBe(0);
  });

  it('is 0 for an invalid rate', () => {
    expect(amountToInvoiceCents(NaN, 50)).toBe(0);
    expect(amountToInvoiceCents(Infinity, 50)).toBe(0);
  });
});

describe('sumPaymentLines', () => {
  it('splits paid and unpaid lines', () => {
    expect(
      sumPaymentLines([
        { amountCents: 10000, isPaid: true },
        { amountCents: 2500, isPaid: false },
        { amountCents: 5000, isPaid: true },
        { amountCents: 1250, isPaid: false },
      ]),
    ).toEqual({ pendingCents: 3750, paidCents: 15000 });
  });

  it('is zero for no lines', () => {
    expect(sumPaymentLines([])).toEqual({ pendingCents: 0, paidCents: 0 });
  });

  it('skips amounts that are not numbers', () => {
    expect(
      sumPaymentLines([
        { amountCents: NaN, isPaid: true },
        { amountCents: 700, isPaid: false },
      ]),
    ).toEqual({ pendingCents: 700, paidCents: 0 });
  });
});
