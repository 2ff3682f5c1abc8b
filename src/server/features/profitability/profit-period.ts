// A period of Rentabilité (days both inclusive, either end open) in the parts its sums are read
// from (decision 0035): the whole months from the kept sums per month, the days of a month
// cut by the period (its first or last month) from the deals themselves.

export type PeriodParts = {
  /** The whole months, as their first days (an end undefined: open); null when there is none. */
  months: { from?: string | undefined; to?: string | undefined } | null;
  /** Ranges of days (both inclusive) of the months the period cuts. */
  days: { from: string; to: string }[];
};

const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the month `offset` months after the day's month. */
function monthStart(day: string, offset = 0): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return toDay(new Date(Date.UTC(year, month - 1 + offset, 1)));
}

const monthEnd = (day: string) =>
  toDay(new Date(Date.parse(`${monthStart(day, 1)}T00:00:00Z`) - 86_400_000));

export function splitPeriod(from: string | undefined, to: string | undefined): PeriodParts {
  const cutsStart = from !== undefined && from !== monthStart(from);
  const cutsEnd = to !== undefined && to !== monthEnd(to);
  if (from && to && monthStart(from) === monthStart(to) && (cutsStart || cutsEnd)) {
    return { months: null, days: [{ from, to }] };
  }
  const days: PeriodParts['days'] = [];
  if (from && cutsStart) days.push({ from, to: monthEnd(from) });
  if (to && cutsEnd) days.push({ from: monthStart(to), to });
  const first = from && (cutsStart ? monthStart(from, 1) : from);
  const last = to && monthStart(to, cutsEnd ? -1 : 0);
  const isEmpty = first !== undefined && last !== undefined && first > last;
  return { months: isEmpty ? null : { from: first, to: last }, days };
}
