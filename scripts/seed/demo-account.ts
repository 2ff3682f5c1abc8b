import { asc } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { agencies } from '#server/db/schema/identity';
import type { createApp } from '#server/app';

export const DEMO_EMAIL = 'demo@infludesk.fr';
// The password rule refuses one that holds the email or the name (issue 10).
export const DEMO_PASSWORD = 'Lumiere-Agence-2026';

type App = ReturnType<typeof createApp>;

/**
 * Creates an account and its agency through the real sign-up route (in process), so the seed
 * follows whatever the auth service does; returns the session cookie.
 */
export async function signUpThroughApi(app: App, email: string, password: string) {
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
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('sign-up set no session cookie');
  return cookie;
}

export async function findFirstAgency(db: Database) {
  const [agency] = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .orderBy(asc(agencies.createdAt))
    .limit(1);
  return agency ?? null;
}
