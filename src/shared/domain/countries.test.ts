import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  getCountryName,
  isCountryCode,
  isInsideEu,
  isOutsideEu,
  listCountries,
} from '#shared/domain/countries';

describe('the countries of a tax residence', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes, each with a French name', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.filter((code) => getCountryName(code) === code)).toEqual([]);
    expect(getCountryName('CH')).toBe('Suisse');
    expect(getCountryName('DE')).toBe('Allemagne');
    expect(getCountryName('')).toBe('');
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('fr')).toBe(false);
    expect(isCountryCode('XK')).toBe(false);
  });

  it('lists France first, then the others in the French order (accents ignored)', () => {
    const list = listCountries();
    expect(list).toHaveLength(249);
    expect(list[0]).toEqual({ code: 'FR', name: 'France' });
    const names = list.slice(1).map((country) => country.name);
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Afrique du Sud', 'Albanie']);
    // « Égypte » sorts with the E, not after Z.
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Équateur'));
    expect(names.indexOf('Égypte')).toBeGreaterThan(names.indexOf('Dominique'));
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Fidji'));
  });

  it('counts the EU 27, Iceland, Liechtenstein, Norway and Switzerland as inside', () => {
    const inside = COUNTRY_CODES.filter(isInsideEu);
    // The 27, the six outermost regions with codes of their own, the EEA's three and Switzerland.
    expect(inside).toHaveLength(37);
    for (const code of ['FR', 'DE', 'IE', 'CY', 'IS', 'LI', 'NO', 'CH', 'GP', 'RE']) {
      expect(isInsideEu(code)).toBe(true);
    }
    for (const code of ['GB', 'US', 'MC', 'AD', 'SM', 'VA', 'TR', 'MA', 'PF', 'NC']) {
      expect(isInsideEu(code)).toBe(false);
      expect(isOutsideEu(code)).toBe(true);
    }
    expect(isInsideEu('')).toBe(false);
    expect(isOutsideEu('')).toBe(false);
  });
});
