import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authTokens } from '#server/db/schema/identity';
import { createAgent, signUpUser } from '#server/testing/harness';
import { PASSWORD, t, freshIp, freshEmail, sha256 } from '#server/features/auth/auth-testing';

// Issue 27: a spread-out attack locks every new browser out of an account (decision 0006); the
// owner gets one « Débloquer cet appareil » link per lock period, which lets their browser in.
describe('unlocking a device by mail', () => {
  const signInFrom = (ip: string, email: string, password: string) =>
    createAgent(t.app, ip).post('/api/auth/sign-in', { email, password });
  const unlockMails = (email: string) =>
    t.mailbox.sent.filter((mail) => mail.to === email && mail.subject === 'Débloquer cet appareil');
  /** 20 failures from 20 addresses: strangers are locked out, the next attempt hits the lock. */
  const lockStrangersOut = async (email: string) => {
    for (let i = 0; i < 20; i += 1) {
      expect((await signInFrom(freshIp(), email, 'mauvais-mot')).status).toBe(401);
    }
    expect((await signInFrom(freshIp(), email, PASSWORD)).status).toBe(429);
  };
  const tokenIn = (link: string) => new URL(link).searchParams.get('token')!;

  it('mails the owner once per lock period, with a single-use link stored hashed', async () => {
    const { email, user } = await signUpUser(createAgent(t.app, freshIp()), { agency: 'none' });
    expect(unlockMails(email)).toHaveLength(0);
    await lockStrangersOut(email);
    for (let i = 0; i < 5; i += 1) await signInFrom(freshIp(), email, PASSWORD);
    const mails = unlockMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.link).toMatch(/^http:\/\/localhost:3000\/unlock-device\?token=[\w-]{43}$/);
    expect(mails[0]!.text).toContain(mails[0]!.link);
    expect(mails[0]!.text).toContain('Débloquer cet appareil');
    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(tokenIn(mails[0]!.link))));
    expect(row).toMatchObject({ userId: user.id, purpose: 'unlock_device', usedAt: null });
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('lets the browser that opens the link sign in despite the lock, once', async () => {
    const { email } = await signUpUser(createAgent(t.app, freshIp()), { agency: 'none' });
    await lockStrangersOut(email);
    const token = tokenIn(unlockMails(email).at(-1)!.link);

    const browser = createAgent(t.app, freshIp());
    expect((await browser.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(
      429,
    );
    const unlocked = await browser.post('/api/auth/unlock-device', { token });
    expect(unlocked.status).toBe(200);
    expect(unlocked.json).toEqual({ ok: true, email });
    expect(browser.deviceCookie).toMatch(/^infludesk_device=.+/);
    // The password is still asked.
    expect((await browser.post('/api/auth/sign-in', { email, password: 'faux' })).status).toBe(401);
    expect((await browser.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(
      200,
    );
    expect((await browser.get('/api/auth/session')).json.user.email).toBe(email);

    const again = await createAgent(t.app, freshIp()).post('/api/auth/unlock-device', { token });
    expect(again.status).toBe(400);
    expect(again.json.error.message).toBe(
      "Ce lien n'est plus valide : il a déjà servi ou a expiré.",
    );
    // Other browsers stay locked.
    expect((await signInFrom(freshIp(), email, PASSWORD)).status).toBe(429);
  });

  it('answers an unknown address with the same 429 and mails nobody', async () => {
    const email = freshEmail('inconnu');
    const before = t.mailbox.sent.length;
    await lockStrangersOut(email);
    expect(t.mailbox.sent.length).toBe(before);
  });

  it('refuses a link of another purpose, a made-up one and a malformed one', async () => {
    const { email } = await signUpUser(createAgent(t.app, freshIp()), { agency: 'none' });
    await createAgent(t.app, freshIp()).post('/api/auth/forgot-password', { email });
    const resetToken = tokenIn(t.mailbox.sent.at(-1)!.link);
    const agent = createAgent(t.app, freshIp());
    expect((await agent.post('/api/auth/unlock-device', { token: resetToken })).status).toBe(400);
    const madeUp = 'A'.repeat(43);
    expect((await agent.post('/api/auth/unlock-device', { token: madeUp })).status).toBe(400);
    const malformed = await agent.post('/api/auth/unlock-device', { token: 42 });
    expect(malformed.status).toBe(422);
    expect(agent.deviceCookie).toBe('');
  });
});
