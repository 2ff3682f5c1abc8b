import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { agencies, pendingSignUps } from '#server/db/schema/identity';
import { createAgent, signUpUser } from '#server/testing/harness';
import {
  PASSWORD,
  t,
  freshIp,
  freshEmail,
  signUpBody,
  countUsers,
  sha256,
} from '#server/features/auth/auth-testing';

// Issue 27: sign-up no longer tells whether an address has an account. Both answers are the
// same; the mailbox gets either the link that creates the account or « Vous avez déjà un compte ».
const tokenIn = (link: string) => new URL(link).searchParams.get('token')!;
const mailsTo = (email: string) => t.mailbox.sent.filter((mail) => mail.to === email);

describe('sign-up of an address that already has an account', () => {
  it('answers exactly as a new sign-up: same status, body and cookies', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const known = createAgent(t.app, freshIp());
    const fresh = createAgent(t.app, freshIp());
    const body = { agencyChoice: 'create', agencyName: 'Doublon' };
    const answers = [
      await known.post('/api/auth/sign-up', signUpBody({ ...body, email: email.toUpperCase() })),
      await fresh.post('/api/auth/sign-up', signUpBody({ ...body, email: freshEmail('neuf') })),
    ];
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[0]!.json).toEqual(answers[1]!.json);
    expect(answers[0]!.json).toEqual({ ok: true });
    expect(answers.map((a) => a.headers.getSetCookie())).toEqual([[], []]);
    expect([...answers[0]!.headers.keys()].sort()).toEqual([...answers[1]!.headers.keys()].sort());
    expect(await countUsers(email)).toBe(1);
    expect(await t.db.select().from(agencies).where(eq(agencies.name, 'Doublon'))).toHaveLength(0);
  });

  it('mails the owner « Vous avez déjà un compte » with a sign-in and a reset link', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const before = mailsTo(email).length;
    await createAgent(t.app, freshIp()).post('/api/auth/sign-up', signUpBody({ email }));
    const mails = mailsTo(email).slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Vous avez déjà un compte');
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.text).toContain('http://localhost:3000/login');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/);
    expect(mail.text).toContain(mail.link);
    // The reset link works like the one of 'Mot de passe oublié'.
    const newPassword = 'un-tout-nouveau-mot-2026';
    const reset = await createAgent(t.app).post('/api/auth/reset-password', {
      token: tokenIn(mail.link),
      password: newPassword,
    });
    expect(reset.status).toBe(200);
    const signIn = await createAgent(t.app, freshIp()).post('/api/auth/sign-in', {
      email,
      password: newPassword,
    });
    expect(signIn.status).toBe(200);
  });

  it('mails one address at most 3 times in 15 minutes from sign-ups, answering the same', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const before = mailsTo(email).length;
    for (let i = 0; i < 5; i += 1) {
      const answer = await createAgent(t.app, freshIp()).post(
        '/api/auth/sign-up',
        signUpBody({ email }),
      );
      expect(answer.status).toBe(201);
    }
    // The link that created the account was the first of the three.
    expect(mailsTo(email).length - before).toBe(2);
    const unknown = freshEmail('neuf');
    for (let i = 0; i < 5; i += 1) {
      const agent = createAgent(t.app, freshIp());
      expect((await agent.post('/api/auth/sign-up', signUpBody({ email: unknown }))).status).toBe(
        201,
      );
    }
    expect(mailsTo(unknown)).toHaveLength(3);
  });

  it('refuses an unknown agency code alike for a known and a new address', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const body = { agencyChoice: 'join', agencyCode: 'code-qui-nexiste-pas' };
    const answers = await Promise.all(
      [email, freshEmail('neuf')].map((address) =>
        createAgent(t.app, freshIp()).post(
          '/api/auth/sign-up',
          signUpBody({ ...body, email: address }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([404, 404]);
    expect(answers[0]!.json).toEqual(answers[1]!.json);
  });
});

describe('the link that creates the account', () => {
  it('is stored hashed with the password hashed, valid 24 hours, and works once', async () => {
    const agent = createAgent(t.app, freshIp());
    const body = signUpBody({ agencyChoice: 'none' });
    await agent.post('/api/auth/sign-up', body);
    const mail = mailsTo(body.email).at(-1)!;
    expect(mail.subject).toBe('Confirmez votre inscription');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/confirm-sign-up\?token=[\w-]{43}$/);
    const token = tokenIn(mail.link);
    const [row] = await t.db
      .select()
      .from(pendingSignUps)
      .where(eq(pendingSignUps.tokenHash, sha256(token)));
    expect(row).toMatchObject({ email: body.email, usedAt: null });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    expect((await agent.post('/api/auth/confirm-sign-up', { token })).status).toBe(201);
    const again = await createAgent(t.app).post('/api/auth/confirm-sign-up', { token });
    expect(again.status).toBe(400);
    expect(again.json.error.message).toBe(
      "Ce lien n'est plus valide : il a déjà servi ou a expiré.",
    );
    expect(await countUsers(body.email)).toBe(1);
  });

  it('refuses an expired link, and a malformed one with a French message', async () => {
    const body = signUpBody({ agencyChoice: 'none' });
    await createAgent(t.app, freshIp()).post('/api/auth/sign-up', body);
    const token = tokenIn(mailsTo(body.email).at(-1)!.link);
    await t.db
      .update(pendingSignUps)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(pendingSignUps.tokenHash, sha256(token)));
    expect((await createAgent(t.app).post('/api/auth/confirm-sign-up', { token })).status).toBe(
      400,
    );
    expect(await countUsers(body.email)).toBe(0);
    const malformed = await createAgent(t.app).post('/api/auth/confirm-sign-up', { token: 7 });
    expect(malformed.status).toBe(422);
    expect(malformed.json.error.fields.token).toContain(
      "Ce lien n'est plus valide : il a déjà servi ou a expiré.",
    );
  });

  it('is identity data: the tenant role has no right on pending_sign_ups', async () => {
    const { rows } = (await t.db.execute(sql`
      select has_table_privilege('infludesk_tenant', 'pending_sign_ups', 'SELECT, INSERT, UPDATE, DELETE') as pending`)) as unknown as {
      rows: { pending: boolean }[];
    };
    expect(rows).toEqual([{ pending: false }]);
  });
});
