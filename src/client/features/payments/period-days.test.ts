import { describe, expect, it } from 'vitest';
import { getPeriodDays } from '#client/features/payments/period-days';

// 23 November 2026, mid-morning in the browser's own calendar.
const NOW = new Date(2026, 10, 23, 10, 30);
const preset = (period: 'all' | 'week' | 'month' | '3months' | '6months' | 'year') =>
  getPeriodDays({ period, start: null, end: null }, NOW);
const custom = (start: string | null, end: string | null) =>
  getPeriodDays({ period: 'custom', start, end }, NOW);

describe('getPeriodDays', () => {
  it('leaves every date in without a period', () => {
    expect(preset('all')).toEqual({ from: null, to: null });
  });

  it('turns the presets into days up to today, both included', () => {
    expect(preset('week')).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(preset('month')).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(preset('3months')).toEqual({ from: '2026-08-24', to: '2026-11-23' });
    expect(preset('6months')).toEqual({ from: '2026-05-24', to: '2026-11-23' });
    expect(preset('year')).toEqual({ from: '2025-11-24', to: '2026-11-23' });
  });

  it('keeps a custom period as typed, one day included', () => {
    expect(custom('2026-03-01', '2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(custom('2026-03-02', '2026-03-02')).toEqual({ from: '2026-03-02', to: '2026-03-02' });
  });

  it('cannot apply a custom period missing a day, reversed, or outside 1900–2100', () => {
    expect(custom('2026-03-01', null)).toBeNull();
    expect(custom(null, '2026-03-31')).toBeNull();
    expect(custom('2026-03-31', '2026-03-01')).toBeNull();
    expect(custom('2026-02-30', '2026-03-31')).toBeNull();
    expect(custom('1850-01-01', '2026-03-31')).toBeNull();
  });
});
