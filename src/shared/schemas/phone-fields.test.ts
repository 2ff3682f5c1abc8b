import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '#shared/schemas/fields';
import { phoneField, requiredPhoneField } from '#shared/schemas/phone-fields';
import { fr } from '#shared/i18n/fr';

describe('phoneField', () => {
  it('stores a valid number in E.164, French by default', () => {
    expect(phoneField('Téléphone').parse(' 06 12 34 56 78 ')).toBe('+33612345678');
    expect(phoneField('Téléphone').parse('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('is empty when left out, unless required', () => {
    expect(phoneField('Téléphone').parse(undefined)).toBe('');
    const missing = requiredPhoneField('Téléphone').safeParse('  ');
    expect(missing.error?.issues[0]?.message).toBe(fr.fields.required('Téléphone'));
  });

  // Whether it may be saved depends on the record's current value: isPhoneAccepted, server side.
  it('passes any other text as typed', () => {
    expect(phoneField('Téléphone').parse('n/c')).toBe('n/c');
  });

  it('names the field when the text is too long or holds a NUL', () => {
    for (const value of ['0'.repeat(51), '06\u000012']) {
      const result = phoneField('Téléphone').safeParse(value);
      expect(Object.values(toFieldErrors(result.error?.issues ?? []))[0]).toContain(
        '« Téléphone »',
      );
    }
  });
});
