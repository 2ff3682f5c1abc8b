import { addDays, addWeeks, format, isValid, parseISO, startOfWeek } from 'date-fns';
import { fr } from 'date-fns/locale';

// A "day" is a 'YYYY-MM-DD' string. `new Date('2026-11-22')` reads it as UTC midnight, which
// is still 21 November west of Greenwich, so days are always built from local parts here.

export const UNKNOWN_DATE = 'Date inconnue';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDay(value: string): Date | null {
  if (typeof value !== 'string') return null;
  const match = DAY_PATTERN.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // setFullYear, because the Date constructor maps years 0–99 to 1900–1999.
  date.setFullYear(year, month - 1, day);
  // Rejects overflowing days such as 2026-02-30, which Date would roll into March.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}

// Days we store: PostgreSQL has no year 0 (a 500 once), and no deal, signature or birth falls
// outside these years; anything else is a typing slip.
export const EARLIEST_DAY_YEAR = 1900;
export const LATEST_DAY_YEAR = 2100;

/** A day that exists in the calendar and falls in 1900–2100: what validation accepts. */
export function isAcceptedDay(value: string): boolean {
  const year = parseDay(value)?.getFullYear();
  return year !== undefined && year >= EARLIEST_DAY_YEAR && year <= LATEST_DAY_YEAR;
}

export function toDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

export function today(now: Date = new Date()): string {
  return toDay(now);
}

// Stored dates come as day strings or ISO timestamps; both end up as a local Date.
export function parseDateValue(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (DAY_PATTERN.test(text)) return parseDay(text);
  const date = parseISO(text);
  return isValid(date) ? date : null;
}

// "22 novembre 2026"
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = parseDateValue(value);
  return date ? format(date, 'd MMMM yyyy', { locale: fr }) : UNKNOWN_DATE;
}

// "22 nov. 2026 à 14:05"
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parseDateValue(value);
  return date ? format(date, "d MMM yyyy 'à' HH:mm", { locale: fr }) : UNKNOWN_DATE;
}

// The task board shows Monday to Friday; a weekend date belongs to the week that has just ended.
export function getWorkWeek(date: Date): { monday: Date; friday: Date; days: Date[] } {
  const monday = startOfWeek(date, { weekStartsOn: 1 });
  const days = [0, 1, 2, 3, 4].map((offset) => addDays(monday, offset));
  return { monday, friday: days[4] ?? addDays(monday, 4), days };
}

// Calendar weeks, not 7 × 24 h, so the time of day survives daylight-saving changes.
export function shiftWeek(date: Date, weeks: number): Date {
  return addWeeks(date, weeks);
}
