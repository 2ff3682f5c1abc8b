import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createAgent,
  createSecondInstance,
  createTestApp,
  signUpUser,
  type TestApp,
} from '#server/testing/harness';

// Two app servers on one database, as behind a load balancer: a browser's requests may land on
// either, and they must behave as one.
let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondInstance>>;
beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondInstance(t);
});
afterAll(async () => {
  await second.stop();
  await t.close();
});

/** One browser whose requests alternate between the two servers. */
function createBalancedAgent(ip = '203.0.113.7') {
  const first = createAgent(t.app, ip);
  const other = createAgent(second.app, ip);
  const on = (agent: typeof first) => {
    agent.cookie = first.cookie || other.cookie;
    return agent;
  };
  return { first, onFirst: () => on(first), onSecond: () => on(other) };
}

async function agencyWithMember() {
  const owner = createBalancedAgent();
  await signUpUser(owner.first, { agency: 'create' });
  const code = (await owner.onFirst().get('/api/account')).json.agency.joinCode as string;
  const member = createBalancedAgent();
  const { user } = await signUpUser(member.first, { agency: { code } });
  return { owner, member, memberId: user.id as string };
}

describe('two app servers on one database', () => {
  it('accept a session made by either, and end it on both at sign-out', async () => {
    const browser = createBalancedAgent();
    const { email } = await signUpUser(browser.first, { agency: 'create' });
    const onSecond = await browser.onSecond().get('/api/auth/session');
    expect(onSecond.json.user.email).toBe(email);
    expect((await browser.onSecond().get('/api/clients')).status).toBe(200);

    const cookie = browser.onFirst().cookie;
    expect((await browser.onFirst().post('/api/auth/sign-out')).status).toBe(200);
    // The second server had the session cached: the database's notification drops it well
    // before the cache would expire (5 s).
    const replay = createAgent(second.app);
    replay.cookie = cookie;
    await vi.waitFor(async () => expect((await replay.get('/api/clients')).status).toBe(401), {
      timeout: 1_000,
    });
  });

  it('count sign-in failures together', async () => {
    // A browser that never signed in to the account (no device cookie, decision 0006).
    const { email, password } = await signUpUser(createAgent(t.app, '203.0.113.98'), {
      agency: 'none',
    });
    const browser = createBalancedAgent('203.0.113.99');
    const attempt = (agent: ReturnType<typeof browser.onFirst>, secret: string) =>
      agent.post('/api/auth/sign-in', { email, password: secret });
    // Five wrong passwords, alternating servers: the budget of the account at this address is
    // spent on both.
    for (let i = 0; i < 5; i += 1) {
      const agent = i % 2 === 0 ? browser.onFirst() : browser.onSecond();
      expect((await attempt(agent, 'mauvais-mot-de-passe')).status).toBe(401);
    }
    expect((await attempt(browser.onSecond(), password)).status).toBe(429);
    expect((await attempt(browser.onFirst(), password)).status).toBe(429);
  });

  it('enforce a permission change made through the other at once', async () => {
    const { owner, member, memberId } = await agencyWithMember();
    // The member's session is now cached by the second server.
    expect((await member.onSecond().get('/api/clients')).status).toBe(200);
    const closed = await owner
      .onFirst()
      .putCurrent(`/api/account/team/${memberId}/permissions`, { key: 'clients', value: false });
    expect(closed.status).toBe(200);
    // No waiting: business requests read the membership fresh with the tenant context.
    expect((await member.onSecond().get('/api/clients')).status).toBe(403);
    expect((await member.onSecond().get('/api/collaborations')).status).toBe(200);
    const reopened = await owner
      .onSecond()
      .putCurrent(`/api/account/team/${memberId}/permissions`, { key: 'clients', value: true });
    expect(reopened.status).toBe(200);
    expect((await member.onFirst().get('/api/clients')).status).toBe(200);
  });
});
