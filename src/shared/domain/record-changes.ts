import type { RecordKind } from '#shared/domain/record-history';

/**
 * What GET /api/events sends (decision 0047): `change` events name a record only — the browser
 * refetches it through the usual, permission-checked API. A null id stands for several records
 * of the kind (an import). `by` is the author's user id, null for a change made outside a
 * member's request (a sweep, a script); `byName` their name as the team knows it (the team
 * list is the owner's only, so the browser could not resolve it).
 */
export type RecordChangeEvent = {
  kind: RecordKind | typeof NOTIFICATION_FEED_KIND;
  id: string | null;
  op: 'insert' | 'update' | 'delete';
  by: string | null;
  byName: string | null;
};

/**
 * Issue 33, decision 0069: a member's notifications changed (one made, one read). Its `id` is
 * the member's; the stream sends it to that member's tabs only.
 */
export const NOTIFICATION_FEED_KIND = 'notification';

/** The stream's event names: a change, or 'refetch everything' (changes may have been missed). */
export const CHANGE_EVENT = 'change';
export const RESYNC_EVENT = 'resync';

/**
 * The header every API answer carries: the server's clock (ms since 1970) as the request
 * arrived. A tab's live stream opens with `?since=` in this clock (decision 0047).
 */
export const SERVER_TIME_HEADER = 'X-Server-Time';
