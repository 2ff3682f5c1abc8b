import { describe, expect, it } from 'vitest';
import { createAgent, signUpUser } from '#server/testing/harness';
import {
  PASSWORD,
  t,
  freshIp,
  freshEmail,
  signUpBody,
  countUsers,
  joinCodeOf,
} from '#server/features/auth/auth-testing';

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

  it('locks an account for one address after 5 failures, even for the right password', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await signInFrom(ip, email, 'mauvais-mot')).status).toBe(401);
    }
    expectRateLimited(await signInFrom(ip, email, PASSWORD));
    // The owner elsewhere is not locked out by it, nor are other accounts from that address.
    expect((await signInFrom(freshIp(), email, PASSWORD)).status).toBe(200);
    const other = await signUpUser(createAgent(t.app), { agency: 'none' });
    expect((await signInFrom(ip, other.email, PASSWORD)).status).toBe(200);
  });

  it('counts the account by its normalized email', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      const variant = i % 2 ? email.toUpperCase() : ` ${email}`;
      expect((await signInFrom(ip, variant, 'mauvais-mot')).status).toBe(401);
    }
    expectRateLimited(await signInFrom(ip, email, PASSWORD));
  });

  it('resets the account counter after a success', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) expect((await signInFrom(ip, email, 'x-faux')).status).toBe(401);
    expect((await signInFrom(ip, email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await signInFrom(ip, email, 'x-faux')).status).toBe(401);
    expectRateLimited(await signInFrom(ip, email, PASSWORD));
  });

  it('does not let simultaneous attempts exceed the budgets', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const ip = freshIp();
    const fromOne = await Promise.all(
      Array.from({ length: 12 }, () => signInFrom(ip, email, 'mauvais-mot')),
    );
    expect(fromOne.filter((r) => r.status === 401)).toHaveLength(5);
    expect(fromOne.filter((r) => r.status === 429)).toHaveLength(7);
    // Spread over addresses: the account's budget for browsers without its device cookie (20).
    const spread = await Promise.all(
      Array.from({ length: 20 }, () => signInFrom(freshIp(), email, 'mauvais-mot')),
    );
    expect(spread.filter((r) => r.status === 401)).toHaveLength(15);
    expect(spread.filter((r) => r.status === 429)).toHaveLength(5);
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

  it('does not let simultaneous join guesses exceed the account budget', async () => {
    const email = freshEmail('rafale');
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createAgent(t.app, freshIp()).post(
          '/api/auth/sign-up',
          signUpBody({ email, agencyChoice: 'join', agencyCode: `rafale-${i}` }),
        ),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});
