import { describe, expect, it } from 'vitest';
import { deriveCollaborationStatus } from '#shared/domain/collaboration-status';
import {
  STATUS_FLAGS,
  getStoredIndicators,
  getStoredStatus,
  isCollaborationInvoiceSent,
  keepNumbersOfSwitchesOn,
} from '#shared/domain/collaboration-switches';

const off = {
  isQuoteSent: false,
  isContractSigned: false,
  isCastingValidated: false,
  isInvoiceSent: false,
  isPaymentReceived: false,
  postProgress: 0,
  invoiceNumber: '',
};

describe('keepNumbersOfSwitchesOn', () => {
  it('keeps the numbers of switches that are on', () => {
    const values = {
      isQuoteSent: true,
      quoteNumber: 'D-1',
      isInvoiceSent: true,
      invoiceNumber: 'F-1',
    };
    expect(keepNumbersOfSwitchesOn(values)).toEqual(values);
  });

  it('clears the number of a switch turned off', () => {
    expect(
      keepNumbersOfSwitchesOn({
        isQuoteSent: false,
        quoteNumber: 'D-1',
        isInvoiceSent: false,
        invoiceNumber: 'F-1',
        name: 'Été',
      }),
    ).toEqual({
      isQuoteSent: false,
      quoteNumber: '',
      isInvoiceSent: false,
      invoiceNumber: '',
      name: 'Été',
    });
  });
});

describe('isCollaborationInvoiceSent', () => {
  it('reads the switch, with or without a number', () => {
    expect(isCollaborationInvoiceSent({ isInvoiceSent: true, invoiceNumber: '' })).toBe(true);
    expect(isCollaborationInvoiceSent({ isInvoiceSent: false, invoiceNumber: '' })).toBe(false);
  });

  it('reads an older row with a number and no switch as sent', () => {
    expect(isCollaborationInvoiceSent({ isInvoiceSent: false, invoiceNumber: 'F-7' })).toBe(true);
    expect(isCollaborationInvoiceSent({ isInvoiceSent: false, invoiceNumber: '  ' })).toBe(false);
  });
});

describe('getStoredIndicators', () => {
  it('is all off for a new collaboration', () => {
    expect(Object.values(getStoredIndicators(off))).toEqual(Array(6).fill(false));
  });

  it('maps every stored switch to its indicator, published only at 100', () => {
    expect(
      getStoredIndicators({
        ...off,
        isQuoteSent: true,
        isContractSigned: true,
        isCastingValidated: true,
        isInvoiceSent: true,
        isPaymentReceived: true,
        postProgress: 100,
      }),
    ).toEqual({
      quoteSent: true,
      contractSigned: true,
      castingValidated: true,
      postPublished: true,
      invoiceSent: true,
      paymentReceived: true,
    });
    expect(getStoredIndicators({ ...off, postProgress: 50 }).postPublished).toBe(false);
  });
});

describe('STATUS_FLAGS', () => {
  const combinations = [true, false].flatMap((isQuoteSent) =>
    [true, false].map((isPaymentReceived) => ({ isQuoteSent, isPaymentReceived })),
  );

  it.each(combinations)('selects exactly the rows of their status (%o)', (flags) => {
    const status = deriveCollaborationStatus({
      quoteSent: flags.isQuoteSent,
      paymentReceived: flags.isPaymentReceived,
    });
    expect(getStoredStatus(flags)).toBe(status);
    const matching = Object.entries(STATUS_FLAGS).filter(
      ([, wanted]) =>
        wanted.isPaymentReceived === flags.isPaymentReceived &&
        (wanted.isQuoteSent === null || wanted.isQuoteSent === flags.isQuoteSent),
    );
    expect(matching.map(([name]) => name)).toEqual([status]);
  });
});
