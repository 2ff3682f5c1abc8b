import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authTokens, users } from '#server/db/schema/identity';
import { createAgent, createSecondInstance, signUpUser } from '#server/testing/harness';
import { sendVerificationLink } from '#server/features/auth/email-links-service';
import { SUPER_ADMIN, t, freshIp, findUser, sha256 } from '#server/features/auth/auth-testing';

const tokenIn = (link: string) => new URL(link).searchParams.get('token')!;

/**
 * An unverified account, as sign-up made them before decision 0039 (a confirmed sign-up is
 * verified by its link), signed in, and the verification link it was mailed.
 */
async function signUpAndReadMail(overrides: { email?: string } = {}, ip = freshIp()) {
  const agent = createAgent(t.app, ip);
  const signedUp = await signUpUser(agent, { agency: 'none', email: overrides.email });
  const { user } = signedUp;
  const email = signedUp.email.toLowerCase();
  await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
  t.sessions.forgetUser(user.id);
  const deps = { db: t.db, mailer: t.mailbox.mailer, config: t.config };
  await sendVerificationLink(deps, { id: user.id, email, firstName: user.firstName });
  const mail = t.mailbox.lastTo(email);
  expect(mail).toBeDefined();
  return { agent, email, mail: mail!, token: tokenIn(mail!.link) };
}

describe('email verification', () => {
  it('an unverified account is mailed a link to APP_URL/verify-email; opening it verifies it', async () => {
    const { agent, email, mail, token } = await signUpAndReadMail();
    expect(mail.subject).toBe('Confirmez votre adresse email');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}$/);
    expect(mail.text).toContain(mail.link);
    // The account works, flagged as unverified (the banner).
    expect((await agent.get('/api/auth/session')).json.user.isEmailVerified).toBe(false);
    expect((await findUser(email))!.emailVerifiedAt).toBeNull();

    // Opened in any browser, signed in or not.
    const response = await createAgent(t.app).post('/api/auth/verify-email', { token });
    expect(response.status).toBe(200);
    expect((await findUser(email))!.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await agent.get('/api/auth/session')).json.user.isEmailVerified).toBe(true);
  });

  it('stores only the SHA-256 of the token', async () => {
    const { email, token } = await signUpAndReadMail();
    const user = (await findUser(email))!;
    const rows = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows.map((row) => [row.tokenHash, row.purpose])).toEqual([
      [sha256(token), 'verify_email'],
    ]);
  });

  it('a link works once; a second use is refused in French', async () => {
    const { token } = await signUpAndReadMail();
    expect((await createAgent(t.app).post('/api/auth/verify-email', { token })).status).toBe(200);
    const again = await createAgent(t.app).post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.json.error).toEqual({
      code: 'invalid_link',
      message: "Ce lien n'est plus valide : il a déjà servi ou a expiré.",
    });
  });

  it('an expired, unknown or reset-password link does not verify', async () => {
    const { email, token } = await signUpAndReadMail();
    await t.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.tokenHash, sha256(token)));
    for (const body of [{ token }, { token: 'inconnu' }, { token: '' }, {}]) {
      const response = await createAgent(t.app).post('/api/auth/verify-email', body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    // A reset link is not a verification link.
    await createAgent(t.app, freshIp()).post('/api/auth/forgot-password', { email });
    const reset = tokenIn(t.mailbox.lastTo(email)!.link);
    expect((await createAgent(t.app).post('/api/auth/verify-email', { token: reset })).status).toBe(
      400,
    );
    expect((await findUser(email))!.emailVerifiedAt).toBeNull();
  });

  it('resend: a new link for the signed-in user, none once verified, rate limited', async () => {
    const { agent, email, token } = await signUpAndReadMail();
    expect((await createAgent(t.app).post('/api/auth/verify-email/resend')).status).toBe(401);

    const before = t.mailbox.sent.length;
    const response = await agent.post('/api/auth/verify-email/resend');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true, isAlreadyVerified: false });
    expect(t.mailbox.sent.length).toBe(before + 1);
    const second = tokenIn(t.mailbox.lastTo(email)!.link);
    expect(second).not.toBe(token);
    // The first link still works: mails may arrive out of order.
    expect((await createAgent(t.app).post('/api/auth/verify-email', { token })).status).toBe(200);

    const done = await agent.post('/api/auth/verify-email/resend');
    expect(done.json).toEqual({ ok: true, isAlreadyVerified: true });
    expect(t.mailbox.sent.length).toBe(before + 1);
  });

  it('resend is limited per account (3 in 15 minutes), whatever the address', async () => {
    const { agent } = await signUpAndReadMail();
    for (let i = 0; i < 3; i++) {
      // The same session from a new client address each time: the account's budget counts.
      const response = await createAgentWith(agent.cookie).post('/api/auth/verify-email/resend');
      expect(response.status).toBe(200);
    }
    const refused = await createAgentWith(agent.cookie).post('/api/auth/verify-email/resend');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('a verification shows on another app server at its next request', async () => {
    const { agent, token } = await signUpAndReadMail();
    const other = await createSecondInstance(t);
    try {
      const there = createAgent(other.app);
      there.cookie = agent.cookie;
      expect((await there.get('/api/auth/session')).json.user.isEmailVerified).toBe(false);
      await createAgent(t.app).post('/api/auth/verify-email', { token });
      await expect
        .poll(async () => (await there.get('/api/auth/session')).json.user.isEmailVerified)
        .toBe(true);
    } finally {
      await other.stop();
    }
  });
});

describe('super admin needs a verified email (SUPERADMIN_EMAILS)', () => {
  it('unverified: not super admin; verified: super admin, whatever the letter case', async () => {
    const { agent, token } = await signUpAndReadMail({ email: SUPER_ADMIN.toUpperCase() });
    expect((await agent.get('/api/auth/session')).json.user.isSuperAdmin).toBe(false);
    await createAgent(t.app).post('/api/auth/verify-email', { token });
    expect((await agent.get('/api/auth/session')).json.user.isSuperAdmin).toBe(true);
  });

  it('a verified account that is not listed stays an ordinary user', async () => {
    const { agent, token } = await signUpAndReadMail();
    await createAgent(t.app).post('/api/auth/verify-email', { token });
    const { user } = (await agent.get('/api/auth/session')).json;
    expect(user).toMatchObject({ isEmailVerified: true, isSuperAdmin: false });
  });
});

describe('the tenant role', () => {
  it('has no right on auth_tokens nor on users.email_verified_at', async () => {
    const { rows } = (await t.db.execute(sql`
      select has_table_privilege('infludesk_tenant', 'auth_tokens', 'SELECT, INSERT, UPDATE, DELETE') as tokens,
             has_column_privilege('infludesk_tenant', 'users', 'email_verified_at', 'SELECT') as verified`)) as unknown as {
      rows: { tokens: boolean; verified: boolean }[];
    };
    expect(rows).toEqual([{ tokens: false, verified: false }]);
  });
});

function createAgentWith(cookie: string) {
  const agent = createAgent(t.app, freshIp());
  agent.cookie = cookie;
  return agent;
}
