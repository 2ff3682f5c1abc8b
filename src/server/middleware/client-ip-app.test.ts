import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, createAgent, type TestApp } from '#server/testing/harness';

// Issue 10, item 10, through the app: the per-IP sign-in budget (30 failures) cannot be
// escaped with a forged X-Forwarded-For; only a proxy that TRUST_PROXY names is believed.
let byDefault: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  [byDefault, behindProxy] = await Promise.all([
    createTestApp({ trustProxy: 0 }),
    createTestApp({ trustProxy: ['10.0.0.2'] }),
  ]);
});
afterAll(() => Promise.all([byDefault.close(), behindProxy.close()]));

const attempt = (app: TestApp['app'], socket: string, forwardedFor: string, email: string) =>
  app.request(
    '/api/auth/sign-in',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': forwardedFor,
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify({ email, password: 'mauvais-mot' }),
    },
    { incoming: { socket: { remoteAddress: socket } } },
  );
const someone = (n: number) => `compte-${n}-${Math.random().toString(36).slice(2)}@example.fr`;

describe('client addresses through the app', () => {
  it('by default counts the socket, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await attempt(byDefault.app, '192.0.2.77', `10.9.${i}.1`, someone(i))).status).toBe(
        401,
      );
    }
    const { email } = await signUpUser(createAgent(byDefault.app), { agency: 'none' });
    const blocked = await attempt(byDefault.app, '192.0.2.77', '203.0.113.99', email);
    expect(blocked.status).toBe(429);
    // No HSTS: X-Forwarded-Proto from a client means nothing.
    expect(blocked.headers.get('strict-transport-security')).toBeNull();
  });

  it('behind a listed proxy counts the address it forwards, and trusts its HTTPS', async () => {
    for (let i = 0; i < 30; i += 1) {
      const response = await attempt(
        behindProxy.app,
        '10.0.0.2',
        `1.2.3.${i}, 198.51.100.7`,
        someone(i),
      );
      expect(response.status).toBe(401);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
    const { email } = await signUpUser(createAgent(behindProxy.app), { agency: 'none' });
    expect((await attempt(behindProxy.app, '10.0.0.2', '198.51.100.7', email)).status).toBe(429);
    expect((await attempt(behindProxy.app, '10.0.0.2', '198.51.100.8', email)).status).toBe(401);
    // A client that is not the proxy cannot borrow someone else's address.
    const direct = await attempt(behindProxy.app, '192.0.2.5', '198.51.100.8', email);
    expect(direct.status).toBe(401);
    expect(direct.headers.get('strict-transport-security')).toBeNull();
  });
});
