import { describe, expect, it } from 'vitest';
import {
  COLLABORATION_STATUSES,
  INDICATOR_KEYS,
  POST_PROGRESS_VALUES,
  deriveCollaborationStatus,
  getCollaborationIndicators,
  isInvoiceSent,
  isPostProgress,
  isPostPublished,
  postProgressForPostedSwitch,
} from '#shared/domain/collaboration-status';

describe('deriveCollaborationStatus', () => {
  it('is completed when the payment is received, whatever the quote', () => {
    expect(deriveCollaborationStatus({ paymentReceived: true, quoteSent: true })).toBe('completed');
    expect(deriveCollaborationStatus({ paymentReceived: true, quoteSent: false })).toBe(
      'completed',
    );
  });

  it('is in progress when only the quote is sent', () => {
    expect(deriveCollaborationStatus({ paymentReceived: false, quoteSent: true })).toBe(
      'in_progress',
    );
  });

  it('is pending when neither is set', () => {
    expect(deriveCollaborationStatus({ paymentReceived: false, quoteSent: false })).toBe('pending');
  });

  it('lists the statuses in workflow order', () => {
    expect(COLLABORATION_STATUSES).toEqual(['pending', 'in_progress', 'completed']);
  });
});

describe('post progress', () => {
  it('offers 0, 30, 50 and 100', () => {
    expect(POST_PROGRESS_VALUES).toEqual([0, 30, 50, 100]);
  });

  it('recognises only the four numeric options', () => {
    for (const value of [0, 30, 50, 100]) expect(isPostProgress(value)).toBe(true);
    for (const value of [10, 99, 101, -1, NaN, '100', '0', null, undefined, {}]) {
      expect(isPostProgress(value)).toBe(false);
    }
  });

  it('is published only at 100', () => {
    expect(isPostPublished(100)).toBe(true);
    expect(isPostPublished(50)).toBe(false);
    expect(isPostPublished(30)).toBe(false);
    expect(isPostPublished(0)).toBe(false);
    expect(isPostPublished(99.9)).toBe(false);
  });

  it('maps the posted switch to 100 or 0', () => {
    expect(postProgressForPostedSwitch(true)).toBe(100);
    expect(postProgressForPostedSwitch(false)).toBe(0);
  });
});

describe('isInvoiceSent', () => {
  it('is on when an invoice number exists', () => {
    expect(isInvoiceSent('F-2026-001')).toBe(true);
    expect(isInvoiceSent('sent')).toBe(true);
  });

  it('is off for empty, blank or missing numbers', () => {
    expect(isInvoiceSent('')).toBe(false);
    expect(isInvoiceSent('   ')).toBe(false);
    expect(isInvoiceSent(null)).toBe(false);
    expect(isInvoiceSent(undefined)).toBe(false);
  });
});

describe('getCollaborationIndicators', () => {
  const base = {
    quoteSent: false,
    contractSigned: false,
    castingValidated: false,
    postProgress: 0,
    invoiceNumber: null,
    paymentReceived: false,
  };

  it('is all off for a fresh collaboration', () => {
    expect(getCollaborationIndicators(base)).toEqual({
      quoteSent: false,
      contractSigned: false,
      castingValidated: false,
      postPublished: false,
      invoiceSent: false,
      paymentReceived: false,
    });
  });

  it('is all on for a finished collaboration', () => {
    expect(
      getCollaborationIndicators({
        quoteSent: true,
        contractSigned: true,
        castingValidated: true,
        postProgress: 100,
        invoiceNumber: 'F-12',
        paymentReceived: true,
      }),
    ).toEqual({
      quoteSent: true,
      contractSigned: true,
      castingValidated: true,
      postPublished: true,
      invoiceSent: true,
      paymentReceived: true,
    });
  });

  it('derives post published and invoice sent', () => {
    const halfway = getCollaborationIndicators({ ...base, postProgress: 50, invoiceNumber: ' ' });
    expect(halfway.postPublished).toBe(false);
    expect(halfway.invoiceSent).toBe(false);
    const done = getCollaborationIndicators({ ...base, postProgress: 100, invoiceNumber: 'sent' });
    expect(done.postPublished).toBe(true);
    expect(done.invoiceSent).toBe(true);
  });

  it('keeps each flag on its own key', () => {
    const only = getCollaborationIndicators({ ...base, contractSigned: true });
    expect(INDICATOR_KEYS.filter((key) => only[key])).toEqual(['contractSigned']);
  });

  it('lists the six indicators in row order', () => {
    expect(INDICATOR_KEYS).toEqual([
      'quoteSent',
      'contractSigned',
      'castingValidated',
      'postPublished',
      'invoiceSent',
      'paymentReceived',
    ]);
  });
});
