import type { Database, DatabaseHandle } from '#server/db/client';
import { findSessionUser } from '#server/lib/auth/sessions';

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;
type Entry = { row: SessionRow; cachedUntil: number };

// Short: a change made by another app server whose notification was missed still lands in 5 s.
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Sessions resolved in the last seconds, so that a request does not pay a database round trip
 * to learn who is calling. Entries are dropped when their user or session changes: on this
 * server at once (sign-out, account changes), on every server through the database's
 * notifications (docs/decisions/0014). Permissions and agency are read again, fresh, by every
 * business request (db/tenant.ts): a cached session never opens a section that was closed.
 */
export function createSessionCache(db: Database, now: () => number = Date.now) {
  const byToken = new Map<string, Entry>();
  const tokensByUser = new Map<string, Set<string>>();
  let isTrusted = true;
  // Moves on with every forget: a lookup that was reading while a change landed (it may have
  // read the row before the change) is not kept, or the stale user would live 5 s more.
  let generation = 0;
  // Caches that follow this one (API tokens, decision 0066): told of every forget, so the same
  // notifications keep them current.
  const followers = new Set<(userId: string | null) => void>();

  const forgetToken = (token: string) => {
    const entry = byToken.get(token);
    if (!entry) return;
    byToken.delete(token);
    tokensByUser.get(entry.row.user.id)?.delete(token);
  };
  const remember = (token: string, row: SessionRow, time: number) => {
    if (byToken.size >= MAX_ENTRIES) forgetEverything();
    byToken.set(token, { row, cachedUntil: time + TTL_MS });
    const tokens = tokensByUser.get(row.user.id) ?? new Set<string>();
    tokensByUser.set(row.user.id, tokens.add(token));
  };
  const forgetEverything = () => {
    generation += 1;
    byToken.clear();
    tokensByUser.clear();
    for (const follower of followers) follower(null);
  };

  return {
    async find(token: string) {
      const time = now();
      const cached = byToken.get(token);
      if (cached && cached.cachedUntil > time && cached.row.session.expiresAt.getTime() > time) {
        return { ...cached.row, isRenewed: false };
      }
      forgetToken(token);
      const startedAt = generation;
      const row = await findSessionUser(db, token, new Date(time));
      if (row && isTrusted && generation === startedAt) remember(token, row, time);
      return row;
    },
    forgetUser(userId: string) {
      generation += 1;
      for (const token of tokensByUser.get(userId) ?? []) byToken.delete(token);
      tokensByUser.delete(userId);
      for (const follower of followers) follower(userId);
    },
    forgetEverything,
    /** Whether notifications arrive: a follower caches nothing while they cannot. */
    isTrusted: () => isTrusted,
    /** Hears every forget: a user's id, or null for everyone. */
    onForget(follower: (userId: string | null) => void) {
      followers.add(follower);
    },
    /** While notifications cannot arrive (connection lost), nothing is cached. */
    setTrusted(value: boolean) {
      isTrusted = value;
      forgetEverything();
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

/** The database announces every change of a user or end of a session on this channel. */
export const SESSION_CHANNEL = 'infludesk_sessions';

/** Drops the cached sessions of whoever another app server (or this one) changed. */
export function listenForSessionChanges(database: DatabaseHandle, sessions: SessionCache) {
  return database.listen(SESSION_CHANNEL, {
    onMessage: (userId) => sessions.forgetUser(userId),
    onConnected: (isConnected) => sessions.setTrusted(isConnected),
  });
}
