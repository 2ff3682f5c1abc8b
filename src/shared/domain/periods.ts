import { addDays, endOfDay, startOfDay, subDays, subMonths } from 'date-fns';
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
//
// The presets are rolling windows of whole days ending today, as their labels say ('7 derniers
// jours', '30 derniers jours', '3, 6, 12 derniers mois'; spec §9: week = 7 days, month = 30
// days, year = 12 months), not calendar periods (docs/decisions/0027): today and the 6 days
// before are 7 days; 3 months back from 23 November start on 24 August.
export function getPeriodRange(
  period: DatePeriod,
  now: Date,
  custom?: { start?: string | null; end?: string | null },
): PeriodRange | null {
  const lastDays = (days: number) => ({
    from: startOfDay(subDays(now, days - 1)),
    to: endOfDay(now),
  });
  const lastMonths = (months: number) => ({
    // subMonths clamps 31 May − 3 months to 28 February: the window then starts on 1 March.
    from: startOfDay(addDays(subMonths(now, months), 1)),
    to: endOfDay(now),
  });
  switch (period) {
    case 'all':
      return { from: null, to: null };
    case 'week':
      return lastDays(7);
    case 'month':
      return lastDays(30);
    case '3months':
      return lastMonths(3);
    case '6months':
      return lastMonths(6);
    case 'year':
      return lastMonths(12);
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
