import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { AppError } from '#server/lib/app-error';
import type { AppEnv } from '#server/lib/context';
import { requireAgency, requireUser } from '#server/middleware/agency-area';
import { readMemberships, type Subscriber } from '#server/features/events/change-hub';
import { CHANGE_EVENT, RESYNC_EVENT } from '#shared/domain/record-changes';
import { fr } from '#shared/i18n/fr';

/** How long a browser waits before reconnecting a stream that ended. */
const RETRY_MS = 2_000;

/**
 * GET /api/events (decision 0047): one server-sent-event stream per signed-in tab, carrying the
 * kinds and ids of the agency's records that changed, of the sections the member may open. It
 * holds no transaction: the member is read at the start and again whenever the database says
 * they or their session changed (change-hub.ts).
 */
export const eventsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = requireUser(c.var.user);
  const agencyId = requireAgency(user);
  const { changes, db } = c.var.deps;
  // The session may come from the cache: the membership is read fresh.
  const member = (await readMemberships(db, [user.sessionId])).get(user.sessionId);
  if (!member) throw new AppError('unauthenticated', 401, fr.errors.notSignedIn);
  if (member.agencyId !== agencyId) throw new AppError('no_agency', 403, fr.errors.noAgency);
  // Another process (or this one before a restart) sent the events the browser had: they
  // cannot be replayed, so the browser refetches what it shows.
  const isReconnection = c.req.header('last-event-id') !== undefined;
  // A first opening may say since when (this server's clock, ms) the tab has read what it
  // shows: it is sent the changes heard since, or told to refetch when they are not known.
  const since = isReconnection ? null : parseSince(c.req.query('since'));
  // A proxy in front (nginx) would otherwise hold the events back.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    // One write at a time per stream; a stream that cannot be written to any more ends.
    let queue = Promise.resolve();
    const write = (task: () => Promise<unknown>) => {
      queue = queue.then(task).then(
        () => {},
        () => finish(),
      );
    };
    const subscriber: Subscriber = {
      userId: user.id,
      sessionId: user.sessionId,
      agencyId,
      permissions: member.permissions,
      send: (eventId, change) =>
        write(() =>
          stream.writeSSE({
            id: String(eventId),
            event: CHANGE_EVENT,
            data: JSON.stringify(change),
          }),
        ),
      resync: (eventId) =>
        write(() => stream.writeSSE({ id: String(eventId), event: RESYNC_EVENT, data: '{}' })),
      ping: () => write(() => stream.write(': ping\n\n')),
      close: () => finish(),
    };
    const unsubscribe = changes.subscribe(subscriber);
    stream.onAbort(() => finish());
    // The first bytes open the browser's EventSource at once (and set its reconnection delay).
    write(() => stream.write(`retry: ${RETRY_MS}\n\n`));
    if (isReconnection) subscriber.resync(changes.nextEventId());
    else if (since !== null && !changes.replay(subscriber, since)) {
      subscriber.resync(changes.nextEventId());
    }
    await finished;
    unsubscribe();
    await queue;
  });
});

/**
 * `?since=`: a moment in ms since 1970; nothing (an older tab, which refetches by itself) is
 * null; anything else is a moment too old to replay from (0), so the tab is told to refetch.
 */
function parseSince(value: string | undefined) {
  if (value === undefined) return null;
  return /^\d{1,15}$/.test(value) ? Number(value) : 0;
}
