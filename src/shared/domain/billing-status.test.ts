import { describe, expect, it } from 'vitest';
import { deriveBillingStatus, getDocumentNumberState } from '#shared/domain/billing-status';

const none = { isPaymentReceived: false, isInvoiceSent: false, invoiceNumber: '' };

describe('deriveBillingStatus', () => {
  it('is pending while no invoice is sent nor payment received', () => {
    expect(deriveBillingStatus(none)).toBe('pending');
  });

  it('is invoiced once the invoice is sent, with or without its number', () => {
    expect(deriveBillingStatus({ ...none, isInvoiceSent: true })).toBe('invoiced');
    expect(deriveBillingStatus({ ...none, isInvoiceSent: true, invoiceNumber: 'F-12' })).toBe(
      'invoiced',
    );
  });

  it('reads an invoice number written before the switch existed as sent', () => {
    expect(deriveBillingStatus({ ...none, invoiceNumber: 'F-12' })).toBe('invoiced');
  });

  it('is paid once the payment is received, whatever the invoice switch says', () => {
    expect(deriveBillingStatus({ ...none, isPaymentReceived: true })).toBe('paid');
    expect(
      deriveBillingStatus({ isPaymentReceived: true, isInvoiceSent: true, invoiceNumber: 'F-1' }),
    ).toBe('paid');
  });
});

describe('getDocumentNumberState', () => {
  it('gives the number when there is one', () => {
    expect(getDocumentNumberState(true, ' F-12 ')).toEqual({ kind: 'numbered', number: 'F-12' });
  });

  it('says the number is missing when the document was sent without one', () => {
    expect(getDocumentNumberState(true, '')).toEqual({ kind: 'number_missing' });
    expect(getDocumentNumberState(true, null)).toEqual({ kind: 'number_missing' });
  });

  it('says the document was not sent otherwise', () => {
    expect(getDocumentNumberState(false, '')).toEqual({ kind: 'not_sent' });
    expect(getDocumentNumberState(false, undefined)).toEqual({ kind: 'not_sent' });
  });
});
