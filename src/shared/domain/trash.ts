import type { RecordKind } from '#shared/domain/record-history';

/**
 * Issue 28, decision 0046: the records a deletion moves to the Corbeille (the agency and a
 * member's profile are never trashed). An item is kept TRASH_DAYS, then swept for good.
 */
export const TRASH_KINDS = [
  'client',
  'influencer',
  'collaboration',
  'casting',
  'task',
  'resource',
] as const satisfies readonly RecordKind[];
export type TrashKind = (typeof TRASH_KINDS)[number];

export const isTrashKind = (value: unknown): value is TrashKind =>
  typeof value === 'string' && (TRASH_KINDS as readonly string[]).includes(value);

export const DEFAULT_TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an item deleted at `deletedAt` leaves the Corbeille for good. */
export const trashExpiry = (deletedAt: Date, days: number) =>
  new Date(deletedAt.getTime() + days * DAY_MS);

/** Whole days left before the final deletion, rounded up (« 1 jour » until the last hour). */
export function daysLeftInTrash(expiresAt: Date | string, now: Date = new Date()) {
  const left = new Date(expiresAt).getTime() - now.getTime();
  return Math.max(0, Math.ceil(left / DAY_MS));
}
