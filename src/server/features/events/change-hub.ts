import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '#server/db/client';
import { sessions, users } from '#server/db/schema/identity';
import { SESSION_CHANNEL } from '#server/lib/auth/session-cache';
import { logger } from '#server/lib/logger';
import { canOpenSection, type PermissionMap } from '#shared/domain/permissions';
import { RECORD_KINDS, RECORD_SECTION, type RecordKind } from '#shared/domain/record-history';
import { NOTIFICATION_FEED_KIND, type RecordChangeEvent } from '#shared/domain/record-changes';

/** The database's change feed (migration 0030_live-updates, decision 0047). */
export const CHANGES_CHANNEL = 'record_changes';
/** A comment on every stream this often, so that proxies and browsers keep it open. */
export const HEARTBEAT_MS = 25_000;

const MAX_NAMES = 10_000;

/**
 * How long this process keeps the changes it heard, and at most how many: a tab whose stream
 * opens within this time of its first read is sent what it missed since (`replay`) rather than
 * refetching everything it shows.
 */
export const RECENT_MS = 60_000;
const MAX_RECENT = 10_000;

export type RecordChange = Omit<RecordChangeEvent, 'byName'> & { agencyId: string };

/** One open stream: a signed-in tab of a member, and what it may receive now. */
export type Subscriber = {
  userId: string;
  sessionId: string;
  agencyId: string;
  permissions: PermissionMap | null;
  send(eventId: number, change: RecordChangeEvent): void;
  resync(eventId: number): void;
  ping(): void;
  close(): void;
};

type Membership = { agencyId: string | null; permissions: PermissionMap | null };

/**
 * The member behind a session as the database knows them now: null once the session ended
 * (sign-out, expiry, deletion of the account). Read as the owner: sessions are nobody's tenant.
 */
export async function readMemberships(db: Database, sessionIds: string[]) {
  const found = new Map<string, Membership>();
  if (sessionIds.length === 0) return found;
  const rows = await db
    .select({ id: sessions.id, agencyId: users.agencyId, permissions: users.permissions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, new Date())));
  for (const row of rows) found.set(row.id, row);
  return found;
}

/** Whether a member may receive a kind's changes: the kind's section is open to them. */
export function mayReceive(permissions: PermissionMap | null, kind: RecordKind) {
  const section = RECORD_SECTION[kind];
  // The agency and its members are the team list every member sees (names of authors).
  return section === 'account' || canOpenSection(permissions, section);
}

/** A member's own notifications go to their tabs only (a null id: several members'). */
const mayReceiveChange = (
  subscriber: Subscriber,
  change: Pick<RecordChangeEvent, 'kind' | 'id'>,
) =>
  change.kind === NOTIFICATION_FEED_KIND
    ? change.id === null || change.id === subscriber.userId
    : mayReceive(subscriber.permissions, change.kind);

function parseChange(payload: string): RecordChange | null {
  try {
    const change = JSON.parse(payload) as RecordChange;
    const isKnown =
      (RECORD_KINDS as readonly string[]).includes(change.kind) ||
      change.kind === NOTIFICATION_FEED_KIND;
    return isKnown && typeof change.agencyId === 'string' ? change : null;
  } catch {
    return null;
  }
}

/**
 * The streams open on this process, fed by one LISTEN (listenForRecordChanges): each change
 * goes, in memory, to the streams of its agency whose member may open its section. The event
 * ids are this process's count, so that a browser's Last-Event-ID tells a reconnection.
 */
export function createChangeHub(db: Database) {
  let lastEventId = 0;
  const byAgency = new Map<string, Set<Subscriber>>();
  const byUser = new Map<string, Set<Subscriber>>();
  let heartbeat: NodeJS.Timeout | undefined;
  // Authors' names, read once (and again after a change of the user): an event names its author.
  const names = new Map<string, string>();
  // Changes go out in the order they came, though an unknown author's name is read first.
  let publishing = Promise.resolve();
  // What this process heard lately, and since when it has heard everything (null: the feed's
  // connection is down, or not up yet).
  const recent: Array<{ at: number; change: RecordChange }> = [];
  let heardAllSince: number | null = null;
  const keep = (change: RecordChange, now: number) => {
    recent.push({ at: now, change });
    while (recent.length > 0 && (recent.length > MAX_RECENT || recent[0]!.at < now - RECENT_MS)) {
      const dropped = recent.shift()!;
      // Past the count, what is older than the oldest kept change is no longer known.
      if (recent.length >= MAX_RECENT && heardAllSince !== null) {
        heardAllSince = Math.max(heardAllSince, dropped.at);
      }
    }
  };

  const add = (map: Map<string, Set<Subscriber>>, key: string, subscriber: Subscriber) => {
    const set = map.get(key) ?? new Set<Subscriber>();
    map.set(key, set.add(subscriber));
  };
  const remove = (map: Map<string, Set<Subscriber>>, key: string, subscriber: Subscriber) => {
    const set = map.get(key);
    set?.delete(subscriber);
    if (set?.size === 0) map.delete(key);
  };
  const all = () => [...byUser.values()].flatMap((set) => [...set]);

  const unsubscribe = (subscriber: Subscriber) => {
    remove(byAgency, subscriber.agencyId, subscriber);
    remove(byUser, subscriber.userId, subscriber);
    if (byUser.size === 0) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  };
  const end = (subscriber: Subscriber) => {
    unsubscribe(subscriber);
    subscriber.close();
  };

  /** Re-reads the members of these streams: a left agency or an ended session closes them. */
  const recheck = async (subscribers: Subscriber[]) => {
    if (subscribers.length === 0) return;
    const memberships = await readMemberships(db, [
      ...new Set(subscribers.map((s) => s.sessionId)),
    ]);
    for (const subscriber of subscribers) {
      const membership = memberships.get(subscriber.sessionId);
      if (membership?.agencyId !== subscriber.agencyId) end(subscriber);
      else subscriber.permissions = membership.permissions;
    }
  };
  const recheckLogged = (subscribers: Subscriber[]) =>
    recheck(subscribers).catch((error: unknown) =>
      logger.warn({ err: error }, 'live updates: members not re-read'),
    );

  const nameOf = async (userId: string) => {
    const known = names.get(userId);
    if (known !== undefined) return known;
    const [author] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    const name = author ? `${author.firstName} ${author.lastName}`.trim() : '';
    if (names.size >= MAX_NAMES) names.clear();
    names.set(userId, name);
    return name;
  };

  const beat = () => {
    for (const subscriber of all()) subscriber.ping();
    // Expired sessions and notifications missed by a lost connection end here at the latest.
    void recheckLogged(all());
  };

  return {
    subscribe(subscriber: Subscriber) {
      add(byAgency, subscriber.agencyId, subscriber);
      add(byUser, subscriber.userId, subscriber);
      heartbeat ??= setInterval(beat, HEARTBEAT_MS);
      return () => unsubscribe(subscriber);
    },
    /** A notification of the change feed. */
    publish(payload: string) {
      const change = parseChange(payload);
      if (!change) return publishing;
      keep(change, Date.now());
      publishing = publishing
        .then(async () => {
          const { agencyId, ...event } = change;
          const subscribers = [...(byAgency.get(agencyId) ?? [])];
          if (subscribers.length === 0) return;
          const byName = change.by ? await nameOf(change.by) : null;
          const eventId = ++lastEventId;
          for (const subscriber of subscribers) {
            if (mayReceiveChange(subscriber, event)) {
              subscriber.send(eventId, { ...event, byName });
            }
          }
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'live updates: change not sent'));
      return publishing;
    },
    /**
     * A new stream of a tab that read what it shows from `since` on (this server's clock, in
     * ms): sends it the changes of its agency it may receive heard after that moment, in the
     * order of the live ones. False when this process cannot tell (it has not heard every
     * change since then): the tab must refetch what it shows.
     */
    replay(subscriber: Subscriber, since: number, now = Date.now()) {
      if (heardAllSince === null || since < heardAllSince || since < now - RECENT_MS) return false;
      const missed = recent.filter(
        (item) =>
          item.at > since &&
          item.change.agencyId === subscriber.agencyId &&
          mayReceiveChange(subscriber, item.change),
      );
      publishing = publishing
        .then(async () => {
          for (const { change } of missed) {
            const { agencyId: _agencyId, ...event } = change;
            const byName = change.by ? await nameOf(change.by) : null;
            subscriber.send(++lastEventId, { ...event, byName });
          }
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'live updates: replay not sent'));
      return true;
    },
    /** The feed's connection is up (every change is heard from now on) or down. */
    setListening(isListening: boolean, now = Date.now()) {
      heardAllSince = isListening ? now : null;
      if (!isListening) recent.length = 0;
    },
    /** A user or one of their sessions changed (rights, agency, sign-out): re-read them. */
    userChanged(userId: string) {
      names.delete(userId);
      return recheckLogged([...(byUser.get(userId) ?? [])]);
    },
    /** Changes may have been missed (the feed's connection was lost): everyone refetches. */
    resyncAll() {
      const eventId = ++lastEventId;
      for (const subscriber of all()) subscriber.resync(eventId);
    },
    nextEventId: () => ++lastEventId,
    /** At shutdown: every stream ends, so that the server's drain does not wait for them. */
    closeAll() {
      for (const subscriber of all()) end(subscriber);
    },
    get size() {
      return all().length;
    },
  };
}
export type ChangeHub = ReturnType<typeof createChangeHub>;

/**
 * One LISTEN per process for the change feed, one for session changes; resolves to the
 * function that stops both and closes the streams.
 */
export async function listenForRecordChanges(database: DatabaseHandle, hub: ChangeHub) {
  let wasConnected = true;
  const stopChanges = await database.listen(CHANGES_CHANNEL, {
    onMessage: (payload) => hub.publish(payload),
    onConnected: (isConnected) => {
      hub.setListening(isConnected);
      // Back after a loss: what happened meanwhile is unknown.
      if (isConnected && !wasConnected) hub.resyncAll();
      wasConnected = isConnected;
    },
  });
  // Listening from here on (onConnected tells of losses and returns).
  hub.setListening(true);
  const stopSessions = await database.listen(SESSION_CHANNEL, {
    onMessage: (userId) => void hub.userChanged(userId),
  });
  return async () => {
    hub.closeAll();
    await stopChanges();
    await stopSessions();
  };
}
