import { describe, expect, it } from 'vitest';
import { isSignatureBeforeContact } from '#shared/domain/collaboration-dates';

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
