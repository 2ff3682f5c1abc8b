import { isAcceptedDay, toDay } from '#shared/domain/dates';
import { getPeriodRange, type DatePeriod } from '#shared/domain/periods';

/** A period as chosen: one of the spec's, and the two days of a custom one. */
export type PeriodChoice = { period: DatePeriod; start: string | null; end: string | null };

export const ALL_DATES: PeriodChoice = { period: 'all', start: null, end: null };

/**
 * The days the server filters on, in the browser's calendar (docs/decisions/0027): '30 derniers
 * jours' is today and the 29 days before. Null when a custom period cannot be applied (a day missing,
 * or the end before the start), which is what keeps 'Appliquer' disabled.
 */
export function getPeriodDays(
  choice: PeriodChoice,
  now: Date,
): { from: string | null; to: string | null } | null {
  if (choice.period === 'custom' && ![choice.start, choice.end].every(isUsableDay)) return null;
  const range = getPeriodRange(choice.period, now, choice);
  if (!range) return null;
  return {
    from: range.from ? toDay(range.from) : null,
    to: range.to ? toDay(range.to) : null,
  };
}

// The server refuses days outside 1900–2100: such a day cannot make a period.
const isUsableDay = (day: string | null) => day !== null && isAcceptedDay(day);
