import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  getWorkWeek,
  parseDateValue,
  parseDay,
  shiftWeek,
  toDay,
  today,
} from '#shared/domain/dates';

// Node reads process.env.TZ on every date operation, so each test can pick its time zone:
// west of UTC (New York) catches days read as UTC midnight, Paris and São Paulo catch DST.
const initialTimeZone = process.env.TZ;
function useTimeZone(timeZone: string) {
  process.env.TZ = timeZone;
}
afterEach(() => {
  if (initialTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = initialTimeZone;
});

const TIME_ZONES = ['UTC', 'America/New_York', 'Europe/Paris', 'Pacific/Kiritimati'];

const parts = (date: Date) => [
  date.getFullYear(),
  date.getMonth() + 1,
  date.getDate(),
  date.getHours(),
  date.getMinutes(),
];

describe('parseDay', () => {
  it.each(TIME_ZONES)('reads a day as local midnight (%s)', (timeZone) => {
    useTimeZone(timeZone);
    const date = parseDay('2026-11-22');
    expect(date && parts(date)).toEqual([2026, 11, 22, 0, 0]);
  });

  it('keeps the day on daylight-saving change days', () => {
    useTimeZone('Europe/Paris');
    expect(toDay(parseDay('2026-03-29')!)).toBe('2026-03-29');
    expect(toDay(parseDay('2026-10-25')!)).toBe('2026-10-25');
    // In 2018 São Paulo skipped midnight itself: the day must still be 4 November.
    useTimeZone('America/Sao_Paulo');
    expect(toDay(parseDay('2018-11-04')!)).toBe('2018-11-04');
  });

  it('accepts month ends and leap days', () => {
    expect(parseDay('2026-01-31') && toDay(parseDay('2026-01-31')!)).toBe('2026-01-31');
    expect(toDay(parseDay('2028-02-29')!)).toBe('2028-02-29');
    expect(toDay(parseDay('2026-12-31')!)).toBe('2026-12-31');
  });

  it('keeps years below 100 as they are', () => {
    expect(parseDay('0050-06-15')?.getFullYear()).toBe(50);
  });

  it('rejects days that do not exist or are malformed', () => {
    for (const value of [
      '',
      '2026-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-5',
      '22/11/2026',
      '2026-11-22T10:00:00Z',
      'demain',
    ]) {
      expect(parseDay(value)).toBeNull();
    }
    expect(parseDay(null as unknown as string)).toBeNull();
  });
});

describe('toDay and today', () => {
  it.each(TIME_ZONES)('writes the local day (%s)', (timeZone) => {
    useTimeZone(timeZone);
    expect(toDay(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(toDay(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });

  it('is the local day even when UTC is already on the next day', () => {
    useTimeZone('America/New_York');
    // 22 November 21:00 in New York is 23 November 02:00 UTC.
    expect(today(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-22');
  });

  it('defaults today to the current date', () => {
    expect(today()).toBe(toDay(new Date()));
  });
});

describe('parseDateValue', () => {
  it('reads Dates, day strings and ISO timestamps', () => {
    useTimeZone('Europe/Paris');
    const date = new Date(2026, 10, 22, 14, 5);
    expect(parseDateValue(date)).toBe(date);
    expect(parts(parseDateValue('2026-11-22')!)).toEqual([2026, 11, 22, 0, 0]);
    expect(parts(parseDateValue('2026-11-22T13:05:00Z')!)).toEqual([2026, 11, 22, 14, 5]);
    expect(parts(parseDateValue('2026-11-22T14:05:00')!)).toEqual([2026, 11, 22, 14, 5]);
  });

  it('is null when missing or invalid', () => {
    for (const value of [null, undefined, '', '  ', 'n/a', '2026-02-30', new Date(NaN)]) {
      expect(parseDateValue(value)).toBeNull();
    }
  });
});

describe('formatLongDate', () => {
  it.each(TIME_ZONES)('formats a day without shifting it (%s)', (timeZone) => {
    useTimeZone(timeZone);
    expect(formatLongDate('2026-11-22')).toBe('22 novembre 2026');
  });

  it('formats Dates and timestamps in local time', () => {
    useTimeZone('Europe/Paris');
    expect(formatLongDate(new Date(2026, 0, 1))).toBe('1 janvier 2026');
    expect(formatLongDate('2026-08-15T10:00:00.000Z')).toBe('15 août 2026');
    expect(formatLongDate('2026-12-31T23:30:00Z')).toBe('1 janvier 2027');
    expect(formatLongDate('2026-02-01')).toBe('1 février 2026');
  });

  it("shows 'Date inconnue' when missing or invalid", () => {
    for (const value of [null, undefined, '', 'bientôt', '2026-02-30', new Date('nope')]) {
      expect(formatLongDate(value)).toBe('Date inconnue');
    }
  });
});

describe('formatDateTime', () => {
  it('formats the date with the time', () => {
    useTimeZone('Europe/Paris');
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5))).toBe('22 nov. 2026 à 14:05');
    expect(formatDateTime('2026-05-03T07:09:00Z')).toBe('3 mai 2026 à 09:09');
    expect(formatDateTime('2026-11-22')).toBe('22 nov. 2026 à 00:00');
  });

  it("shows 'Date inconnue' when missing or invalid", () => {
    expect(formatDateTime(null)).toBe('Date inconnue');
    expect(formatDateTime(undefined)).toBe('Date inconnue');
    expect(formatDateTime('x')).toBe('Date inconnue');
  });
});

describe('getWorkWeek', () => {
  const days = (dates: Date[]) => dates.map(toDay);

  it('runs Monday to Friday for a weekday', () => {
    const week = getWorkWeek(new Date(2026, 10, 18, 15, 30)); // Wednesday
    expect(toDay(week.monday)).toBe('2026-11-16');
    expect(toDay(week.friday)).toBe('2026-11-20');
    expect(days(week.days)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  it('starts at local midnight', () => {
    const week = getWorkWeek(new Date(2026, 10, 18, 15, 30));
    expect(parts(week.monday)).toEqual([2026, 11, 16, 0, 0]);
    expect(parts(week.friday)).toEqual([2026, 11, 20, 0, 0]);
  });

  it('keeps Monday and Friday in their own week', () => {
    expect(toDay(getWorkWeek(new Date(2026, 10, 16)).monday)).toBe('2026-11-16');
    expect(toDay(getWorkWeek(new Date(2026, 10, 20, 23, 59)).monday)).toBe('2026-11-16');
  });

  it('puts Saturday and Sunday in the week that started the Monday before', () => {
    expect(toDay(getWorkWeek(new Date(2026, 10, 21)).monday)).toBe('2026-11-16');
    expect(toDay(getWorkWeek(new Date(2026, 10, 22, 23, 59)).monday)).toBe('2026-11-16');
  });

  it('crosses month and year ends', () => {
    const week = getWorkWeek(new Date(2027, 0, 1)); // Friday
    expect(days(week.days)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(toDay(getWorkWeek(new Date(2026, 2, 1)).monday)).toBe('2026-02-23'); // Sunday
  });

  it('gives five distinct days across a daylight-saving change', () => {
    useTimeZone('Europe/Paris');
    const week = getWorkWeek(new Date(2026, 2, 29, 12)); // Sunday of the spring change
    expect(days(week.days)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
    ]);
    const next = getWorkWeek(new Date(2026, 2, 30));
    expect(week.days.length).toBe(5);
    expect(toDay(next.friday)).toBe('2026-04-03');
  });
});

describe('shiftWeek', () => {
  it('moves by 7 days per week, both ways', () => {
    expect(toDay(shiftWeek(new Date(2026, 10, 16), 1))).toBe('2026-11-23');
    expect(toDay(shiftWeek(new Date(2026, 10, 16), -1))).toBe('2026-11-09');
    expect(toDay(shiftWeek(new Date(2026, 10, 30), 2))).toBe('2026-12-14');
    expect(toDay(shiftWeek(new Date(2026, 10, 16), 0))).toBe('2026-11-16');
  });

  it('keeps local midnight across a daylight-saving change', () => {
    useTimeZone('Europe/Paris');
    const shifted = shiftWeek(new Date(2026, 2, 23), 1);
    expect(parts(shifted)).toEqual([2026, 3, 30, 0, 0]);
    expect(parts(shiftWeek(shifted, -1))).toEqual([2026, 3, 23, 0, 0]);
  });

  it('does not change the given date', () => {
    const date = new Date(2026, 10, 16);
    shiftWeek(date, 3);
    expect(toDay(date)).toBe('2026-11-16');
  });
});
