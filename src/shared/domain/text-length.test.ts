import { describe, expect, it } from 'vitest';
import { countCharacters, isNearLimit } from '#shared/domain/text-length';
import { requiredText } from '#shared/schemas/fields';

describe('countCharacters', () => {
  it('counts what the schema measures: the text without its surrounding spaces', () => {
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('  Maison Lumière \n')).toBe(14);
    const schema = requiredText('Nom', 5);
    expect(schema.safeParse(' abcde ').success).toBe(countCharacters(' abcde ') <= 5);
    expect(schema.safeParse(' abcdef ').success).toBe(countCharacters(' abcdef ') <= 5);
  });
});

describe('isNearLimit', () => {
  it('starts at 80 % of the limit, rounded up', () => {
    expect(isNearLimit(159, 200)).toBe(false);
    expect(isNearLimit(160, 200)).toBe(true);
    expect(isNearLimit(250, 200)).toBe(true);
    expect(isNearLimit(47, 60)).toBe(false);
    expect(isNearLimit(48, 60)).toBe(true);
    expect(isNearLimit(4, 5)).toBe(true);
    expect(isNearLimit(3, 5)).toBe(false);
  });
});
