import { SERVER_TIME_HEADER } from '#shared/domain/record-changes';

// The server's clock as this tab knows it (decision 0047): the live stream's first opening says
// since when the tab has read what it shows, and the server sends it what changed after.

/** A little earlier still: the replay of a change already read is only a refetch. */
const MARGIN_MS = 250;

let offsetMs: number | null = null;

/**
 * The server's clock minus this browser's, from the first answer: the server's moment as the
 * request arrived, against this browser's as the answer did, so the estimate runs early (by the
 * round trip), never late.
 */
export function noteServerClock(headers: Pick<Headers, 'get'> | undefined) {
  if (offsetMs !== null || !headers) return;
  const at = Number(headers.get(SERVER_TIME_HEADER) ?? NaN);
  if (Number.isFinite(at) && at > 0) offsetMs = at - Date.now();
}

/**
 * When this page started, on the server's clock: nothing the tab shows was read before it.
 * Null before any answer (the stream then refetches what was read).
 */
export function pageStartOnServer(): number | null {
  return offsetMs === null ? null : Math.floor(performance.timeOrigin + offsetMs - MARGIN_MS);
}
