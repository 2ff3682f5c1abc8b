import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { agencies, sessions, users } from '#server/db/schema/identity';

export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
// A session in use is extended, at most once a day, to a full SESSION_DAYS from now.
const RENEW_AFTER_MS = DAY_MS;

/** The cookie carries the random token; the database only ever sees its SHA-256. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Database, userId: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function findSessionUser(db: Database, token: string, now = new Date()) {
  const id = hashToken(token);
  const [row] = await db
    // The agency's demo mark (decision 0038): a demo account is never a super admin.
    .select({ session: sessions, user: users, demoExpiresAt: agencies.demoExpiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const renewAt = row.session.expiresAt.getTime() - SESSION_DAYS * DAY_MS + RENEW_AFTER_MS;
  // Renewed: the browser's cookie must be given the new lifetime too.
  const isRenewed = now.getTime() > renewAt;
  if (isRenewed) {
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    row.session.expiresAt = expiresAt;
  }
  return { ...row, isRenewed };
}

export async function deleteSession(db: Database, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Database, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
