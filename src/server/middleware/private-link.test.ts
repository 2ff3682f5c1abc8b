import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { LINK_IP_RULE } from '#server/middleware/rate-limit';
import { linksText } from '#shared/i18n/fr-links';

// Decision 0050: a private link's header opens /api/link/* only; those routes take no cookie,
// answer with no-referrer and no-store, and count wrong tokens per address.

let t: TestApp;
let owner: Agent;
let token: string;
let dealId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = createAgent(t.app, '198.51.100.200');
  await signUpUser(owner);
  const client = await owner.post('/api/clients', { brandName: 'Lancôme' });
  const deal = await owner.post('/api/collaborations', {
    name: 'Printemps',
    type: 'collaboration_entrante',
    clientId: client.json.id,
    contactDate: '2026-03-02',
    signatureDate: '',
    manager: 'Camille Martin',
    influencers: [],
  });
  expect(deal.status, JSON.stringify(deal.json)).toBe(201);
  dealId = deal.json.id;
  const link = await owner.post(`/api/collaborations/${dealId}/links/brand`, {});
  expect(link.status, JSON.stringify(link.json)).toBe(201);
  token = new URL(link.json.url).hash.slice(1);
});
afterAll(() => t.close());

async function call(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  ip = '192.0.2.1',
) {
  const response = await t.app.request(path, {
    method,
    headers: { 'x-forwarded-for': ip, ...headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  };
}

describe('the link header on other routes', () => {
  it('is refused with a 401 everywhere but /api/link, session or not', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/api/collaborations'],
      ['GET', `/api/collaborations/${dealId}`],
      ['GET', `/api/collaborations/${dealId}/links`],
      ['POST', `/api/collaborations/${dealId}/links/brand`],
      ['GET', '/api/clients'],
      ['GET', '/api/account'],
      ['GET', '/api/auth/session'],
      ['GET', '/api/tasks'],
      ['GET', '/api/health'],
      ['GET', '/api/nowhere'],
    ];
    for (const [method, path] of routes) {
      for (const cookie of [undefined, owner.cookie]) {
        const headers: Record<string, string> = { authorization: `Link ${token}` };
        if (cookie) headers.cookie = cookie;
        const refused = await call(path, headers, method);
        expect(refused.status, `${method} ${path}`).toBe(401);
        expect(refused.json.error).toEqual({
          code: 'link_not_here',
          message: linksText.errors.notHere,
        });
      }
    }
    // The same session without the link's header still works.
    expect((await call('/api/collaborations', { cookie: owner.cookie })).status).toBe(200);
  });
});

describe('/api/link', () => {
  it('takes no session cookie: without the header it is a 401', async () => {
    const withCookie = await call('/api/link/me', { cookie: owner.cookie });
    expect(withCookie.status).toBe(401);
    expect(withCookie.json.error.message).toBe(linksText.errors.missing);
    expect(withCookie.headers.get('set-cookie')).toBeNull();
    const bearer = await call('/api/link/me', { authorization: `Bearer ${token}` });
    expect(bearer.status).toBe(401);
  });

  it('answers with no-referrer and no-store, errors included', async () => {
    const ok = await call('/api/link/me', { authorization: `Link ${token}` });
    expect(ok.status).toBe(200);
    const unknown = await call(
      '/api/link/me',
      { authorization: `Link ${'B'.repeat(43)}` },
      'GET',
      '192.0.2.2',
    );
    expect(unknown.status).toBe(404);
    const missing = await call('/api/link/me', {});
    for (const answer of [ok, unknown, missing]) {
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    // Elsewhere the usual policy stays.
    const other = await call('/api/health', {});
    expect(other.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('counts wrong tokens per address: too many → 429 in French, even for a good token', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < LINK_IP_RULE.max; i += 1) {
      const guess = `${String(i).padStart(3, '0')}${'C'.repeat(40)}`;
      expect(
        (await call('/api/link/me', { authorization: `Link ${guess}` }, 'GET', ip)).status,
      ).toBe(404);
    }
    const refused = await call(
      '/api/link/me',
      { authorization: `Link ${'D'.repeat(43)}` },
      'GET',
      ip,
    );
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(linksText.errors.tooManyTries);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const good = await call('/api/link/me', { authorization: `Link ${token}` }, 'GET', ip);
    expect(good.status).toBe(429);
    // Another address is not concerned.
    expect(
      (await call('/api/link/me', { authorization: `Link ${token}` }, 'GET', '192.0.2.98')).status,
    ).toBe(200);
  });

  it('does not count the uses of a live link', async () => {
    const ip = '192.0.2.97';
    for (let i = 0; i < LINK_IP_RULE.max + 5; i += 1) {
      expect(
        (await call('/api/link/me', { authorization: `Link ${token}` }, 'GET', ip)).status,
      ).toBe(200);
    }
  });
});
