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
