import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from '#shared/domain/time-ago';
import { trashScreen } from '#shared/i18n/fr-trash';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => formatTimeAgo(new Date(now.getTime() - ms), trashScreen.timeAgo, now);

describe('formatTimeAgo', () => {
  it('says minutes, hours, then days, in French', () => {
    expect(ago(10 * 1000)).toBe("à l'instant");
    expect(ago(5 * 60 * 1000)).toBe('il y a 5 min');
    expect(ago(2 * 60 * 60 * 1000 + 59 * 60 * 1000)).toBe('il y a 2 h');
    expect(ago(24 * 60 * 60 * 1000)).toBe('il y a 1 jour');
    expect(ago(3 * 24 * 60 * 60 * 1000)).toBe('il y a 3 jours');
  });

  it('reads a moment in the future or invalid as just now', () => {
    expect(ago(-60 * 1000)).toBe("à l'instant");
    expect(formatTimeAgo('pas une date', trashScreen.timeAgo, now)).toBe("à l'instant");
  });
});
