import { isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { authTokens, pendingSignUps, sessions } from '#server/db/schema/identity';
import type { Logger } from '#server/lib/logger';

/** How often a server looks for ended sessions and links. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: expired sessions, mailed links expired or used, and
 * sign-ups whose link expired or was used. A waiting sign-up holds a name, an address and a
 * password hash (decision 0039): it must not outlive its link. Every lookup already refuses
 * these rows; the sweep only keeps them from piling up.
 */
export async function deleteExpiredIdentityRows(db: Database, now = new Date()) {
  const [ended, links, signUps] = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    db
      .delete(authTokens)
      .where(or(lt(authTokens.expiresAt, now), isNotNull(authTokens.usedAt)))
      .returning({ id: authTokens.tokenHash }),
    db
      .delete(pendingSignUps)
      .where(or(lt(pendingSignUps.expiresAt, now), isNotNull(pendingSignUps.usedAt)))
      .returning({ id: pendingSignUps.tokenHash }),
  ]);
  return { sessions: ended.length, links: links.length, signUps: signUps.length };
}

/** Sweeps at start, then every hour; the returned function stops it. */
export function startIdentityExpiry(db: Database, logger: Logger) {
  const sweep = () =>
    deleteExpiredIdentityRows(db).then(
      (deleted) => logger.debug({ deleted }, 'expired sessions and links deleted'),
      (error: unknown) => logger.error({ err: error }, 'could not delete expired sessions'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
