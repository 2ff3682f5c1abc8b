import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authTokens, sessions } from '#server/db/schema/identity';
import { createAgent, signUpUser } from '#server/testing/harness';
import {
  PASSWORD,
  t,
  freshIp,
  freshEmail,
  findUser,
  sha256,
} from '#server/features/auth/auth-testing';

const NEW_PASSWORD = 'nouveau-mot-de-passe-2026';
const tokenIn = (link: string) => new URL(link).searchParams.get('token')!;

/** Asks for a reset link as a signed-out visitor would, and returns its token. */
async function requestReset(email: string) {
  const before = t.mailbox.sent.length;
  const response = await createAgent(t.app, freshIp()).post('/api/auth/forgot-password', {
    email,
  });
  expect(response.status).toBe(200);
  expect(t.mailbox.sent.length).toBe(before + 1);
  const mail = t.mailbox.sent.at(-1)!;
  expect(mail.to).toBe(email);
  return { mail, token: tokenIn(mail.link) };
}

const signIn = (email: string, password: string) =>
  createAgent(t.app, freshIp()).post('/api/auth/sign-in', { email, password });

describe('forgot password', () => {
  it('answers a known and an unknown address identically; only the known one gets a mail', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const before = t.mailbox.sent.length;
    const known = await createAgent(t.app, freshIp()).post('/api/auth/forgot-password', {
      email: email.toUpperCase(),
    });
    const unknown = await createAgent(t.app, freshIp()).post('/api/auth/forgot-password', {
      email: freshEmail('inconnu'),
    });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(unknown.json).toEqual(known.json);
    expect(unknown.headers.get('set-cookie')).toBe(known.headers.get('set-cookie'));
    expect(t.mailbox.sent.length).toBe(before + 1);
    const mail = t.mailbox.sent.at(-1)!;
    expect(mail).toMatchObject({ to: email, subject: 'Réinitialisation de votre mot de passe' });
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/);
    expect(mail.text).toContain(mail.link);
  });

  it('stores the token hashed, valid for one hour', async () => {
    const { email, user } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const { token } = await requestReset(email);
    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(token)));
    expect(row).toMatchObject({ userId: user.id, purpose: 'reset_password', usedAt: null });
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('is limited per (address asked for, client address): 3 in 15 minutes, known or not', async () => {
    const email = freshEmail('inconnu');
    const stranger = freshIp();
    for (let i = 0; i < 3; i++) {
      const response = await createAgent(t.app, stranger).post('/api/auth/forgot-password', {
        email,
      });
      expect(response.status).toBe(200);
    }
    const refused = await createAgent(t.app, stranger).post('/api/auth/forgot-password', {
      email,
    });
    expect(refused.status).toBe(429);
  });

  it("a stranger's three requests for someone's address leave that person's own request free", async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const stranger = freshIp();
    for (let i = 0; i < 4; i++) {
      await createAgent(t.app, stranger).post('/api/auth/forgot-password', { email });
    }
    // The owner, from their own address, still gets a link (issue 27).
    const { mail } = await requestReset(email);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
  });

  it('keeps a generous cap per address asked for (20 an hour, from any client addresses)', async () => {
    const email = freshEmail('inconnu');
    for (let i = 0; i < 20; i++) {
      const response = await createAgent(t.app, freshIp()).post('/api/auth/forgot-password', {
        email,
      });
      expect(response.status).toBe(200);
    }
    const refused = await createAgent(t.app, freshIp()).post('/api/auth/forgot-password', {
      email,
    });
    expect(refused.status).toBe(429);
  });

  it('is limited per client address (10 in 15 minutes)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const response = await createAgent(t.app, ip).post('/api/auth/forgot-password', {
        email: freshEmail('inconnu'),
      });
      expect(response.status).toBe(200);
    }
    const refused = await createAgent(t.app, ip).post('/api/auth/forgot-password', {
      email: freshEmail('inconnu'),
    });
    expect(refused.status).toBe(429);
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session, and the link works once', async () => {
    const phone = createAgent(t.app);
    const { email, user } = await signUpUser(phone, { agency: 'none' });
    const laptop = createAgent(t.app, freshIp());
    await laptop.post('/api/auth/sign-in', { email, password: PASSWORD });
    expect((await laptop.get('/api/auth/session')).json.user.id).toBe(user.id);
    const { token } = await requestReset(email);

    const response = await createAgent(t.app).post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await phone.get('/api/auth/session')).json).toEqual({ user: null });
    expect((await laptop.get('/api/auth/session')).json).toEqual({ user: null });

    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    // The link came through the mailbox: the address is proven too.
    expect((await findUser(email))!.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await createAgent(t.app).post('/api/auth/reset-password', {
      token,
      password: 'encore-un-autre-mot',
    });
    expect(again.status).toBe(400);
    expect(again.json.error.code).toBe('invalid_link');
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('voids the other reset links of the account', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const first = await requestReset(email);
    const second = await requestReset(email);
    const used = await createAgent(t.app).post('/api/auth/reset-password', {
      token: second.token,
      password: NEW_PASSWORD,
    });
    expect(used.status).toBe(200);
    const stale = await createAgent(t.app).post('/api/auth/reset-password', {
      token: first.token,
      password: 'encore-un-autre-mot',
    });
    expect(stale.status).toBe(400);
  });

  it('refuses a link older than one hour and changes nothing', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const { token } = await requestReset(email);
    await t.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.tokenHash, sha256(token)));
    const response = await createAgent(t.app).post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe(
      "Ce lien n'est plus valide : il a déjà servi ou a expiré.",
    );
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('validates the new password with the rule of sign-up, and uses no link for it', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const { token } = await requestReset(email);
    // Too short (the schema), then the account's own address (the strength rule).
    for (const password of ['court', email]) {
      const response = await createAgent(t.app).post('/api/auth/reset-password', {
        token,
        password,
      });
      expect(response.status, password).toBe(422);
      expect(response.json.error.fields.password).toBeDefined();
    }
    const valid = await createAgent(t.app).post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
    });
    expect(valid.status).toBe(200);
  });

  it('refuses a verification link', async () => {
    const email = freshEmail();
    await signUpUser(createAgent(t.app), { agency: 'none', email });
    const verify = tokenIn(t.mailbox.lastTo(email)!.link);
    const response = await createAgent(t.app).post('/api/auth/reset-password', {
      token: verify,
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });
});
