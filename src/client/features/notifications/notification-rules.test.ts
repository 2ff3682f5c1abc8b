import { describe, expect, it } from 'vitest';
import { badgeText } from '#client/features/notifications/notification-rules';
import { timeAgo, timeZonesOffered } from '#client/features/notifications/notification-panel-rules';

describe('badgeText', () => {
  it('hides the badge at 0, counts up to 99, then reads 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => timeAgo(new Date(now.getTime() - seconds * 1000), now);
  it('says how long ago, in French', () => {
    expect(ago(5 * 60)).toBe('il y a 5 minutes');
    expect(ago(3 * 3600 + 59)).toBe('il y a 3 heures');
    expect(ago(24 * 3600)).toBe('hier');
    expect(ago(3)).toBe('maintenant');
  });
});

describe('timeZonesOffered', () => {
  it('offers Paris first, and the member’s own zone when it is not a common one', () => {
    expect(timeZonesOffered('Europe/Paris')[0]).toBe('Europe/Paris');
    expect(timeZonesOffered('Asia/Tokyo')).toContain('Asia/Tokyo');
    expect(timeZonesOffered('Europe/Paris')).not.toContain('Asia/Tokyo');
  });
});
