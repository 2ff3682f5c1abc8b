// Issue 30, decision 0058: a period of publication days split as Rentabilité's (decision 0035):
// its whole months read from performance_sums, the days of a month it cuts from the readings.

const pad = (value: number) => String(value).padStart(2, '0');
const monthStart = (year: number, month: number) => {
  const date = new Date(Date.UTC(year, month - 1, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-01`;
};
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const isLastDay = (day: string) => {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month, 0)).getUTCDate() === date;
};

export type SplitPeriod = {
  /** The first and last whole months ('YYYY-MM-01'); null: open on that side. */
  months: { from: string | null; to: string | null } | null;
  /** The days outside the whole months, to read from the readings; null: none. */
  days: { from: string | null; to: string | null } | null;
};

/** `from` and `to`: days, both included, either open. */
export function splitPeriod(from?: string, to?: string): SplitPeriod {
  if (!from && !to) return { months: { from: null, to: null }, days: null };
  let first: string | null = null;
  let last: string | null = null;
  if (from) {
    const [year, month, date] = parts(from);
    first = date === 1 ? monthStart(year, month) : monthStart(year, month + 1);
  }
  if (to) {
    const [year, month] = parts(to);
    last = isLastDay(to) ? monthStart(year, month) : monthStart(year, month - 1);
  }
  const hasMonths = !first || !last || first <= last;
  return {
    months: hasMonths ? { from: first, to: last } : null,
    // Read from the readings: the period's days, less its whole months (in the query).
    days: { from: from ?? null, to: to ?? null },
  };
}
