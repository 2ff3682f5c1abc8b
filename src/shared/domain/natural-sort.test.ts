import { describe, expect, it } from 'vitest';
import {
  getNaturalKeyRange,
  padDigitRuns,
  sortNaturally,
  toNaturalSortKey,
} from '#shared/domain/natural-sort';

const PEOPLE_ORDER = [
  'Créateur 2',
  'créateur 3',
  'Créateur 12',
  'Créateur 119',
  'Élodie',
  'eric',
  'Zoé',
];

const shuffled = [
  'Zoé',
  'Créateur 119',
  'eric',
  'Créateur 2',
  'Élodie',
  'Créateur 12',
  'créateur 3',
];

describe('padDigitRuns', () => {
  it('pads each run of digits to ten', () => {
    expect(padDigitRuns('createur 12')).toBe('createur 0000000012');
    expect(padDigitRuns('lot 7 bis 2024')).toBe('lot 0000000007 bis 0000002024');
    expect(padDigitRuns('4x4')).toBe('0000000004x0000000004');
  });

  it('drops leading zeros and keeps runs of more than ten digits', () => {
    expect(padDigitRuns('007')).toBe('0000000007');
    expect(padDigitRuns('1234567890')).toBe('1234567890');
    expect(padDigitRuns('12345678901')).toBe('12345678901');
  });

  it('leaves text without digits alone', () => {
    expect(padDigitRuns('zoe')).toBe('zoe');
    expect(padDigitRuns('')).toBe('');
  });
});

describe('toNaturalSortKey', () => {
  it('ignores case and accents', () => {
    expect(toNaturalSortKey('Élodie')).toBe(toNaturalSortKey('elodie'));
    expect(toNaturalSortKey('  CRÉATEUR   2 ')).toBe('createur 0000000002');
  });
});

describe('sortNaturally', () => {
  it('orders names as a person does', () => {
    expect(sortNaturally(shuffled, (name) => name)).toEqual(PEOPLE_ORDER);
  });

  it('keeps the given order of names that differ only by case or accents', () => {
    const members = [
      { id: 'b', name: 'élodie' },
      { id: 'a', name: 'Elodie' },
      { id: 'c', name: 'Eli' },
    ];
    expect(sortNaturally(members, (member) => member.name).map((m) => m.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('compares code points, as PostgreSQL compares the key in collation "C"', () => {
    // UTF-16 units would put the emoji (surrogates 0xD83D…) before 'ﬁ' (0xFB01).
    expect(sortNaturally(['🙂', 'ﬁ'], (name) => name)).toEqual(['ﬁ', '🙂']);
  });
});

describe('getNaturalKeyRange', () => {
  it('is the prefix itself when it has no digit', () => {
    expect(getNaturalKeyRange('cr')).toEqual({ from: 'cr', to: 'cr\u{10FFFF}', isExact: true });
  });

  it('spans the keys with a digit run after the letters when the prefix has a digit', () => {
    expect(getNaturalKeyRange('1')).toEqual({ from: '0', to: ':', isExact: false });
    expect(getNaturalKeyRange('a1')).toEqual({ from: 'a0', to: 'a:', isExact: false });
    const key = toNaturalSortKey('A12 Studio');
    const range = getNaturalKeyRange('a1');
    expect(key >= range.from && key < range.to).toBe(true);
  });
});
