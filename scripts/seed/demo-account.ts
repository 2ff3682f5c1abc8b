import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { agencies, pendingSignUps } from '#server/db/schema/identity';
import type { createApp } from '#server/app';

export const DEMO_EMAIL = 'demo@infludesk.fr';
// The password rule refuses one that holds the email or the name (issue 10).
export const DEMO_PASSWORD = 'Lumiere-Agence-2026';

type App = ReturnType<typeof createApp>;

/**
 * Opens the sign-up's mailed link (decision 0039) as its reader would: the seed cannot read the
 * mail, so it gives the pending sign-up a token of its own. Returns the session cookie.
 */
export async function confirmThroughApi(app: App, db: Database, email: string) {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(pendingSignUps)
    .set({ tokenHash: createHash('sha256').update(token).digest('hex') })
    .where(and(eq(pendingSignUps.email, email), isNull(pendingSignUps.usedAt)));
  const response = await app.request('/api/auth/confirm-sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (response.status !== 201) {
    throw new Error(`sign-up confirmation failed (${response.status}): ${await response.text()}`);
  }
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('sign-up set no session cookie');
  return cookie;
}

/**
 * Creates an account and its agency through the real sign-up routes (in process), so the seed
 * follows whatever the auth service does; returns the session cookie.
 */
export async function signUpThroughApi(app: App, db: Database, email: string, password: string) {
  const response = await app.request('/api/auth/sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      firstName: 'Camille',
      lastName: 'Démo',
      jobTitle: 'Directrice de clientèle',
      agencyChoice: 'create',
      agencyName: 'Agence Démo',
      agencyCode: '',
    }),
  });
  if (response.status !== 201) {
    throw new Error(`sign-up failed (${response.status}): ${await response.text()}`);
  }
  return confirmThroughApi(app, db, email);
}

export async function findFirstAgency(db: Database) {
  const [agency] = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .orderBy(asc(agencies.createdAt))
    .limit(1);
  return agency ?? null;
}
