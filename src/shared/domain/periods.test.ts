import { describe, expect, it } from 'vitest';
import { toDay } from '#shared/domain/dates';
import { DATE_PERIODS, getPeriodRange, isInPeriod } from '#shared/domain/periods';

const now = new Date(2026, 10, 22, 14, 5, 30); // Sunday 22 November 2026, 14:05:30 local

describe('DATE_PERIODS', () => {
  it('lists the filters in menu order', () => {
    expect(DATE_PERIODS).toEqual(['all', 'week', 'month', '3months', '6months', 'year', 'custom']);
  });
});

describe('getPeriodRange', () => {
  it('is unbounded for all', () => {
    expect(getPeriodRange('all', now)).toEqual({ from: null, to: null });
  });

  it('takes the last 7 and 30 days, today included, from midnight to the end of today', () => {
    expect(getPeriodRange('week', now)).toEqual({
      from: new Date(2026, 10, 16),
      to: new Date(2026, 10, 22, 23, 59, 59, 999),
    });
    expect(getPeriodRange('month', now)).toEqual({
      from: new Date(2026, 9, 24),
      to: new Date(2026, 10, 22, 23, 59, 59, 999),
    });
  });

  it('takes the last 3, 6 and 12 calendar months, today included', () => {
    const endOfToday = new Date(2026, 10, 22, 23, 59, 59, 999);
    expect(getPeriodRange('3months', now)).toEqual({ from: new Date(2026, 7, 23), to: endOfToday });
    expect(getPeriodRange('6months', now)).toEqual({ from: new Date(2026, 4, 23), to: endOfToday });
    expect(getPeriodRange('year', now)).toEqual({ from: new Date(2025, 10, 23), to: endOfToday });
  });

  it('clamps to the last day of shorter months', () => {
    const endOfMay = new Date(2026, 4, 31, 9);
    expect(getPeriodRange('3months', endOfMay)?.from).toEqual(new Date(2026, 2, 1));
    expect(getPeriodRange('6months', endOfMay)?.from).toEqual(new Date(2025, 11, 1));
    const leapDay = new Date(2028, 1, 29, 9);
    expect(getPeriodRange('year', leapDay)?.from).toEqual(new Date(2027, 2, 1));
  });

  it('does not change now', () => {
    const copy = new Date(now);
    getPeriodRange('year', now);
    expect(now).toEqual(copy);
  });

  describe('custom', () => {
    it('runs from the start of the first day to the end of the last day', () => {
      const range = getPeriodRange('custom', now, { start: '2026-11-01', end: '2026-11-15' });
      expect(range).toEqual({
        from: new Date(2026, 10, 1, 0, 0, 0, 0),
        to: new Date(2026, 10, 15, 23, 59, 59, 999),
      });
    });

    it('accepts a single day', () => {
      const range = getPeriodRange('custom', now, { start: '2026-11-15', end: '2026-11-15' });
      expect(range?.from).toEqual(new Date(2026, 10, 15));
      expect(range?.to).toEqual(new Date(2026, 10, 15, 23, 59, 59, 999));
    });

    it('needs both days', () => {
      expect(getPeriodRange('custom', now)).toBeNull();
      expect(getPeriodRange('custom', now, {})).toBeNull();
      expect(getPeriodRange('custom', now, { start: '2026-11-01' })).toBeNull();
      expect(getPeriodRange('custom', now, { end: '2026-11-01' })).toBeNull();
      expect(getPeriodRange('custom', now, { start: '', end: '2026-11-01' })).toBeNull();
      expect(getPeriodRange('custom', now, { start: '2026-11-01', end: null })).toBeNull();
    });

    it('refuses invalid days and a start after the end', () => {
      expect(getPeriodRange('custom', now, { start: '2026-02-30', end: '2026-03-01' })).toBeNull();
      expect(getPeriodRange('custom', now, { start: '2026-11-16', end: '2026-11-15' })).toBeNull();
    });
  });

  it('is null for an unknown period', () => {
    expect(getPeriodRange('decade' as never, now)).toBeNull();
  });
});

describe('isInPeriod', () => {
  const november = getPeriodRange('custom', now, { start: '2026-11-01', end: '2026-11-15' })!;

  it('includes both bounds', () => {
    expect(isInPeriod(new Date(2026, 10, 1, 0, 0), november)).toBe(true);
    expect(isInPeriod(new Date(2026, 10, 15, 23, 59, 59, 999), november)).toBe(true);
    expect(isInPeriod(new Date(2026, 10, 8), november)).toBe(true);
  });

  it('excludes moments outside the bounds', () => {
    expect(isInPeriod(new Date(2026, 9, 31, 23, 59, 59, 999), november)).toBe(false);
    expect(isInPeriod(new Date(2026, 10, 16, 0, 0), november)).toBe(false);
  });

  it('reads day strings as local days and ISO timestamps as instants', () => {
    expect(isInPeriod('2026-11-15', november)).toBe(true);
    expect(isInPeriod('2026-11-16', november)).toBe(false);
    expect(isInPeriod(new Date(2026, 10, 15, 18).toISOString(), november)).toBe(true);
  });

  it('matches everything, even without a date, when unbounded', () => {
    const all = getPeriodRange('all', now)!;
    expect(isInPeriod(null, all)).toBe(true);
    expect(isInPeriod('n/a', all)).toBe(true);
    expect(isInPeriod(new Date(1990, 0, 1), all)).toBe(true);
  });

  it('leaves out rows without a usable date when bounded', () => {
    expect(isInPeriod(null, november)).toBe(false);
    expect(isInPeriod('', november)).toBe(false);
    expect(isInPeriod('n/a', november)).toBe(false);
  });

  it('handles half-open ranges', () => {
    expect(isInPeriod(new Date(2030, 0, 1), { from: new Date(2026, 0, 1), to: null })).toBe(true);
    expect(isInPeriod(new Date(2020, 0, 1), { from: new Date(2026, 0, 1), to: null })).toBe(false);
    expect(isInPeriod(new Date(2020, 0, 1), { from: null, to: new Date(2026, 0, 1) })).toBe(true);
  });

  it('works with the rolling week: 7 whole days, today included', () => {
    const week = getPeriodRange('week', now)!;
    expect(isInPeriod(toDay(now), week)).toBe(true);
    expect(isInPeriod(new Date(2026, 10, 22, 23, 59), week)).toBe(true);
    expect(isInPeriod('2026-11-16', week)).toBe(true);
    expect(isInPeriod(new Date(2026, 10, 15, 23, 59, 59, 999), week)).toBe(false);
    expect(isInPeriod('2026-11-23', week)).toBe(false);
  });
});
