import { addDays, format, parseISO } from 'date-fns';

/** A day (YYYY-MM-DD) moved by whole days, whatever the zone (days, not moments). */
export const addDaysToDay = (day: string, days: number) =>
  format(addDays(parseISO(day), days), 'yyyy-MM-dd');
