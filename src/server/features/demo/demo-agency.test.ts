import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies } from '#server/db/schema/identity';
import { DEMO_LIFETIME_MS } from '#shared/domain/demo-agency';
import { demoAgencyTexts } from '#shared/i18n/fr-demo-agency';
import { DEMO_IP_RULE } from '#server/middleware/rate-limit';
import { signUpUser } from '#server/testing/harness';
import {
  countWhere,
  freshAgent,
  getDemoExpiry,
  openDemo,
  t,
} from '#server/features/demo/demo-agency-testing';

// 'Voir la démo' (issue 27 #9, decision 0038): a throw-away agency with the demo data, signed
// in at once, limited per address, closed to join codes.

describe('Voir la démo', () => {
  it('opens an agency filled with the demo data and signs the visitor in', async () => {
    const startedAt = performance.now();
    const { agent, user, opened } = await openDemo();
    const elapsed = performance.now() - startedAt;
    console.info(`demo agency opened in ${Math.round(elapsed)} ms`);

    expect(agent.cookie).toMatch(/^infludesk_session=./);
    const session = (await agent.get('/api/auth/session')).json.user;
    expect(session).toMatchObject({
      isDemo: true,
      isSuperAdmin: false,
      isEmailVerified: true,
      userRole: 'admin',
      agency: { name: demoAgencyTexts.agencyName, isOwner: true },
    });
    const state = await agent.get('/api/demo-data');
    expect(state.json).toMatchObject({
      isLoaded: true,
      counts: { clients: 30, influencers: 40, collaborations: 60, tasks: 30, castings: 6 },
    });
    const deals = await agent.get('/api/collaborations');
    expect(deals.status).toBe(200);
    expect(deals.json.items.length).toBeGreaterThan(0);

    // Erased 24 h after it was opened (the sweep's test erases it).
    const expiresAt = await getDemoExpiry(user.agencyId);
    expect(expiresAt?.toISOString()).toBe(opened.expiresAt);
    const lifetime = expiresAt!.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(DEMO_LIFETIME_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(DEMO_LIFETIME_MS);
  });

  it('gives every visitor an agency of their own', async () => {
    const first = await openDemo();
    const second = await openDemo();
    expect(second.user.agencyId).not.toBe(first.user.agencyId);
    const clients = await first.agent.get('/api/clients');
    expect(clients.json.total ?? clients.json.items.length).toBeGreaterThan(0);
    // Another visitor's agency is another agency: its rows are out of sight.
    const someDeal = (await second.agent.get('/api/collaborations')).json.items[0];
    expect((await first.agent.get(`/api/collaborations/${someDeal.id}`)).status).toBe(404);
  });

  it('refuses past its budget per address with a 429 in French, other addresses still open', async () => {
    const agent = freshAgent();
    for (let i = 0; i < DEMO_IP_RULE.max; i += 1) {
      expect((await agent.post('/api/demo-agency')).status).toBe(201);
    }
    const refused = await agent.post('/api/demo-agency');
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual({
      code: 'rate_limited',
      message: 'Trop de démos ouvertes depuis votre adresse. Veuillez réessayer dans une heure.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The refused click made nothing: as many demo users as allowed demos.
    expect((await freshAgent().post('/api/demo-agency')).status).toBe(201);
  });

  it('ends the session the browser came with, as a sign-in does', async () => {
    const agent = freshAgent();
    await signUpUser(agent);
    const before = (await agent.get('/api/auth/session')).json.user;
    const previousCookie = agent.cookie;
    await openDemo(agent);
    agent.cookie = previousCookie;
    expect((await agent.get('/api/auth/session')).json.user).toBeNull();
    expect(await countWhere('sessions', 'user_id', before.id)).toBe(0);
  });
});

describe('what a demo account cannot reach', () => {
  it('cannot hand out or use join codes: real people never land in a demo agency', async () => {
    const { agent, user } = await openDemo();
    const renewed = await agent.post('/api/account/agency/code');
    expect(renewed.status).toBe(403);
    expect(renewed.json.error.message).toBe(
      'Cette action n’est pas disponible dans l’agence de démonstration.',
    );
    // Even its current code opens nothing.
    const [agency] = await t.db
      .select({ joinCode: agencies.joinCode })
      .from(agencies)
      .where(eq(agencies.id, user.agencyId));
    const stranger = freshAgent();
    const joined = await stranger.post('/api/auth/sign-up', {
      email: 'recrue@example.fr',
      password: 'motdepasse-solide',
      firstName: 'Léa',
      lastName: 'Durand',
      jobTitle: 'Chargée de projet',
      agencyChoice: 'join',
      agencyName: '',
      agencyCode: agency!.joinCode,
    });
    expect(joined.status, JSON.stringify(joined.json)).toBe(404);
    expect(await countWhere('users', 'agency_id', user.agencyId)).toBe(1);
  });

  it('cannot join a real agency with its code', async () => {
    const owner = freshAgent();
    await signUpUser(owner);
    const code = (await owner.get('/api/account')).json.agency?.joinCode;
    const { agent } = await openDemo();
    const joined = await agent.post('/api/account/join', { code: code ?? 'x' });
    expect(joined.status).toBe(403);
    expect(joined.json.error.code).toBe('demo_unavailable');
  });
});
