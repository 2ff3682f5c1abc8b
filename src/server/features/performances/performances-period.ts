// Issue 30, decision 0058: a period of publication days split as Rentabilité's (decision 0035):
// its whole months read from performance_sums, the days of a month it cuts from the readings.

type Range = { from: string | null; to: string | null };

export type SplitPeriod = {
  /** The first and last whole months ('YYYY-MM-01'); null: open on that side. None: null. */
  months: Range | null;
  /** The days of the months the period cuts, both ends included, to read from the readings. */
  days: Range[];
};

const toDay = (date: Date) => date.toISOString().slice(0, 10);
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);
const shiftMonths = (day: string, months: number) => {
  const date = dayOf(day);
  return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
};
const shiftDays = (day: string, days: number) =>
  toDay(new Date(dayOf(day).getTime() + days * 86_400_000));

/** `from` and `to`: days, both included, either open. */
export function splitPeriod(from?: string, to?: string): SplitPeriod {
  // The first whole month starts on `from` or after it; the last ends on `to` or before it.
  const first = from ? (from.endsWith('-01') ? from : shiftMonths(from, 1)) : null;
  const afterTo = to ? shiftDays(to, 1) : null;
  const end = afterTo ? (afterTo.endsWith('-01') ? afterTo : shiftMonths(to!, 0)) : null;
  if (first && end && first >= end) return { months: null, days: [{ from: from!, to: to! }] };
  const days: Range[] = [];
  if (from && first && from < first) days.push({ from, to: shiftDays(first, -1) });
  if (to && end && end <= to) days.push({ from: end, to });
  return { months: { from: first, to: end ? shiftMonths(end, -1) : null }, days };
}
