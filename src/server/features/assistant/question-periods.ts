import { startOfMonth, startOfWeek, startOfYear, subMonths, endOfMonth } from 'date-fns';
import { toDay } from '#shared/domain/dates';

/** Contact dates from one day to another, both included. */
export type Period = {
  from: string;
  to: string | null;
  label: 'week' | 'month' | 'lastMonth' | 'year';
};

/** "cette semaine", "ce mois-ci", "le mois dernier", "cette année" in a normalized question. */
export function findPeriod(text: string, today: Date): Period | null {
  if (/\bcette semaine\b/.test(text)) {
    return { from: toDay(startOfWeek(today, { weekStartsOn: 1 })), to: null, label: 'week' };
  }
  if (/\b(le )?mois (dernier|precedent)\b/.test(text)) {
    const last = subMonths(today, 1);
    return { from: toDay(startOfMonth(last)), to: toDay(endOfMonth(last)), label: 'lastMonth' };
  }
  if (/\bce mois\b/.test(text))
    return { from: toDay(startOfMonth(today)), to: null, label: 'month' };
  if (/\bcette annee\b/.test(text))
    return { from: toDay(startOfYear(today)), to: null, label: 'year' };
  return null;
}
