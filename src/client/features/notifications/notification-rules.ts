import type { NotificationItem } from '#shared/schemas/notifications';

/** The bell's badge: nothing at 0, the count up to 99, then '99+'. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/**
 * Where an item's link leads: a task opens on Tâches (`?tache=<id>`), anything of a deal (the
 * deal itself, its contents, its payments) opens the deal's detail; otherwise no link.
 */
export function recordLinkOf(
  item: Pick<NotificationItem, 'recordKind' | 'recordId' | 'collaborationId'>,
): string | null {
  if (item.recordKind === 'task') return `/app/todo?tache=${encodeURIComponent(item.recordId)}`;
  const deal = item.recordKind === 'collaboration' ? item.recordId : item.collaborationId;
  return deal ? `/app/collaborations?voir=${encodeURIComponent(deal)}` : null;
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
