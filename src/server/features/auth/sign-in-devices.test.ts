import { describe, expect, it } from 'vitest';
import { createAgent, signUpUser, type Agent } from '#server/testing/harness';
import { PASSWORD, t, freshIp, freshEmail } from '#server/features/auth/auth-testing';

// Issue 10, item 11: nobody can lock someone else out. A browser that signed in to an account
// carries a signed device cookie; failures made elsewhere never lock that browser out.
describe('device cookies', () => {
  const signInFrom = (ip: string, email: string, password: string) =>
    createAgent(t.app, ip).post('/api/auth/sign-in', { email, password });
  /** Spends the account's budget for browsers without its device cookie (20, spread out). */
  const lockStrangersOut = async (email: string) => {
    for (let i = 0; i < 20; i += 1) {
      expect([401, 429]).toContain((await signInFrom(freshIp(), email, 'mauvais-mot')).status);
    }
    expect((await signInFrom(freshIp(), email, PASSWORD)).status).toBe(429);
  };
  /** The owner's browser: signed up, then signed out (the device cookie stays). */
  const ownersBrowser = async () => {
    const agent = createAgent(t.app, freshIp());
    const { email } = await signUpUser(agent, { agency: 'none' });
    await agent.post('/api/auth/sign-out');
    expect(agent.cookie).toBe('');
    expect(agent.deviceCookie).toMatch(/^infludesk_device=.+/);
    return { agent, email };
  };
  const signIn = (agent: Agent, email: string, password: string) =>
    agent.post('/api/auth/sign-in', { email, password });

  it('is issued at sign-in and sign-up: HttpOnly, SameSite=Lax, for the auth routes only', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const response = await signInFrom(freshIp(), email, PASSWORD);
    const device = response.headers.getSetCookie().find((c) => c.startsWith('infludesk_device='));
    expect(device).toMatch(/^infludesk_device=\d+\.[\w-]{22}\.[\w-]{43};/);
    expect(device).toContain('HttpOnly');
    expect(device).toContain('SameSite=Lax');
    expect(device).toContain('Path=/api/auth');
    expect(device).toContain(`Max-Age=${180 * 86_400}`);
    expect(device).not.toContain(encodeURIComponent(email));
    // A failure issues nothing.
    const failed = await signInFrom(freshIp(), email, 'mauvais-mot');
    expect(failed.headers.getSetCookie()).toEqual([]);
  });

  it('keeps the owner’s browser open while strangers are locked out', async () => {
    const { agent, email } = await ownersBrowser();
    await lockStrangersOut(email);
    // Even from the attacker's own address, whose budgets are spent too.
    const sharedIp = freshIp();
    for (let i = 0; i < 30; i += 1) {
      await signInFrom(sharedIp, i < 5 ? email : freshEmail('autre'), 'mauvais-mot');
    }
    expect((await signInFrom(sharedIp, email, PASSWORD)).status).toBe(429);
    const owner = createAgent(t.app, sharedIp);
    owner.deviceCookie = agent.deviceCookie;
    expect((await signIn(owner, email, PASSWORD)).status).toBe(200);
    expect((await owner.get('/api/auth/session')).json.user.email).toBe(email);
  });

  it('has its own budget of 5 failures, then is forgotten', async () => {
    const { agent, email } = await ownersBrowser();
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(agent, email, 'mauvais-mot')).status).toBe(401);
    }
    expect(agent.deviceCookie).not.toBe('');
    // Spent: this browser is a stranger again (its attempt counts as one), the cookie is gone.
    expect((await signIn(agent, email, 'mauvais-mot')).status).toBe(401);
    expect(agent.deviceCookie).toBe('');
    await lockStrangersOut(email);
    expect((await signIn(agent, email, PASSWORD)).status).toBe(429);
  });

  it('starts a fresh budget at each successful sign-in', async () => {
    const { agent, email } = await ownersBrowser();
    const first = agent.deviceCookie;
    for (let i = 0; i < 4; i += 1) await signIn(agent, email, 'mauvais-mot');
    expect((await signIn(agent, email, PASSWORD)).status).toBe(200);
    expect(agent.deviceCookie).not.toBe(first);
    await agent.post('/api/auth/sign-out');
    await lockStrangersOut(email);
    for (let i = 0; i < 4; i += 1) {
      expect((await signIn(agent, email, 'mauvais-mot')).status).toBe(401);
    }
    expect((await signIn(agent, email, PASSWORD)).status).toBe(200);
  });

  it('vouches only for its own account, and only when its signature holds', async () => {
    const owner = await ownersBrowser();
    const victim = await ownersBrowser();
    await lockStrangersOut(victim.email);
    // The owner's cookie for another account: a stranger there.
    expect((await signIn(owner.agent, victim.email, PASSWORD)).status).toBe(429);
    // A cookie altered to name nothing it was issued for: a stranger.
    const forged = createAgent(t.app, freshIp());
    const [name, value = ''] = victim.agent.deviceCookie.split('=');
    forged.deviceCookie = `${name}=${value.slice(0, -3)}${value.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await signIn(forged, victim.email, PASSWORD)).status).toBe(429);
    // The genuine one still works.
    expect((await signIn(victim.agent, victim.email, PASSWORD)).status).toBe(200);
  });

  it('keeps one entry per account on a shared computer', async () => {
    const agent = createAgent(t.app, freshIp());
    const first = await signUpUser(agent, { agency: 'none' });
    await agent.post('/api/auth/sign-out');
    const second = await signUpUser(agent, { agency: 'none' });
    await agent.post('/api/auth/sign-out');
    expect(decodeURIComponent(agent.deviceCookie).split('~')).toHaveLength(2);
    await lockStrangersOut(first.email);
    await lockStrangersOut(second.email);
    expect((await signIn(agent, first.email, PASSWORD)).status).toBe(200);
    await agent.post('/api/auth/sign-out');
    expect((await signIn(agent, second.email, PASSWORD)).status).toBe(200);
  });
});
