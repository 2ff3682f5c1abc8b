import { describe, expect, it } from 'vitest';
import { isValidSiret, normalizeSiret } from '#shared/domain/siret';

describe('normalizeSiret', () => {
  it('removes spaces', () => {
    expect(normalizeSiret('732 829 320 00074')).toBe('73282932000074');
    expect(normalizeSiret(' 732\u00a0829 320\t00074 ')).toBe('73282932000074');
    expect(normalizeSiret('73282932000074')).toBe('73282932000074');
  });
});

describe('isValidSiret', () => {
  it('accepts 14 digits with a valid Luhn checksum', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('44306184100047')).toBe(true);
  });

  it('accepts spaces between the groups', () => {
    expect(isValidSiret('732 829 320 00074')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('44306184100048')).toBe(false);
  });

  it('rejects anything but exactly 14 digits', () => {
    for (const value of [
      '',
      '7328293200007',
      '732829320000740',
      '7328293200007A',
      '73282-932000074',
      '732829320.0074',
      '00000000000000a',
    ]) {
      expect(isValidSiret(value)).toBe(false);
    }
    expect(isValidSiret(null as unknown as string)).toBe(false);
  });

  describe('La Poste (SIREN 356000000)', () => {
    it('accepts a digit sum divisible by 5 even without a Luhn checksum', () => {
      expect(isValidSiret('35600000049837')).toBe(true);
      expect(isValidSiret('356 000 000 49837')).toBe(true);
      expect(isValidSiret('35600000000010')).toBe(true);
    });

    it('rejects a Luhn-valid number whose digit sum is not divisible by 5', () => {
      expect(isValidSiret('35600000000030')).toBe(false);
      expect(isValidSiret('35600000000055')).toBe(false);
    });

    it('checks the head office 35600000000048 with Luhn', () => {
      expect(isValidSiret('35600000000048')).toBe(true);
    });
  });
});
