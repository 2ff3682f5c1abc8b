import { describe, expect, it } from 'vitest';
import { centsToEurosInput, formatEuros, parseEurosToCents } from '#shared/domain/money';

// Intl writes narrow no-break spaces (U+202F) and no-break spaces (U+00A0); compare on plain
// spaces so the tests read like the screen.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatEuros', () => {
  it('shows whole euros without decimals', () => {
    expect(plain(formatEuros(150000))).toBe('1 500 €');
    expect(plain(formatEuros(100))).toBe('1 €');
    expect(plain(formatEuros(0))).toBe('0 €');
    expect(plain(formatEuros(123456700))).toBe('1 234 567 €');
  });

  it('shows two decimals when there are cents', () => {
    expect(plain(formatEuros(1250))).toBe('12,50 €');
    expect(plain(formatEuros(5))).toBe('0,05 €');
    expect(plain(formatEuros(123456))).toBe('1 234,56 €');
  });

  it('formats negative amounts', () => {
    expect(plain(formatEuros(-1250))).toBe('-12,50 €');
    expect(plain(formatEuros(-150000))).toBe('-1 500 €');
  });

  it('rounds fractional cents', () => {
    expect(plain(formatEuros(1249.6))).toBe('12,50 €');
    expect(plain(formatEuros(99.5))).toBe('1 €');
    expect(plain(formatEuros(-0.2))).toBe('0 €');
  });

  it('accepts numeric strings as cents', () => {
    expect(plain(formatEuros('1250'))).toBe('12,50 €');
    expect(plain(formatEuros(' 150000 '))).toBe('1 500 €');
  });

  it("shows '0 €' for anything that is not a finite number", () => {
    const zero = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(0);
    for (const value of [
      NaN,
      Infinity,
      -Infinity,
      undefined,
      null,
      '',
      'abc',
      '12,50',
      '12 €',
      '0x10',
      {},
      [],
      true,
    ]) {
      expect(formatEuros(value)).toBe(zero);
      expect(plain(formatEuros(value))).toBe('0 €');
    }
  });

  it('uses the no-break spaces Intl gives', () => {
    expect(formatEuros(150000)).toMatch(/^1[\u202f\u00a0]500[\u202f\u00a0]€$/);
  });
});

describe('parseEurosToCents', () => {
  it('reads French and English decimal marks', () => {
    expect(parseEurosToCents('12,50')).toBe(1250);
    expect(parseEurosToCents('12.5')).toBe(1250);
    expect(parseEurosToCents('12')).toBe(1200);
    expect(parseEurosToCents('0,05')).toBe(5);
    expect(parseEurosToCents('0')).toBe(0);
  });

  it('ignores thousands separators and the euro sign', () => {
    expect(parseEurosToCents('1 234,56')).toBe(123456);
    expect(parseEurosToCents('1\u202f234,56')).toBe(123456);
    expect(parseEurosToCents('1\u00a0234,56 €')).toBe(123456);
    expect(parseEurosToCents('1.234,56')).toBe(123456);
    expect(parseEurosToCents('1,234.56')).toBe(123456);
    expect(parseEurosToCents(' 15 ')).toBe(1500);
  });

  it('accepts numbers', () => {
    expect(parseEurosToCents(12.5)).toBe(1250);
    expect(parseEurosToCents(0)).toBe(0);
    expect(parseEurosToCents(1500)).toBe(150000);
  });

  it('rounds to the nearest cent', () => {
    expect(parseEurosToCents('1,005')).toBe(101);
    expect(parseEurosToCents('1,004')).toBe(100);
    expect(parseEurosToCents(1.005)).toBe(101);
    expect(parseEurosToCents(0.1 + 0.2)).toBe(30);
  });

  it('returns null for empty input', () => {
    expect(parseEurosToCents('')).toBeNull();
    expect(parseEurosToCents('   ')).toBeNull();
    expect(parseEurosToCents(null)).toBeNull();
    expect(parseEurosToCents(undefined)).toBeNull();
  });

  it('returns null for invalid or negative input', () => {
    for (const value of ['abc', '12,5,0', '12..5', ',5', '12,', '-5', '-12,50', '1e3', '€']) {
      expect(parseEurosToCents(value)).toBeNull();
    }
    expect(parseEurosToCents(-1)).toBeNull();
    expect(parseEurosToCents(NaN)).toBeNull();
    expect(parseEurosToCents(Infinity)).toBeNull();
  });
});

describe('centsToEurosInput', () => {
  it('writes decimals only when there are cents', () => {
    expect(centsToEurosInput(1250)).toBe('12,50');
    expect(centsToEurosInput(1500)).toBe('15');
    expect(centsToEurosInput(5)).toBe('0,05');
    expect(centsToEurosInput(0)).toBe('0');
    expect(centsToEurosInput(123456)).toBe('1234,56');
    expect(centsToEurosInput(-1250)).toBe('-12,50');
  });

  it('is empty when there is no amount', () => {
    expect(centsToEurosInput(null)).toBe('');
    expect(centsToEurosInput(undefined)).toBe('');
    expect(centsToEurosInput(NaN)).toBe('');
  });

  it('round-trips with parseEurosToCents', () => {
    for (const cents of [0, 5, 1250, 1500, 123456]) {
      expect(parseEurosToCents(centsToEurosInput(cents))).toBe(cents);
    }
  });
});
