// Issue 33: the panel's and the preferences card's rules (their chunks only, not the shell's).

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });

/** « il y a 5 minutes », « hier », « à l’instant »-like: the item's age, in French. */
export function timeAgo(at: Date, now: Date): string {
  const seconds = Math.round((now.getTime() - at.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return relative.format(0, 'second');
}

/** The digest's time zones offered: the common ones of French-speaking agencies, and the member's. */
const COMMON_TIME_ZONES = [
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/Luxembourg',
  'Europe/Zurich',
  'Europe/London',
  'America/Toronto',
  'America/New_York',
  'America/Martinique',
  'America/Guadeloupe',
  'Indian/Reunion',
  'Pacific/Tahiti',
  'Africa/Casablanca',
  'Africa/Dakar',
  'UTC',
];

export const timeZonesOffered = (current: string) =>
  COMMON_TIME_ZONES.includes(current) ? COMMON_TIME_ZONES : [current, ...COMMON_TIME_ZONES];
