import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  cursorField,
  dayField,
  emailField,
  idListField,
  optionalText,
  pastDayField,
  queryBooleanField,
  requiredText,
  searchField,
  siretField,
  wholeNumberField,
} from '#shared/schemas/fields';
import { fr } from '#shared/i18n/fr';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('dayField', () => {
  const field = dayField('Date');

  it('accepts a calendar day and trims it', () => {
    expect(field.parse(' 2024-02-29 ')).toBe('2024-02-29');
  });

  it('refuses days that do not exist or other formats', () => {
    for (const value of ['2023-02-29', '2024-13-01', '29/02/2024', '2024-2-1', 'demain']) {
      expect(messageOf(field.safeParse(value)), value).toBe(fr.fields.invalidDate('Date'));
    }
    expect(messageOf(field.safeParse(''))).toBe(fr.fields.required('Date'));
    expect(messageOf(field.safeParse(undefined))).toBe(fr.fields.required('Date'));
  });

  it('accepts the years 1900 to 2100 only (year 0000 was a 500)', () => {
    expect(field.parse('1900-01-01')).toBe('1900-01-01');
    expect(field.parse('2100-12-31')).toBe('2100-12-31');
    for (const value of ['0000-01-01', '0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
      expect(messageOf(field.safeParse(value)), value).toBe(fr.fields.invalidDate('Date'));
    }
    expect(messageOf(field.safeParse(undefined))).toBe(fr.fields.required('Date'));
  });
});

describe('pastDayField', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts yesterday and refuses today and later', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 12) });
    const field = pastDayField('Naissance');
    expect(field.parse('2026-11-21')).toBe('2026-11-21');
    for (const value of ['2026-11-22', '2027-01-01']) {
      expect(messageOf(field.safeParse(value))).toBe(fr.fields.pastDate('Naissance'));
    }
  });

  it('refuses a year before 1900 as a slip', () => {
    expect(messageOf(pastDayField('N').safeParse('1899-12-31'))).toBe(fr.fields.invalidDate('N'));
    expect(pastDayField('N').parse('1900-01-01')).toBe('1900-01-01');
  });
});

describe('siretField', () => {
  it('keeps the 14 digits of a valid SIRET', () => {
    expect(siretField('SIRET').parse(' 732 829 320 00074 ')).toBe('73282932000074');
  });

  it('refuses a wrong check digit or length', () => {
    for (const value of ['73282932000075', '7328293200007', 'abcdefghijklmn']) {
      expect(messageOf(siretField('SIRET').safeParse(value))).toBe(fr.fields.invalidSiret('SIRET'));
    }
  });
});

describe('wholeNumberField', () => {
  it('accepts whole numbers from 0 to the integer limit', () => {
    expect(wholeNumberField('Prix').parse(0)).toBe(0);
    expect(wholeNumberField('Prix').parse(2_147_483_647)).toBe(2_147_483_647);
  });

  it('refuses negatives, fractions, strings and overflow', () => {
    for (const value of [-1, 1.5, '12', Number.NaN, null]) {
      expect(messageOf(wholeNumberField('Prix').safeParse(value))).toBe(
        fr.fields.wholeNumber('Prix'),
      );
    }
    expect(messageOf(wholeNumberField('Prix').safeParse(2_147_483_648))).toBe(
      fr.fields.tooLarge('Prix'),
    );
  });
});

describe('query fields', () => {
  it('reads booleans from true and false only', () => {
    expect(queryBooleanField('B').parse('true')).toBe(true);
    expect(queryBooleanField('B').parse('false')).toBe(false);
    expect(messageOf(queryBooleanField('B').safeParse('1'))).toBe(fr.fields.invalid('B'));
  });

  it('reads a comma-separated list of ids', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(idListField('Ids', 5).parse(undefined)).toEqual([]);
    expect(idListField('Ids', 5).parse(` ${id},,${id} `)).toEqual([id, id]);
    expect(messageOf(idListField('Ids', 5).safeParse(`${id},x`))).toBe(fr.fields.invalid('Ids'));
  });

  it('caps the number of ids (600 once overflowed the headers: an empty 431)', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(idListField('Ids', 200).parse(Array(200).fill(id).join(','))).toHaveLength(200);
    for (const count of [201, 600]) {
      expect(messageOf(idListField('Ids', 200).safeParse(Array(count).fill(id).join(',')))).toBe(
        fr.fields.tooMany('Ids', 200),
      );
    }
  });

  it('takes a cursor of base64url characters only', () => {
    expect(cursorField('Curseur').parse('WyIyMDI2Il0')).toBe('WyIyMDI2Il0');
    expect(cursorField('Curseur').parse(undefined)).toBeUndefined();
    for (const value of ['', 'a+b', 'a\u0000', 'x'.repeat(1001), ['a', 'b'], 3]) {
      const result = z.object({ cursor: cursorField('Curseur') }).safeParse({ cursor: value });
      expect(result.success, String(value)).toBe(false);
      expect(result.error!.issues[0]).toMatchObject({
        message: fr.fields.invalid('Curseur'),
        params: { code: 'invalid_cursor' },
      });
    }
  });
});

// PostgreSQL refuses NUL in text: every text helper must stop it with a message naming the field.
describe('the NUL character', () => {
  const cases = [
    ['requiredText', requiredText('Nom')],
    ['optionalText', optionalText('Nom')],
    ['emailField', emailField('Nom')],
    ['searchField', searchField('Nom')],
    ['dayField', dayField('Nom')],
  ] as const;

  it.each(cases)('is refused by %s with a 422 message naming the field', (_name, field) => {
    for (const value of ['\u0000', 'a\u0000b', 'camille@exemple.fr\u0000', '2024-01-01\u0000']) {
      expect(messageOf(field.safeParse(value))).toBe(fr.fields.invalidCharacters('Nom'));
    }
  });
});
