import type { PermissionKey } from '#shared/domain/permissions';

/**
 * Issue 28, decision 0045: what the history of a record holds. A record is seen through a flat
 * view (field → value) written by its feature: money in cents, dates as 'yyyy-MM-dd' days,
 * lists as their items' labels. An update's event is the difference of the views before and
 * after; a create, delete or restore names the record only.
 */

/** The records that carry a version and a history. */
export const RECORD_KINDS = [
  'collaboration',
  'client',
  'influencer',
  'casting',
  'task',
  'resource',
  'agency',
  'member',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** A page of history (GET /api/history…): its default and largest sizes. */
export const HISTORY_PAGE_LIMIT = 20;
export const HISTORY_PAGE_MAX = 100;

export type HistoryValue = string | number | boolean | null;
export type RecordView = Record<string, HistoryValue | readonly string[]>;

/** One changed field: a value before and after, or a list's added and removed items. */
export type HistoryChange =
  | { field: string; before: HistoryValue; after: HistoryValue }
  | { field: string; added: string[]; removed: string[] };

const isList = (value: unknown): value is readonly string[] => Array.isArray(value);

/** Each item of `items` not matched by one of `others` (a multiset difference). */
function itemsMissingFrom(items: readonly string[], others: readonly string[]) {
  const left = new Map<string, number>();
  for (const item of others) left.set(item, (left.get(item) ?? 0) + 1);
  return items.filter((item) => {
    const count = left.get(item) ?? 0;
    if (count === 0) return true;
    left.set(item, count - 1);
    return false;
  });
}

/** The fields that differ between two views of one record, in the order of `after`. */
export function diffRecordViews(before: RecordView, after: RecordView): HistoryChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const changes: HistoryChange[] = [];
  for (const field of fields) {
    const was = before[field] ?? null;
    const now = after[field] ?? null;
    if (isList(was) || isList(now)) {
      const added = itemsMissingFrom(isList(now) ? now : [], isList(was) ? was : []);
      const removed = itemsMissingFrom(isList(was) ? was : [], isList(now) ? now : []);
      if (added.length > 0 || removed.length > 0) changes.push({ field, added, removed });
    } else if (was !== now) {
      changes.push({ field, before: was, after: now });
    }
  }
  return changes;
}

/**
 * The section a reader must be allowed to open to see a kind's events (spec §6);
 * 'account' kinds (the agency, a member's profile) are the admins' journal only.
 */
export const RECORD_SECTION = {
  collaboration: 'collaborations',
  client: 'clients',
  influencer: 'influencers',
  casting: 'casting',
  task: 'todo',
  resource: 'resources',
  agency: 'account',
  member: 'account',
} as const satisfies Record<RecordKind, PermissionKey | 'account'>;
