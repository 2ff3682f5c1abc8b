import { describe, expect, it } from 'vitest';
import { findDifferingFields, isSameValue, mergeThreeWay } from '#shared/domain/three-way-merge';

const base = { name: 'Été', billedCents: 400000, notes: '', contacts: [{ name: 'Léa' }] };

describe('mergeThreeWay', () => {
  it('keeps the fields I changed and takes theirs for the others', () => {
    const mine = { ...base, notes: 'Relancer lundi' };
    const theirs = { ...base, billedCents: 500000 };
    expect(mergeThreeWay(base, mine, theirs)).toEqual({
      ...base,
      notes: 'Relancer lundi',
      billedCents: 500000,
    });
  });

  it('keeps mine when both changed the same field', () => {
    const mine = { ...base, name: 'Hiver' };
    const theirs = { ...base, name: 'Printemps' };
    expect(mergeThreeWay(base, mine, theirs).name).toBe('Hiver');
  });

  it('takes a list whole: theirs unless I changed it, never a mix of lines', () => {
    const theirs = { ...base, contacts: [{ name: 'Léa' }, { name: 'Marc' }] };
    expect(mergeThreeWay(base, { ...base }, theirs).contacts).toEqual(theirs.contacts);
    const mine = { ...base, contacts: [{ name: 'Léa Moreau' }] };
    expect(mergeThreeWay(base, mine, theirs).contacts).toEqual([{ name: 'Léa Moreau' }]);
  });

  it('keeps a field I cleared and a field only one side has', () => {
    const mine: Record<string, unknown> = { ...base, name: '' };
    const theirs: Record<string, unknown> = { ...base, extra: 1 };
    expect(mergeThreeWay(base, mine, theirs)).toMatchObject({ name: '', extra: 1 });
  });
});

describe('findDifferingFields', () => {
  it('names the fields whose values differ, nested lists compared by content', () => {
    const mine = { ...base, contacts: [{ name: 'Léa' }], notes: 'x' };
    const theirs = { ...base, contacts: [{ name: 'Léa' }], billedCents: 1 };
    expect(findDifferingFields(mine, theirs)).toEqual(['billedCents', 'notes']);
  });
});

describe('isSameValue', () => {
  it('compares objects and arrays deeply', () => {
    expect(isSameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(isSameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(isSameValue([1], { 0: 1 })).toBe(false);
    expect(isSameValue(null, undefined)).toBe(false);
  });
});
