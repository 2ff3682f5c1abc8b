import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  getPhoneHref,
  getPhoneSearchTerms,
  isPhoneAccepted,
  normalizePhone,
  normalizePhoneInput,
} from '#shared/domain/phone';

describe('normalizePhone', () => {
  it('reads a number without country code as French, whatever its separators', () => {
    for (const typed of [
      '06 12 34 56 78',
      '0612345678',
      '06.12.34.56.78',
      '06-12-34-56-78',
      '(06) 12 34 56 78',
      '+33 6 12 34 56 78',
      '+33 (0)6 12 34 56 78',
      '0033 6 12 34 56 78',
      ' 06 12 34 56 78 ',
    ]) {
      expect(normalizePhone(typed), typed).toBe('+33612345678');
    }
    expect(normalizePhone('01 44 55 66 77')).toBe('+33144556677');
  });

  it('accepts international numbers given with their country code', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('0044 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('+1 415 555 2671')).toBe('+14155552671');
    expect(normalizePhone('+41 79 123 45 67')).toBe('+41791234567');
  });

  it('keeps an extension', () => {
    expect(normalizePhone('01 44 55 66 77 ext 12')).toBe('+33144556677;ext=12');
  });

  it('refuses what is no phone number', () => {
    for (const typed of [
      '',
      'abc',
      'n/c',
      '06 12 34',
      '12345',
      '+33 6 12 34 56 78 9',
      '00 00 00 00 00',
      'Tél : 06 12 34 56 78',
      '06 12 34 56 78 / 06 98 76 54 32',
    ]) {
      expect(normalizePhone(typed), typed).toBeNull();
    }
  });
});

describe('normalizePhoneInput', () => {
  it('stores a valid number in E.164 and leaves any other text as typed', () => {
    expect(normalizePhoneInput('06 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhoneInput('n/c')).toBe('n/c');
    expect(normalizePhoneInput('')).toBe('');
  });
});

describe('formatPhone', () => {
  it('shows French numbers in the national format', () => {
    expect(formatPhone('+33612345678')).toBe('06 12 34 56 78');
    expect(formatPhone('+33144556677;ext=12')).toBe('01 44 55 66 77 ext. 12');
  });

  it('shows other numbers in the international format', () => {
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+14155552671')).toBe('+1 415 555 2671');
  });

  it('formats a value stored as typed before the check, when it parses', () => {
    expect(formatPhone('0612345678')).toBe('06 12 34 56 78');
  });

  it('shows what does not parse as it was typed', () => {
    expect(formatPhone('n/c')).toBe('n/c');
    expect(formatPhone('06 12 34')).toBe('06 12 34');
    expect(formatPhone('')).toBe('');
  });
});

describe('getPhoneHref', () => {
  it('links a valid number, and nothing else', () => {
    expect(getPhoneHref('+33612345678')).toBe('tel:+33612345678');
    expect(getPhoneHref('+33144556677;ext=12')).toBe('tel:+33144556677;ext=12');
    expect(getPhoneHref('n/c')).toBeNull();
  });
});

describe('isPhoneAccepted', () => {
  it('accepts an empty value or a valid number', () => {
    expect(isPhoneAccepted('')).toBe(true);
    expect(isPhoneAccepted('+33612345678')).toBe(true);
    expect(isPhoneAccepted('07 00 00 00 01')).toBe(true);
  });

  it('refuses a new value that does not parse', () => {
    expect(isPhoneAccepted('06 12 34')).toBe(false);
    expect(isPhoneAccepted('n/c', ['06 12 34'])).toBe(false);
  });

  it('keeps an old value sent back unchanged', () => {
    expect(isPhoneAccepted('n/c', ['n/c'])).toBe(true);
    expect(isPhoneAccepted(' n/c ', ['n/c'])).toBe(true);
  });
});

describe('getPhoneSearchTerms', () => {
  it('gives the stored and shown forms and their digits', () => {
    expect(getPhoneSearchTerms('+33612345678')).toEqual([
      '+33612345678',
      '33612345678',
      '06 12 34 56 78',
      '0612345678',
    ]);
  });

  it('gives a value that does not parse as it is', () => {
    expect(getPhoneSearchTerms('n/c')).toEqual(['n/c']);
    expect(getPhoneSearchTerms('')).toEqual([]);
  });
});
