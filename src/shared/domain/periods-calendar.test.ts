import { describe, expect, it } from 'vitest';
import { differenceInCalendarDays } from 'date-fns';
import { toDay } from '#shared/domain/dates';
import { getPeriodRange, type DatePeriod } from '#shared/domain/periods';

// The presets say what they filter (docs/decisions/0027): '7 derniers jours' is today and the 6
// days before, whatever the weekday; '30 derniers jours' and 'N derniers mois' cross month and
// year boundaries without a gap or an extra day. Every `now` here is fixed.

const days = (period: DatePeriod, now: Date) => {
  const range = getPeriodRange(period, now)!;
  return { from: toDay(range.from!), to: toDay(range.to!) };
};
const length = (period: DatePeriod, now: Date) => {
  const range = getPeriodRange(period, now)!;
  return differenceInCalendarDays(range.to!, range.from!) + 1;
};

describe('7 derniers jours, on each weekday', () => {
  // Monday 16 to Sunday 22 November 2026, at 00:00, noon and 23:59.
  const week = [
    ['lundi', 16, '2026-11-10'],
    ['mardi', 17, '2026-11-11'],
    ['mercredi', 18, '2026-11-12'],
    ['jeudi', 19, '2026-11-13'],
    ['vendredi', 20, '2026-11-14'],
    ['samedi', 21, '2026-11-15'],
    ['dimanche', 22, '2026-11-16'],
  ] as const;

  it.each(week)('on %s the %i, runs from %s to that day, 7 days', (_weekday, date, from) => {
    for (const hour of [0, 12, 23]) {
      const now = new Date(2026, 10, date, hour, hour === 23 ? 59 : 0);
      expect(days('week', now)).toEqual({ from, to: `2026-11-${date}` });
      expect(length('week', now)).toBe(7);
    }
  });

  it('does not start on Monday: a calendar week would', () => {
    expect(days('week', new Date(2026, 10, 18, 12)).from).not.toBe('2026-11-16');
  });
});

describe('across month and year boundaries', () => {
  it('takes 30 days back over a short February', () => {
    expect(days('month', new Date(2026, 2, 1, 8))).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
    expect(days('month', new Date(2028, 2, 1, 8))).toEqual({
      from: '2028-02-01',
      to: '2028-03-01',
    });
  });

  it('takes 30 days on the first and the last day of a month', () => {
    expect(days('month', new Date(2026, 10, 1, 10))).toEqual({
      from: '2026-10-03',
      to: '2026-11-01',
    });
    expect(days('month', new Date(2026, 10, 30, 10))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(days('month', new Date(2026, 9, 31, 10))).toEqual({
      from: '2026-10-02',
      to: '2026-10-31',
    });
  });

  it('crosses the new year', () => {
    const newYearsDay = new Date(2027, 0, 1, 0, 30);
    expect(days('week', newYearsDay)).toEqual({ from: '2026-12-26', to: '2027-01-01' });
    expect(days('month', newYearsDay)).toEqual({ from: '2026-12-03', to: '2027-01-01' });
    expect(days('3months', newYearsDay)).toEqual({ from: '2026-10-02', to: '2027-01-01' });
    expect(days('6months', newYearsDay)).toEqual({ from: '2026-07-02', to: '2027-01-01' });
    expect(days('year', newYearsDay)).toEqual({ from: '2026-01-02', to: '2027-01-01' });
  });

  it('ends a year on 31 December and starts the next window on 1 January', () => {
    const newYearsEve = new Date(2026, 11, 31, 23, 59);
    expect(days('year', newYearsEve)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(days('3months', newYearsEve)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(days('week', newYearsEve)).toEqual({ from: '2026-12-25', to: '2026-12-31' });
  });

  it('counts 365 or 366 days in 12 months, as the calendar has', () => {
    expect(length('year', new Date(2026, 5, 15))).toBe(365);
    expect(length('year', new Date(2028, 5, 15))).toBe(366);
  });

  it('counts whole local days around the changes of clock time (in Paris, the runner of e2e)', () => {
    // Summer time starts on the last Sunday of March and ends on the last of October; in a
    // runner on UTC these are ordinary days, and the lengths hold as well.
    expect(length('week', new Date(2026, 2, 31, 12))).toBe(7);
    expect(length('month', new Date(2026, 10, 2, 12))).toBe(30);
    expect(getPeriodRange('week', new Date(2026, 2, 31, 12))!.from).toEqual(new Date(2026, 2, 25));
  });
});
