import { describe, expect, it } from 'vitest';
import {
  buildSearchText,
  escapeLikePattern,
  matchesSearch,
  normalizeSearchText,
  isShortTerm,
  planSearch,
  toLikePattern,
  toPhoneDigits,
} from '#shared/domain/search';

describe('normalizeSearchText', () => {
  it('lower-cases and strips accents', () => {
    expect(normalizeSearchText('Léa Dupré')).toBe('lea dupre');
    expect(normalizeSearchText('ÉCOLE Française')).toBe('ecole francaise');
    expect(normalizeSearchText('Noël à Nîmes')).toBe('noel a nimes');
  });

  it('handles text already decomposed', () => {
    expect(normalizeSearchText('Le\u0301a')).toBe('lea');
  });

  it('spells out ligatures', () => {
    expect(normalizeSearchText('Cœur Œuvre')).toBe('coeur oeuvre');
    expect(normalizeSearchText('Læticia')).toBe('laeticia');
  });

  it('collapses and trims whitespace', () => {
    expect(normalizeSearchText('  Nike \t  Paris\n ')).toBe('nike paris');
    expect(normalizeSearchText('a\u00a0b')).toBe('a b');
  });

  it('keeps punctuation and digits', () => {
    expect(normalizeSearchText('@Lea_Officiel')).toBe('@lea_officiel');
    expect(normalizeSearchText('+33 6 12 34 56 78')).toBe('+33 6 12 34 56 78');
  });

  it('is empty for missing values', () => {
    expect(normalizeSearchText(null)).toBe('');
    expect(normalizeSearchText(undefined)).toBe('');
    expect(normalizeSearchText('   ')).toBe('');
  });
});

describe('buildSearchText', () => {
  it('joins normalized parts with a space', () => {
    expect(buildSearchText(['Léa Dupré', '@LeaOfficiel', 'lea@exemple.fr'])).toBe(
      'lea dupre @leaofficiel lea@exemple.fr',
    );
  });

  it('skips empty or missing parts', () => {
    expect(buildSearchText(['Nike', null, '', '  ', undefined, 'Sport'])).toBe('nike sport');
    expect(buildSearchText([])).toBe('');
  });
});

describe('matchesSearch', () => {
  const client = ["L'Oréal Paris", 'Émilie Martin', 'emilie@loreal.fr', '01 23 45 67 89', null];

  it('matches a substring of any part', () => {
    expect(matchesSearch(client, 'oréal')).toBe(true);
    expect(matchesSearch(client, 'martin')).toBe(true);
    expect(matchesSearch(client, '@loreal')).toBe(true);
    expect(matchesSearch(client, '45 67')).toBe(true);
  });

  it('ignores case and accents on both sides', () => {
    expect(matchesSearch(client, 'OREAL')).toBe(true);
    expect(matchesSearch(client, 'emilie')).toBe(true);
    expect(matchesSearch(['Emilie'], 'Émilie')).toBe(true);
  });

  it('tolerates extra whitespace in the term', () => {
    expect(matchesSearch(client, '  emilie   martin ')).toBe(true);
  });

  it('does not match absent text or across two parts', () => {
    expect(matchesSearch(client, 'nike')).toBe(false);
    expect(matchesSearch(client, 'paris emilie')).toBe(false);
    expect(matchesSearch([null, undefined], 'a')).toBe(false);
  });

  it('matches everything with an empty term', () => {
    expect(matchesSearch(client, '')).toBe(true);
    expect(matchesSearch(client, '   ')).toBe(true);
    expect(matchesSearch([], '')).toBe(true);
  });
});

describe('escapeLikePattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLikePattern('100%')).toBe('100\\%');
    expect(escapeLikePattern('lea_off')).toBe('lea\\_off');
    expect(escapeLikePattern('a\\b')).toBe('a\\\\b');
    expect(escapeLikePattern('%_\\')).toBe('\\%\\_\\\\');
  });

  it('leaves other text as is', () => {
    expect(escapeLikePattern("l'oréal [x] *")).toBe("l'oréal [x] *");
    expect(escapeLikePattern('')).toBe('');
  });
});

describe('toLikePattern', () => {
  it('wraps the normalized, escaped term in wildcards', () => {
    expect(toLikePattern('  Léa ')).toBe('%lea%');
    expect(toLikePattern('50% OFF')).toBe('%50\\% off%');
    expect(toLikePattern('Lea_Officiel')).toBe('%lea\\_officiel%');
  });

  it('is null for an empty term', () => {
    expect(toLikePattern('')).toBeNull();
    expect(toLikePattern('   ')).toBeNull();
  });
});

describe('toPhoneDigits', () => {
  it('gives the digits of a phone written with separators', () => {
    expect(toPhoneDigits('06 12 34 56 78')).toBe('0612345678');
    expect(toPhoneDigits('06.12.34.56.78')).toBe('0612345678');
    expect(toPhoneDigits('+33 (0)6-12-34')).toBe('33061234');
  });

  it('is empty when there is nothing to add', () => {
    expect(toPhoneDigits('0612345678')).toBe('');
    expect(toPhoneDigits('Nike 2024')).toBe('');
    expect(toPhoneDigits('1 2')).toBe('');
    expect(toPhoneDigits(null)).toBe('');
  });
});

describe('planSearch', () => {
  it('reads an empty box as no filter', () => {
    expect(planSearch('')).toEqual({ kind: 'all' });
    expect(planSearch('   ')).toEqual({ kind: 'all' });
    expect(planSearch(undefined)).toEqual({ kind: 'all' });
  });

  it('reads one or two characters as a contains search too, with the short term (issue 27)', () => {
    expect(planSearch('É')).toEqual({ kind: 'contains', patterns: ['%e%'] });
    expect(planSearch(' Ab ')).toEqual({ kind: 'contains', patterns: ['%ab%'] });
    expect(planSearch('7%')).toEqual({ kind: 'contains', patterns: ['%7\\%%'] });
  });

  it('tells a short term (1–2 characters, once normalized) from a longer or empty one', () => {
    expect(isShortTerm('É')).toBe(true);
    expect(isShortTerm(' ke ')).toBe(true);
    expect(isShortTerm('lea')).toBe(false);
    expect(isShortTerm('  ')).toBe(false);
    expect(isShortTerm(undefined)).toBe(false);
  });

  it('reads three characters or more as an escaped contains pattern', () => {
    expect(planSearch('Café')).toEqual({ kind: 'contains', patterns: ['%cafe%'] });
    expect(planSearch('100%_')).toEqual({ kind: 'contains', patterns: ['%100\\%\\_%'] });
  });

  it('also looks for the digits alone of a phone-like term', () => {
    expect(planSearch('06 12 34')).toEqual({
      kind: 'contains',
      patterns: ['%06 12 34%', '%061234%'],
    });
    expect(planSearch('0612')).toEqual({ kind: 'contains', patterns: ['%0612%'] });
  });
});
