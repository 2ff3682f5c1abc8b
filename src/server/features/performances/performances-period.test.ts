import { describe, expect, it } from 'vitest';
import { splitPeriod } from '#server/features/performances/performances-period';

describe('a period of publication days', () => {
  it('is whole months when open or on month bounds', () => {
    expect(splitPeriod()).toEqual({ months: { from: null, to: null }, days: null });
    expect(splitPeriod('2026-03-01', '2026-04-30').months).toEqual({
      from: '2026-03-01',
      to: '2026-04-01',
    });
    expect(splitPeriod('2024-02-01', '2024-02-29').months).toEqual({
      from: '2024-02-01',
      to: '2024-02-01',
    });
  });

  it('leaves the days of a cut month to the readings', () => {
    expect(splitPeriod('2026-03-05', '2026-06-10')).toEqual({
      months: { from: '2026-04-01', to: '2026-05-01' },
      days: { from: '2026-03-05', to: '2026-06-10' },
    });
    expect(splitPeriod('2026-12-15', undefined).months).toEqual({ from: '2027-01-01', to: null });
    expect(splitPeriod(undefined, '2026-01-15').months).toEqual({ from: null, to: '2025-12-01' });
  });

  it('has no whole month inside one cut month', () => {
    expect(splitPeriod('2026-03-05', '2026-03-20').months).toBeNull();
  });
});
