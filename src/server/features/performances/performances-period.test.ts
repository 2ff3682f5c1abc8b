import { describe, expect, it } from 'vitest';
import { splitPeriod } from '#server/features/performances/performances-period';

describe('a period of publication days', () => {
  it('is whole months when open or on month bounds', () => {
    expect(splitPeriod()).toEqual({ months: { from: null, to: null }, days: [] });
    expect(splitPeriod('2026-03-01', '2026-04-30')).toEqual({
      months: { from: '2026-03-01', to: '2026-04-01' },
      days: [],
    });
    expect(splitPeriod('2024-02-01', '2024-02-29')).toEqual({
      months: { from: '2024-02-01', to: '2024-02-01' },
      days: [],
    });
    expect(splitPeriod('2026-12-01', undefined)).toEqual({
      months: { from: '2026-12-01', to: null },
      days: [],
    });
  });

  it('leaves the days of the months it cuts to the readings', () => {
    expect(splitPeriod('2026-03-05', '2026-06-10')).toEqual({
      months: { from: '2026-04-01', to: '2026-05-01' },
      days: [
        { from: '2026-03-05', to: '2026-03-31' },
        { from: '2026-06-01', to: '2026-06-10' },
      ],
    });
    expect(splitPeriod('2026-12-15', undefined)).toEqual({
      months: { from: '2027-01-01', to: null },
      days: [{ from: '2026-12-15', to: '2026-12-31' }],
    });
    expect(splitPeriod(undefined, '2026-01-15')).toEqual({
      months: { from: null, to: '2025-12-01' },
      days: [{ from: '2026-01-01', to: '2026-01-15' }],
    });
  });

  it('is days only within one month, or across two cut ones', () => {
    expect(splitPeriod('2026-03-05', '2026-03-20')).toEqual({
      months: null,
      days: [{ from: '2026-03-05', to: '2026-03-20' }],
    });
    expect(splitPeriod('2026-03-05', '2026-04-20')).toEqual({
      months: null,
      days: [{ from: '2026-03-05', to: '2026-04-20' }],
    });
    expect(splitPeriod('2026-03-01', '2026-03-31').days).toEqual([]);
  });
});
