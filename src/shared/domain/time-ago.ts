/**
 * « il y a 2 h »: how long ago a moment was, short, as the Corbeille and the history say it.
 * Minutes under an hour, hours under a day, then days; the future reads « à l'instant ».
 */
export type TimeAgoWords = {
  justNow: string;
  minutes: (count: number) => string;
  hours: (count: number) => string;
  days: (count: number) => string;
};

const MINUTE_MS = 60 * 1000;

export function formatTimeAgo(
  value: Date | string,
  words: TimeAgoWords,
  now: Date = new Date(),
): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return words.justNow;
  const minutes = Math.floor(elapsed / MINUTE_MS);
  if (minutes < 60) return words.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return words.hours(hours);
  return words.days(Math.floor(hours / 24));
}
