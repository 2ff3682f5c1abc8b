import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacter, withoutUnstorableCharacters } from '#shared/domain/stored-text';

describe('hasUnstorableCharacter', () => {
  it('finds NUL and lone surrogates, high or low, anywhere', () => {
    for (const value of [
      'a\u0000b',
      '\u0000',
      'a\ud800',
      '\ud800b',
      'x\udc00y',
      '\udfff',
      '😀\ud83d',
    ]) {
      expect(hasUnstorableCharacter(value), JSON.stringify(value)).toBe(true);
    }
  });

  it('accepts accents, emoji (a surrogate pair) and other controls PostgreSQL keeps', () => {
    for (const value of ['', 'Léa Dupont-Müller', '😀 👍🏽', '\u0001\t\n', '\ud83d\ude00']) {
      expect(hasUnstorableCharacter(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('withoutUnstorableCharacters', () => {
  it('drops only what PostgreSQL refuses', () => {
    expect(withoutUnstorableCharacters('a\u0000b\ud800c😀')).toBe('abc😀');
  });
});
