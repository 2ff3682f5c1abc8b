import { endOfDay, startOfDay, subDays, subMonths } from 'date-fns';
import { parseDateValue, parseDay } from '#shared/domain/dates';

// Date filters of the accounting screen (spec §9).

export const DATE_PERIODS = [
  'all',
  'week',
  'month',
  '3months',
  '6months',
  'year',
  'custom',
] as const;
export type DatePeriod = (typeof DATE_PERIODS)[number];

export type PeriodRange = { from: Date | null; to: Date | null };

// Returns null when the period cannot be applied yet (an incomplete or reversed custom range),
// which is what disables the apply button.
export function getPeriodRange(
  period: DatePeriod,
  now: Date,
  custom?: { start?: string | null; end?: string | null },
): PeriodRange | null {
  switch (period) {
    case 'all':
      return { from: null, to: null };
    // 'week' and 'month' are rolling windows of days; the others are calendar months.
    case 'week':
      return { from: subDays(now, 7), to: now };
    case 'month':
      return { from: subDays(now, 30), to: now };
    case '3months':
      return { from: subMonths(now, 3), to: now };
    case '6months':
      return { from: subMonths(now, 6), to: now };
    case 'year':
      return { from: subMonths(now, 12), to: now };
    case 'custom':
      return getCustomRange(custom?.start, custom?.end);
    default:
      return null;
  }
}

function getCustomRange(start?: string | null, end?: string | null): PeriodRange | null {
  const startDay = start ? parseDay(start) : null;
  const endDay = end ? parseDay(end) : null;
  if (!startDay || !endDay || startDay > endDay) return null;
  // The end day is inclusive: everything until 23:59:59.999 of that day counts.
  return { from: startOfDay(startDay), to: endOfDay(endDay) };
}

// Bounds are inclusive. Without bounds everything matches, even rows with no date; with a
// bound, a row without a usable date cannot be placed and is left out.
export function isInPeriod(moment: Date | string | null, range: PeriodRange): boolean {
  if (range.from === null && range.to === null) return true;
  const date = parseDateValue(moment);
  if (!date) return false;
  if (range.from && date < range.from) return false;
  if (range.to && date > range.to) return false;
  return true;
}
