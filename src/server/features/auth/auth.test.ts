import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { agencies, sessions, users } from '#server/db/schema/identity';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { allPermissions } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';

const SUPER_ADMIN = 'patron@infludesk.fr';
const PASSWORD = 'motdepasse-solide';
const THIRTY_DAYS_S = 30 * 86_400;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ superAdminEmails: [SUPER_ADMIN] });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Every test that counts attempts gets its own address, so budgets never leak between tests. */
const freshIp = () => `198.51.100.${++ipCounter}`;
const freshEmail = (prefix = 'compte') => `${prefix}-${randomBytes(4).toString('hex')}@example.fr`;

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: freshEmail(),
  password: PASSWORD,
  firstName: 'Camille',
  lastName: 'Martin',
  jobTitle: 'Chef de projet',
  agencyChoice: 'none',
  agencyName: '',
  agencyCode: '',
  ...overrides,
});

const findUser = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return user;
};
const countUsers = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;
const joinCodeOf = async (agencyId: string) => {
  const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, agencyId));
  return agency!.joinCode;
};
const tokenOf = (agent: Agent) => decodeURIComponent(agent.cookie.split('=')[1] ?? '');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('sign-up', () => {
  it('create: admin and owner of a new agency, every permission, a long random join code', async () => {
    const agent = createAgent(t.app);
    const body = signUpBody({ agencyChoice: 'create', agencyName: '  Agence Lumière  ' });
    const response = await agent.post('/api/auth/sign-up', body);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ ok: true });
    expect(agent.cookie).toMatch(/^infludesk_session=.+/);

    const { user } = (await agent.get('/api/auth/session')).json;
    expect(user).toMatchObject({
      email: body.email,
      firstName: 'Camille',
      lastName: 'Martin',
      jobTitle: 'Chef de projet',
      userRole: 'admin',
      permissions: allPermissions(true),
      isSuperAdmin: false,
      agency: { name: 'Agence Lumière', isOwner: true },
    });
    expect(user.agencyId).toBe(user.agency.id);

    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, user.agencyId));
    expect(agency!.ownerId).toBe(user.id);
    expect(agency!.joinCode.length).toBeGreaterThanOrEqual(32);
    expect(agency!.joinCode).toMatch(/^[A-Za-z0-9_-]+$/);

    const other = await signUpUser(createAgent(t.app), { agency: 'create' });
    expect(await joinCodeOf(other.user.agencyId)).not.toBe(agency!.joinCode);
  });

  it('join: a user of the same agency, with no permissions map', async () => {
    const owner = await signUpUser(createAgent(t.app), { agency: 'create' });
    const code = await joinCodeOf(owner.user.agencyId);
    const agent = createAgent(t.app, freshIp());
    const response = await agent.post(
      '/api/auth/sign-up',
      // Choosing join clears the agency name: a stale name must not create anything.
      signUpBody({ agencyChoice: 'join', agencyCode: ` ${code} `, agencyName: 'Ignorée' }),
    );
    expect(response.status).toBe(201);
    const { user } = (await agent.get('/api/auth/session')).json;
    expect(user).toMatchObject({
      userRole: 'user',
      agencyId: owner.user.agencyId,
      permissions: null,
      agency: { id: owner.user.agencyId, isOwner: false },
    });
    const named = await t.db.select().from(agencies).where(eq(agencies.name, 'Ignorée'));
    expect(named).toHaveLength(0);
  });

  it('none: a user without agency, every permission true', async () => {
    const agent = createAgent(t.app);
    const response = await agent.post(
      '/api/auth/sign-up',
      signUpBody({ agencyChoice: 'none', agencyName: 'Ignorée aussi' }),
    );
    expect(response.status).toBe(201);
    const { user } = (await agent.get('/api/auth/session')).json;
    expect(user).toMatchObject({
      userRole: 'user',
      agencyId: null,
      permissions: allPermissions(true),
      agency: null,
    });
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'firstName', fr.auth.firstName, 'required'],
    ['a blank last name', { lastName: '   ' }, 'lastName', fr.auth.lastName, 'required'],
    ['a missing job title', { jobTitle: undefined }, 'jobTitle', fr.auth.jobTitle, 'required'],
    ['a bad email', { email: 'camille.example.fr' }, 'email', fr.auth.email, 'invalidEmail'],
    ['a short password', { password: 'court' }, 'password', fr.auth.password, 'tooShort'],
    [
      'create without agency name',
      { agencyChoice: 'create', agencyName: '  ', agencyCode: 'stale' },
      'agencyName',
      fr.auth.agencyName,
      'required',
    ],
    [
      'join without code',
      { agencyChoice: 'join', agencyCode: '', agencyName: 'stale' },
      'agencyCode',
      fr.auth.agencyCode,
      'required',
    ],
  ] as const)(
    'refuses %s with a French message naming the field',
    async (_, patch, field, label, kind) => {
      const body = signUpBody(patch);
      const response = await createAgent(t.app).post('/api/auth/sign-up', body);
      const message = kind === 'tooShort' ? fr.fields.tooShort(label, 8) : fr.fields[kind](label);
      expect(response.status).toBe(422);
      expect(response.json.error).toEqual({
        code: 'validation',
        message,
        fields: { [field]: message },
      });
      expect(response.headers.get('set-cookie')).toBeNull();
      if (typeof body.email === 'string') expect(await countUsers(body.email)).toBe(0);
    },
  );

  it('refuses an email already in use with 409 and creates no second account', async () => {
    const first = await signUpUser(createAgent(t.app), { agency: 'none' });
    for (const email of [first.email, first.email.toUpperCase()]) {
      const agent = createAgent(t.app);
      const response = await agent.post(
        '/api/auth/sign-up',
        signUpBody({ email, agencyChoice: 'create', agencyName: 'Doublon' }),
      );
      expect(response.status).toBe(409);
      expect(response.json.error).toMatchObject({
        code: 'email_in_use',
        message: 'Un compte existe déjà avec cette adresse email',
      });
      expect(agent.cookie).toBe('');
    }
    expect(await countUsers(first.email)).toBe(1);
    expect(await t.db.select().from(agencies).where(eq(agencies.name, 'Doublon'))).toHaveLength(0);
  });

  it('lets only one of two simultaneous sign-ups with the same email through', async () => {
    const email = freshEmail('course');
    const responses = await Promise.all(
      [1, 2].map(() =>
        createAgent(t.app).post('/api/auth/sign-up', signUpBody({ email, agencyChoice: 'none' })),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await countUsers(email)).toBe(1);
  });

  it("refuses an unknown agency code with 'Cette agence n'existe pas' and creates nothing", async () => {
    const agent = createAgent(t.app, freshIp());
    const body = signUpBody({ agencyChoice: 'join', agencyCode: 'code-qui-nexiste-pas' });
    const response = await agent.post('/api/auth/sign-up', body);
    expect(response.status).toBe(404);
    expect(response.json.error).toMatchObject({
      code: 'unknown_agency',
      message: "Cette agence n'existe pas",
    });
    expect(agent.cookie).toBe('');
    expect(await countUsers(body.email)).toBe(0);
  });

  it('leaves no half-made account when the agency cannot be created (one transaction)', async () => {
    await t.db.execute(
      sql.raw(`create or replace function test_refuse_agency() returns trigger
               language plpgsql as $$ begin raise exception 'agence refusée par le test'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger test_refuse_agency before insert on agencies
               for each row execute function test_refuse_agency()`),
    );
    try {
      const agent = createAgent(t.app);
      const body = signUpBody({ agencyChoice: 'create', agencyName: 'Agence impossible' });
      const response = await agent.post('/api/auth/sign-up', body);
      expect(response.status).toBe(500);
      expect(response.json.error).toEqual({
        code: 'sign_up_failed',
        message: "Erreur d'inscription, veuillez réessayer.",
      });
      expect(agent.cookie).toBe('');
      expect(await countUsers(body.email)).toBe(0);
    } finally {
      await t.db.execute(sql.raw('drop trigger test_refuse_agency on agencies'));
      await t.db.execute(sql.raw('drop function test_refuse_agency()'));
    }
  });

  it('treats the email case-insensitively: stored lower-cased, any case signs in', async () => {
    const mixed = `Camille.${randomBytes(3).toString('hex')}@Example.FR`;
    const response = await createAgent(t.app).post(
      '/api/auth/sign-up',
      signUpBody({ email: `  ${mixed} ` }),
    );
    expect(response.status).toBe(201);
    expect((await findUser(mixed.toLowerCase()))?.email).toBe(mixed.toLowerCase());
    for (const email of [mixed.toLowerCase(), mixed.toUpperCase()]) {
      const signIn = await createAgent(t.app).post('/api/auth/sign-in', {
        email,
        password: PASSWORD,
      });
      expect(signIn.status).toBe(200);
    }
  });
});

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
        agency: { id: row.agencyId, name: 'Agence Témoin', isOwner: true },
      },
    });
    const text = JSON.stringify(response.json);
    expect(text).not.toContain(row.passwordHash);
    expect(text).not.toContain(sha256(tokenOf(agent)));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('flags the configured super admin, whatever the case of the email', async () => {
    const agent = createAgent(t.app);
    await agent.post(
      '/api/auth/sign-up',
      signUpBody({ email: SUPER_ADMIN.toUpperCase(), agencyChoice: 'none' }),
    );
    expect((await agent.get('/api/auth/session')).json.user.isSuperAdmin).toBe(true);
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
    expect((await agent.get('/api/auth/session')).json).toEqual({ user: null });
  });

  it('renews a session in use, in the database and in the browser', async () => {
    const agent = createAgent(t.app);
    const { user } = await signUpUser(agent, { agency: 'none' });
    // Signed in 20 days ago: 10 days left.
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '10 days'` })
      .where(eq(sessions.userId, user.id));
    const response = await agent.get('/api/auth/session');
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

describe('rate limits', () => {
  const signInFrom = (ip: string, email: string, password: string) =>
    createAgent(t.app, ip).post('/api/auth/sign-in', { email, password });

  const expectRateLimited = (response: Awaited<ReturnType<typeof signInFrom>>) => {
    expect(response.status).toBe(429);
    expect(response.json.error).toEqual({
      code: 'rate_limited',
      message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  };

  it('locks an account after 5 failures, even for the right password and from another IP', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await signInFrom(ip, email, 'mauvais-mot')).status).toBe(401);
    }
    expectRateLimited(await signInFrom(ip, email, PASSWORD));
    expectRateLimited(await signInFrom(freshIp(), email, PASSWORD));
    // Other accounts from the same address are not locked by it.
    const other = await signUpUser(createAgent(t.app), { agency: 'none' });
    expect((await signInFrom(ip, other.email, PASSWORD)).status).toBe(200);
  });

  it('counts the account by its normalized email', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    for (let i = 0; i < 5; i += 1) {
      const variant = i % 2 ? email.toUpperCase() : ` ${email}`;
      expect((await signInFrom(freshIp(), variant, 'mauvais-mot')).status).toBe(401);
    }
    expectRateLimited(await signInFrom(freshIp(), email, PASSWORD));
  });

  it('resets the account counter after a success', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) expect((await signInFrom(ip, email, 'x-faux')).status).toBe(401);
    expect((await signInFrom(ip, email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await signInFrom(ip, email, 'x-faux')).status).toBe(401);
    expectRateLimited(await signInFrom(ip, email, PASSWORD));
  });

  it('does not let simultaneous attempts exceed the account budget', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => signInFrom(freshIp(), email, 'mauvais-mot')),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('limits one IP across accounts (30 failures), not the other IPs', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await signInFrom(ip, freshEmail('essai'), 'mauvais-mot')).status).toBe(401);
    }
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    expectRateLimited(await signInFrom(ip, email, PASSWORD));
    expect((await signInFrom(freshIp(), email, PASSWORD)).status).toBe(200);
  });

  it('does not let a forged X-Forwarded-For escape the per-IP limit', async () => {
    // A client reaching the server directly (public socket address) cannot choose its address.
    const env = { incoming: { socket: { remoteAddress: '192.0.2.77' } } };
    const attempt = (n: number, email: string, password: string) =>
      t.app.request(
        '/api/auth/sign-in',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${n}.1` },
          body: JSON.stringify({ email, password }),
        },
        env,
      );
    for (let i = 0; i < 30; i += 1) {
      expect((await attempt(i, freshEmail('forge'), 'mauvais-mot')).status).toBe(401);
    }
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    expect((await attempt(99, email, PASSWORD)).status).toBe(429);
  });

  it('limits failed join-by-code attempts per IP (20), even with a valid code afterwards', async () => {
    const owner = await signUpUser(createAgent(t.app), { agency: 'create' });
    const code = await joinCodeOf(owner.user.agencyId);
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const response = await createAgent(t.app, ip).post(
        '/api/auth/sign-up',
        signUpBody({ agencyChoice: 'join', agencyCode: `devine-${i}` }),
      );
      expect(response.status).toBe(404);
    }
    const body = signUpBody({ agencyChoice: 'join', agencyCode: code });
    const blocked = await createAgent(t.app, ip).post('/api/auth/sign-up', body);
    expectRateLimited(blocked);
    expect(await countUsers(body.email)).toBe(0);
    // Creating an agency is not a guess: not limited by it. Another address may still join.
    expect(
      (await createAgent(t.app, ip).post('/api/auth/sign-up', signUpBody({ agencyChoice: 'none' })))
        .status,
    ).toBe(201);
    expect((await createAgent(t.app, freshIp()).post('/api/auth/sign-up', body)).status).toBe(201);
  });

  it('limits failed join-by-code attempts per account (5), from any IP', async () => {
    const owner = await signUpUser(createAgent(t.app), { agency: 'create' });
    const code = await joinCodeOf(owner.user.agencyId);
    const email = freshEmail('devin');
    for (let i = 0; i < 5; i += 1) {
      const response = await createAgent(t.app, freshIp()).post(
        '/api/auth/sign-up',
        signUpBody({ email, agencyChoice: 'join', agencyCode: `devine-${i}` }),
      );
      expect(response.status).toBe(404);
    }
    expectRateLimited(
      await createAgent(t.app, freshIp()).post(
        '/api/auth/sign-up',
        signUpBody({ email, agencyChoice: 'join', agencyCode: code }),
      ),
    );
    expect(await countUsers(email)).toBe(0);
  });

  it('does not let simultaneous join guesses exceed the IP budget', async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        createAgent(t.app, ip).post(
          '/api/auth/sign-up',
          signUpBody({ agencyChoice: 'join', agencyCode: `rafale-${i}` }),
        ),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});
