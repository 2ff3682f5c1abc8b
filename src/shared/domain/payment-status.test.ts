import { describe, expect, it } from 'vitest';
import { amountToInvoiceCents } from '#shared/domain/invoicing';
import {
  getPaymentFix,
  getPaymentMismatch,
  isPaidAtPercentage,
  remainingToPayCents,
} from '#shared/domain/payment-status';

describe('getPaymentMismatch', () => {
  it('sees a paid line at 0 % and a pending line at 100 %', () => {
    expect(getPaymentMismatch({ isPaid: true, paidPercentage: 0 })).toBe('paid_at_zero');
    expect(getPaymentMismatch({ isPaid: false, paidPercentage: 100 })).toBe('pending_at_full');
  });

  it('leaves agreeing and partial lines alone', () => {
    expect(getPaymentMismatch({ isPaid: true, paidPercentage: 100 })).toBeNull();
    expect(getPaymentMismatch({ isPaid: false, paidPercentage: 0 })).toBeNull();
    expect(getPaymentMismatch({ isPaid: true, paidPercentage: 60 })).toBeNull();
    expect(getPaymentMismatch({ isPaid: false, paidPercentage: 99 })).toBeNull();
    expect(getPaymentMismatch({ isPaid: true, paidPercentage: 1 })).toBeNull();
  });
});

describe('getPaymentFix', () => {
  it('records 100 % on a paid line at 0 %, and marks paid a line at 100 %', () => {
    expect(getPaymentFix('paid_at_zero')).toEqual({ paidPercentage: 100 });
    expect(getPaymentFix('pending_at_full')).toEqual({ isPaid: true });
  });

  it('leaves no mismatch once applied', () => {
    const paidAtZero = { isPaid: true, paidPercentage: 0 };
    expect(getPaymentMismatch({ ...paidAtZero, ...getPaymentFix('paid_at_zero') })).toBeNull();
    const pendingAtFull = { isPaid: false, paidPercentage: 100 };
    expect(
      getPaymentMismatch({ ...pendingAtFull, ...getPaymentFix('pending_at_full') }),
    ).toBeNull();
  });
});

describe('isPaidAtPercentage', () => {
  it('is paid at exactly 100 %, pending below', () => {
    expect(isPaidAtPercentage(100)).toBe(true);
    expect(isPaidAtPercentage(99)).toBe(false);
    expect(isPaidAtPercentage(0)).toBe(false);
  });
});

describe('remainingToPayCents', () => {
  it('is the rate at 0 % and nothing at 100 %', () => {
    expect(remainingToPayCents(150_000, 0)).toBe(150_000);
    expect(remainingToPayCents(150_000, 100)).toBe(0);
    expect(remainingToPayCents(150_000, 40)).toBe(90_000);
  });

  it('adds up with the rounded amount to the rate, to the cent', () => {
    for (const [rate, percentage] of [
      [333, 50],
      [1_001, 33],
      [99_999, 67],
      [1, 50],
    ] as const) {
      expect(amountToInvoiceCents(rate, percentage) + remainingToPayCents(rate, percentage)).toBe(
        rate,
      );
    }
    expect(remainingToPayCents(333, 50)).toBe(166);
  });

  it('counts nothing for a broken rate', () => {
    expect(remainingToPayCents(Number.NaN, 10)).toBe(0);
  });
});
