import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { clients } from '#server/db/schema/address-book';
import { apiTokens } from '#server/db/schema/api-tokens';
import { users } from '#server/db/schema/identity';
import {
  agencyA,
  agencyB,
  callWithToken,
  createPublicApiApp,
  createToken,
  member,
  memberId,
  owner,
  publicApi,
  setPermission,
  t,
} from '#server/features/api-tokens/api-tokens-testing';
import { createAgent, createSecondInstance, signUpUser } from '#server/testing/harness';

// Decision 0066: the gate of /api/v1/* — a live token, within its member's sections now and
// later, in its agency only, with a budget per token; nothing else reaches the API with it.

afterEach(() => {
  vi.useRealTimers();
});

describe('a token on the public API', () => {
  it('answers who it is, with the rate headers', async () => {
    const { token, prefix } = await createToken(owner, { name: 'Zapier', sections: ['clients'] });
    const first = await callWithToken(t.app, '/api/v1/token', token);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ name: 'Zapier', prefix, sections: ['clients'], expiresAt: null });
    expect(first.headers.get('ratelimit-limit')).toBe('600');
    expect(first.headers.get('ratelimit-remaining')).toBe('599');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    const second = await callWithToken(t.app, '/api/v1/token', token);
    expect(second.headers.get('ratelimit-remaining')).toBe('598');
  });

  it('is refused missing, malformed or unknown (401)', async () => {
    const { token } = await createToken(owner);
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const cases: Array<[string | null, string]> = [
      [null, 'token_missing'],
      ['', 'token_missing'],
      ['pas-un-jeton', 'token_invalid'],
      [wrong, 'token_invalid'],
    ];
    for (const [value, code] of cases) {
      const refused = await callWithToken(t.app, '/api/v1/token', value);
      expect(refused.status, String(value)).toBe(401);
      expect(refused.json.error.code).toBe(code);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="infludesk"');
    }
    const basic = await callWithToken(t.app, '/api/v1/token', null, {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.json.error).toEqual({ code: 'token_missing', message: 'Jeton d’API invalide.' });
  });

  it('stops at its expiry (fixed clock)', async () => {
    const { token } = await createToken(owner, { expiry: '30' });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 29 * 86_400_000 });
    expect((await callWithToken(t.app, '/api/v1/token', token)).status).toBe(200);
    vi.setSystemTime(start + 30 * 86_400_000 + 1_000);
    const refused = await callWithToken(t.app, '/api/v1/token', token);
    expect(refused.status).toBe(401);
    expect(refused.json.error).toEqual({
      code: 'token_expired',
      message: 'Ce jeton d’API a expiré.',
    });
  });

  it('notes its last use at most once a minute', async () => {
    const { id, token } = await createToken(owner);
    const lastUsed = async () =>
      (await t.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await callWithToken(t.app, '/api/v1/token', token);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await callWithToken(t.app, '/api/v1/token', token);
    expect(await lastUsed()).toEqual(first);
    vi.useFakeTimers({ toFake: ['Date'], now: first!.getTime() + 61_000 });
    await callWithToken(t.app, '/api/v1/token', token);
    expect((await lastUsed())!.getTime()).toBe(first!.getTime() + 61_000);
  });

  it('answers 429 with Retry-After once its budget is spent', async () => {
    const { id, token } = await createToken(owner);
    const first = await callWithToken(t.app, '/api/v1/token', token);
    expect(first.headers.get('ratelimit-remaining')).toBe('599');
    // The first call took a lease of ten from PostgreSQL: the stored count says 10.
    const stored = await t.db.execute(
      sql`select points from rate_limits where key = ${`api-token:${id}`}`,
    );
    expect((stored as unknown as { rows: Array<{ points: number }> }).rows[0]!.points).toBe(10);
    // 590 more calls on other app servers: the nine this one holds are its last.
    await t.db.execute(sql`update rate_limits set points = 600 where key = ${`api-token:${id}`}`);
    for (let call = 0; call < 9; call += 1) {
      expect((await callWithToken(t.app, '/api/v1/token', token)).status).toBe(200);
    }
    const refused = await callWithToken(t.app, '/api/v1/token', token);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('rate_limited');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('ratelimit-limit')).toBe('600');
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect((await callWithToken(t.app, '/api/v1/token', token)).status).toBe(429);
    // Another token has its own budget.
    const other = await createToken(owner);
    expect((await callWithToken(t.app, '/api/v1/token', other.token)).status).toBe(200);
  });
});

describe('the budget shared by app servers', () => {
  it('gives the last points left, no more, when fewer than a lease remain', async () => {
    const { id, token } = await createToken(owner);
    const other = createPublicApiApp(t); // another app server: a cache and leases of its own
    await t.db.execute(
      sql`insert into rate_limits (key, points, expire)
          values (${`api-token:${id}`}, 596, ${Date.now() + 60_000})`,
    );
    const statuses = [];
    for (let call = 0; call < 5; call += 1) {
      statuses.push((await callWithToken(other, '/api/v1/token', token)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await callWithToken(t.app, '/api/v1/token', token)).status).toBe(429);
  });
});

describe('sections', () => {
  it('never exceed the member’s, now or later', async () => {
    const { token } = await createToken(member, { sections: ['clients', 'todo'] });
    expect((await callWithToken(publicApi, '/api/v1/clients', token)).status).toBe(200);
    expect((await callWithToken(publicApi, '/api/v1/tasks', token)).status).toBe(200);

    expect((await setPermission(memberId, 'clients', false)).status).toBe(200);
    const refused = await callWithToken(publicApi, '/api/v1/clients', token);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({
      code: 'forbidden_section',
      message: "Vous n'avez pas accès à cette section.",
    });
    expect(refused.headers.get('ratelimit-limit')).toBe('600');
    expect((await callWithToken(publicApi, '/api/v1/tasks', token)).status).toBe(200);
    expect((await callWithToken(t.app, '/api/v1/token', token)).json.sections).toEqual(['todo']);

    expect((await setPermission(memberId, 'clients', true)).status).toBe(200);
    expect((await callWithToken(publicApi, '/api/v1/clients', token)).status).toBe(200);
  });

  it('are only those the token names', async () => {
    const { token } = await createToken(member, { sections: ['todo'] });
    expect((await callWithToken(publicApi, '/api/v1/clients', token)).status).toBe(403);
    expect((await callWithToken(publicApi, '/api/v1/tasks', token)).status).toBe(200);
  });
});

describe('isolation', () => {
  it('reaches its agency’s rows only: another agency’s row is a 404', async () => {
    const [mine] = await t.db
      .insert(clients)
      .values({ agencyId: agencyA, brandName: 'Alpha Cosmétiques' })
      .returning();
    const [theirs] = await t.db
      .insert(clients)
      .values({ agencyId: agencyB, brandName: 'Beta Voyages' })
      .returning();
    const { token } = await createToken(owner, { sections: ['clients'] });
    const list = await callWithToken(publicApi, '/api/v1/clients', token);
    expect(list.json.brands).toEqual(['Alpha Cosmétiques']);
    expect((await callWithToken(publicApi, `/api/v1/clients/${mine!.id}`, token)).status).toBe(200);
    const other = await callWithToken(publicApi, `/api/v1/clients/${theirs!.id}`, token);
    expect(other.status).toBe(404);
  });

  it('is refused on every other route, session or not (401)', async () => {
    const { token, id } = await createToken(owner);
    const routes: Array<[string, string]> = [
      ['GET', '/api/collaborations'],
      ['GET', '/api/clients'],
      ['GET', '/api/account'],
      ['GET', '/api/account/team'],
      ['GET', '/api/api-tokens'],
      ['POST', '/api/api-tokens'],
      ['DELETE', `/api/api-tokens/${id}`],
      ['GET', '/api/auth/session'],
      ['GET', '/api/link/me'],
      ['GET', '/api/health'],
      ['GET', '/api/nowhere'],
    ];
    for (const [method, path] of routes) {
      for (const cookie of [undefined, owner.cookie]) {
        const headers: Record<string, string> = cookie ? { cookie } : {};
        const refused = await callWithToken(t.app, path, token, { method, headers });
        expect(refused.status, `${method} ${path}`).toBe(401);
        expect(refused.json.error).toEqual({
          code: 'token_not_here',
          message: 'Un jeton d’API n’ouvre que l’API publique (/api/v1).',
        });
      }
    }
    expect((await owner.get('/api/api-tokens')).json.items.length).toBeGreaterThan(0);
    // The API's description needs no credential and refuses none.
    const described = await callWithToken(t.app, '/api/openapi.json', token);
    expect(described.status).toBe(200);
    expect(described.json.openapi).toBe('3.1.0');
  });

  it('on /api/v1 ignores cookies and needs no same-origin', async () => {
    const cookieOnly = await callWithToken(t.app, '/api/v1/token', null, {
      headers: { cookie: owner.cookie },
    });
    expect(cookieOnly.status).toBe(401);
    expect(cookieOnly.json.error.code).toBe('token_missing');
    const { token } = await createToken(member, { name: 'Celui du membre' });
    const both = await callWithToken(t.app, '/api/v1/token', token, {
      headers: { cookie: owner.cookie },
    });
    expect(both.json.name).toBe('Celui du membre');
    const crossSite = await callWithToken(t.app, '/api/v1/token', token, {
      method: 'POST',
      headers: { origin: 'https://ailleurs.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(404);
  });

  it('ends when its member leaves the agency, or their account', async () => {
    const leaver = createAgent(t.app, '203.0.113.50');
    const code = (await owner.get('/api/account')).json.agency.joinCode as string;
    const { user, password } = await signUpUser(leaver, { agency: { code } });
    const { token } = await createToken(leaver, { sections: ['clients'] });
    expect((await callWithToken(t.app, '/api/v1/token', token)).status).toBe(200);
    // The membership moves (as an agency hand-over would): read fresh, the token stops.
    await t.db.update(users).set({ agencyId: agencyB }).where(eq(users.id, user.id));
    const refused = await callWithToken(t.app, '/api/v1/token', token);
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe('token_member_left');
    await t.db.update(users).set({ agencyId: agencyA }).where(eq(users.id, user.id));
    expect((await callWithToken(t.app, '/api/v1/token', token)).status).toBe(200);
    expect((await leaver.post('/api/account/delete', { password })).status).toBe(200);
    const gone = await callWithToken(t.app, '/api/v1/token', token);
    expect(gone.status).toBe(401);
    expect(gone.json.error.code).toBe('token_invalid');
    expect(await t.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toEqual([]);
  });
});

describe('several app servers', () => {
  it('refuse a token revoked through another at once (its cache hears the database)', async () => {
    const second = await createSecondInstance(t);
    try {
      const { id, token } = await createToken(owner);
      // The second server has the token cached now.
      expect((await callWithToken(second.app, '/api/v1/token', token)).status).toBe(200);
      expect((await owner.delete(`/api/api-tokens/${id}`)).status).toBe(204);
      await vi.waitFor(
        async () =>
          expect((await callWithToken(second.app, '/api/v1/token', token)).status).toBe(401),
        { timeout: 1_000 },
      );
    } finally {
      await second.stop();
    }
  });
});
