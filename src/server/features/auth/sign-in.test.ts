import { describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '#server/db/schema/identity';
import { createAgent, signUpUser } from '#server/testing/harness';
import { allPermissions } from '#shared/domain/permissions';
import {
  PASSWORD,
  THIRTY_DAYS_S,
  t,
  freshIp,
  freshEmail,
  findUser,
  tokenOf,
  sha256,
} from '#server/features/auth/auth-testing';

describe('sign-in and the session', () => {
  it('sets an HttpOnly, SameSite=Lax cookie for 30 days, Secure only behind HTTPS', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const plain = await createAgent(t.app).post('/api/auth/sign-in', { email, password: PASSWORD });
    expect(plain.status).toBe(200);
    expect(plain.json).toEqual({ ok: true });
    const cookie = plain.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^infludesk_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${THIRTY_DAYS_S}`);
    expect(cookie).not.toContain('Secure');

    const https = await createAgent(t.app).call('/api/auth/sign-in', {
      method: 'POST',
      body: { email, password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.status).toBe(200);
    expect(https.headers.get('set-cookie')).toContain('; Secure');
  });

  it('stores only the SHA-256 of the session token, expiring in 30 days', async () => {
    const agent = createAgent(t.app);
    const { user } = await signUpUser(agent, { agency: 'none' });
    const token = tokenOf(agent);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((row) => row.id)).toEqual([sha256(token)]);
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('answers a wrong password and an unknown email alike: 401, no cookie', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    for (const body of [
      { email, password: 'pas-le-bon-mot' },
      { email: freshEmail('inconnu'), password: PASSWORD },
    ]) {
      const response = await createAgent(t.app, freshIp()).post('/api/auth/sign-in', body);
      expect(response.status).toBe(401);
      expect(response.json).toEqual({
        error: { code: 'invalid_credentials', message: 'Email ou mot de passe incorrect' },
      });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('describes the signed-in user without password hash or session id', async () => {
    const anonymous = await createAgent(t.app).get('/api/auth/session');
    expect(anonymous.status).toBe(200);
    expect(anonymous.json).toEqual({ user: null });

    const agent = createAgent(t.app);
    const signedUp = await signUpUser(agent, { agency: 'create', agencyName: 'Agence Témoin' });
    const response = await agent.get('/api/auth/session');
    const row = (await findUser(signedUp.email))!;
    expect(response.json).toEqual({
      user: {
        id: row.id,
        email: signedUp.email,
        firstName: 'Camille',
        lastName: row.lastName,
        jobTitle: 'Chef de projet',
        userRole: 'admin',
        agencyId: row.agencyId,
        permissions: allPermissions(true),
        isSuperAdmin: false,
        isEmailVerified: true, // the mailed sign-up link proved it (decision 0039)
        isDemo: false,
        agency: { id: row.agencyId, name: 'Agence Témoin', isOwner: true },
      },
    });
    const text = JSON.stringify(response.json);
    expect(text).not.toContain(row.passwordHash);
    expect(text).not.toContain(sha256(tokenOf(agent)));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sign-out ends the session on the server: the old cookie no longer works', async () => {
    const agent = createAgent(t.app);
    const { user, email } = await signUpUser(agent, { agency: 'none' });
    const laptop = createAgent(t.app);
    await laptop.post('/api/auth/sign-in', { email, password: PASSWORD });
    const stolen = agent.cookie;

    const response = await agent.post('/api/auth/sign-out');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^infludesk_session=;.*Max-Age=0/);
    expect(agent.cookie).toBe('');
    expect((await agent.get('/api/auth/session')).json).toEqual({ user: null });

    const replay = createAgent(t.app);
    replay.cookie = stolen;
    expect((await replay.get('/api/auth/session')).json).toEqual({ user: null });
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.id)).toEqual([sha256(tokenOf(laptop))]);
    // Signing out one device leaves the others signed in.
    expect((await laptop.get('/api/auth/session')).json.user.id).toBe(user.id);
  });

  it('treats an expired session as signed out', async () => {
    const agent = createAgent(t.app);
    const { user } = await signUpUser(agent, { agency: 'create' });
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, user.id));
    // Changed behind the server's back: its session cache hears of it through a notification.
    await vi.waitFor(async () =>
      expect((await agent.get('/api/auth/session')).json).toEqual({ user: null }),
    );
  });

  it('renews a session in use, in the database and in the browser', async () => {
    const agent = createAgent(t.app);
    const { user } = await signUpUser(agent, { agency: 'none' });
    // Signed in 20 days ago: 10 days left.
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '10 days'` })
      .where(eq(sessions.userId, user.id));
    const response = await vi.waitFor(async () => {
      const answer = await agent.get('/api/auth/session');
      expect(answer.headers.get('set-cookie')).not.toBeNull();
      return answer;
    });
    expect(response.json.user.id).toBe(user.id);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect((row!.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`infludesk_session=${tokenOf(agent)};`);
    expect(cookie).toContain(`Max-Age=${THIRTY_DAYS_S}`);
    expect(cookie).toContain('HttpOnly');

    // A fresh session is not rewritten on every request.
    expect((await agent.get('/api/auth/session')).headers.get('set-cookie')).toBeNull();
  });

  it('drops the previous session when a signed-in browser signs in again', async () => {
    const agent = createAgent(t.app);
    const { user, email } = await signUpUser(agent, { agency: 'none' });
    const before = agent.cookie;
    expect((await agent.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
    expect(agent.cookie).not.toBe(before);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((s) => s.id)).toEqual([sha256(tokenOf(agent))]);
  });
});
