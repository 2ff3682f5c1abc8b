import { sql, type SQL } from 'drizzle-orm';
import { getMarginRate } from '#shared/domain/profitability';

// Rentabilité's sums as the charts and tiles answer them. Sums of integers are exact;
// PostgreSQL answers bigints and numerics as text, read back as numbers (safe below 2^53
// cents: 90 000 billion euros).

const cents = (value: string | number | null | undefined) => Number(value ?? 0);

export type SumsRow = {
  billedCents: string;
  creatorsCents: string;
  costsCents: string;
  marginCents: string;
};

export const readSums = (row: SumsRow | undefined) => {
  const billedCents = cents(row?.billedCents);
  const marginCents = cents(row?.marginCents);
  return {
    billedCents,
    creatorsCents: cents(row?.creatorsCents),
    costsCents: cents(row?.costsCents),
    marginCents,
    marginRate: getMarginRate(marginCents, billedCents),
  };
};

/** The sums of rows with the deals' amount columns, under the names readSums reads. */
export const rawSums = sql.raw(`coalesce(sum(billed_cents), 0)::text as "billedCents",
  coalesce(sum(total_cents), 0)::text as "creatorsCents",
  coalesce(sum(costs_cents), 0)::text as "costsCents",
  coalesce(sum(margin_cents), 0)::text as "marginCents"`);

/** A kept sums row's amounts, under the deals' column names. */
export const keptAmounts = sql.raw(`billed_cents, creators_cents as total_cents, costs_cents,
  margin_cents`);

/** A deal's amounts. */
export const dealAmounts = sql.raw('billed_cents, total_cents, costs_cents, margin_cents');

/** The month of a deal (its profit_date), as the kept sums place it (migration 0024). */
export const dealMonth = sql.raw(`date_trunc('month', profit_date::timestamp)::date`);

/** The parts of a sum, one after the other (at least one: a period always has some part). */
export const unionAll = (branches: SQL[]) => sql.join(branches, sql` union all `);
