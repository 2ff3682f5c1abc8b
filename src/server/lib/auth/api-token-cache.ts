import type { Database } from '#server/db/client';
import { findApiToken, type FoundApiToken } from '#server/lib/auth/api-token-store';
import type { SessionCache } from '#server/lib/auth/session-cache';

type Entry = { row: FoundApiToken; cachedUntil: number };

// As the sessions' (decision 0014): short, so a missed notification still lands in 5 s.
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * API tokens resolved in the last seconds (decision 0066), so that a call of the public API
 * pays no round trip to learn which token it carries. It follows the session cache: the same
 * database notifications (a token revoked, its member changed or deleted) drop a member's
 * tokens on every app server at commit, and nothing is kept while they cannot arrive. The
 * member's agency and permissions are read again, fresh, by every request (db/tenant.ts).
 */
export function createApiTokenCache(db: Database, sessions: SessionCache) {
  const byToken = new Map<string, Entry>();
  const tokensByUser = new Map<string, Set<string>>();
  // A lookup that was reading while a change landed is not kept (see the session cache).
  let generation = 0;

  const forgetEverything = () => {
    generation += 1;
    byToken.clear();
    tokensByUser.clear();
  };
  const forgetUser = (userId: string) => {
    generation += 1;
    for (const token of tokensByUser.get(userId) ?? []) byToken.delete(token);
    tokensByUser.delete(userId);
  };
  sessions.onForget((userId) => (userId === null ? forgetEverything() : forgetUser(userId)));

  const remember = (token: string, row: FoundApiToken, time: number) => {
    if (byToken.size >= MAX_ENTRIES) forgetEverything();
    byToken.set(token, { row, cachedUntil: time + TTL_MS });
    const tokens = tokensByUser.get(row.user.id) ?? new Set<string>();
    tokensByUser.set(row.user.id, tokens.add(token));
  };

  return {
    /** The token's row (any state) or null; the caller judges expiry against its own clock. */
    async find(token: string, time: number): Promise<FoundApiToken | null> {
      const cached = byToken.get(token);
      if (cached && cached.cachedUntil > time) return cached.row;
      byToken.delete(token);
      const startedAt = generation;
      const row = await findApiToken(db, token);
      if (row && sessions.isTrusted() && generation === startedAt) remember(token, row, time);
      return row;
    },
    /** This server's own change (a revocation): dropped before the answer leaves. */
    forgetUser,
  };
}
export type ApiTokenCache = ReturnType<typeof createApiTokenCache>;
