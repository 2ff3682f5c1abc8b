import type { useUrlSearch } from '#client/lib/use-url-search';
import { ALL_DATES, getPeriodDays, type PeriodChoice } from '#client/features/payments/period-days';
import { DATE_PERIODS } from '#shared/domain/periods';

const pickPeriod = (value: string | null) =>
  DATE_PERIODS.find((candidate) => candidate === value) ?? 'all';

/** The period the URL gives, and its days (also read before the screen loads). */
export function readUrlPeriod(params: URLSearchParams) {
  const read: PeriodChoice = {
    period: pickPeriod(params.get('periode')),
    start: params.get('du'),
    end: params.get('au'),
  };
  const readDays = getPeriodDays(read, new Date());
  return {
    choice: readDays ? read : ALL_DATES,
    days: readDays ?? { from: null, to: null },
  };
}

/**
 * The period of Comptabilité, kept in the URL (`?periode=month`, or
 * `?periode=custom&du=2026-03-01&au=2026-03-31`) and shared by its two tabs: reload, Back and a
 * shared link keep it. A hand-edited URL with an unusable period shows every date rather than an
 * error.
 */
export function useUrlPeriod(search: ReturnType<typeof useUrlSearch>) {
  return {
    ...readUrlPeriod(search.params),
    setPeriod: ({ period, start, end }: PeriodChoice) => {
      const isCustom = period === 'custom';
      search.setParamValues({
        periode: period === 'all' ? null : period,
        du: isCustom ? start : null,
        au: isCustom ? end : null,
      });
    },
  };
}
