import { describe, expect, it } from 'vitest';
import {
  formatSignatureDate,
  formatSignatureInline,
  isSignatureBeforeContact,
} from '#shared/domain/collaboration-dates';

describe('isSignatureBeforeContact', () => {
  it('is true when the signature comes before the contact', () => {
    expect(
      isSignatureBeforeContact({ contactDate: '2026-03-10', signatureDate: '2026-03-09' }),
    ).toBe(true);
    expect(
      isSignatureBeforeContact({ contactDate: '2026-01-01', signatureDate: '2025-12-31' }),
    ).toBe(true);
  });

  it('is false on the same day or after', () => {
    expect(
      isSignatureBeforeContact({ contactDate: '2026-03-10', signatureDate: '2026-03-10' }),
    ).toBe(false);
    expect(
      isSignatureBeforeContact({ contactDate: '2026-03-10', signatureDate: '2026-04-01' }),
    ).toBe(false);
  });

  it('is false while a date is missing or not a day', () => {
    expect(isSignatureBeforeContact({ contactDate: '2026-03-10', signatureDate: '' })).toBe(false);
    expect(isSignatureBeforeContact({ contactDate: '2026-03-10', signatureDate: null })).toBe(
      false,
    );
    expect(isSignatureBeforeContact({ contactDate: '', signatureDate: '2026-03-09' })).toBe(false);
    expect(
      isSignatureBeforeContact({ contactDate: '2026-03-10', signatureDate: '2026-02-30' }),
    ).toBe(false);
  });
});

// Issue 27: a deal with no signature date is not signed yet, which 'Date inconnue' hid.
describe('formatSignatureDate and formatSignatureInline', () => {
  it("say 'Non signée' when the deal has no signature date", () => {
    for (const missing of [null, undefined, '']) {
      expect(formatSignatureDate(missing)).toBe('Non signée');
      expect(formatSignatureInline(missing)).toBe('Non signée');
    }
  });

  it('give the day in French once signed', () => {
    expect(formatSignatureDate('2026-03-09')).toBe('9 mars 2026');
    expect(formatSignatureInline('2026-03-09')).toBe('Signature : 9 mars 2026');
  });
});
