import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { readConfig } from '#server/lib/config';
import {
  getClientIp,
  isHttpsRequest,
  resolveClientIp,
  type TrustProxy,
} from '#server/middleware/client-ip';
import { securityHeaders } from '#server/middleware/security';

// Issue 10, item 10: X-Forwarded-For is believed only as far as TRUST_PROXY says.
describe('resolveClientIp', () => {
  it('by default (TRUST_PROXY unset) takes the socket and ignores a forged header', () => {
    expect(readConfig({}).trustProxy).toBe(0);
    expect(resolveClientIp('198.51.100.9', '1.2.3.4', 0)).toBe('198.51.100.9');
    expect(resolveClientIp('::ffff:198.51.100.9', undefined, 0)).toBe('198.51.100.9');
    // Even from loopback or a private network: nothing is believed unless configured.
    expect(resolveClientIp('127.0.0.1', '1.2.3.4', 0)).toBe('127.0.0.1');
    expect(resolveClientIp('10.0.0.3', '1.2.3.4', 0)).toBe('10.0.0.3');
    expect(resolveClientIp(undefined, '1.2.3.4', 0)).toBe('unknown');
  });

  it('with a hop count believes that many proxies, not what the client wrote before them', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(resolveClientIp('10.0.0.2', '1.2.3.4, 203.0.113.5', 1)).toBe('203.0.113.5');
    expect(resolveClientIp('10.0.0.2', '1.2.3.4, 203.0.113.5, 10.0.0.9', 2)).toBe('203.0.113.5');
    // Fewer hops than proxies configured: the leftmost address is all there is.
    expect(resolveClientIp('10.0.0.2', '203.0.113.5', 3)).toBe('203.0.113.5');
    expect(resolveClientIp('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
  });

  it('with an address list believes only those proxies', () => {
    const trust = readConfig({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16, ::1' }).trustProxy;
    expect(trust).toEqual(['10.0.0.2', '192.168.0.0/16', '::1']);
    expect(resolveClientIp('10.0.0.2', '1.2.3.4, 203.0.113.5', trust)).toBe('203.0.113.5');
    expect(resolveClientIp('::ffff:10.0.0.2', '203.0.113.5, 192.168.4.4', trust)).toBe(
      '203.0.113.5',
    );
    expect(resolveClientIp('::1', '203.0.113.5', trust)).toBe('203.0.113.5');
    // A client that is not one of them cannot choose its address.
    expect(resolveClientIp('10.0.0.3', '1.2.3.4', trust)).toBe('10.0.0.3');
    expect(resolveClientIp('203.0.113.7', '10.0.0.2', trust)).toBe('203.0.113.7');
  });

  it('refuses a list entry that is no address', () => {
    expect(() => resolveClientIp('10.0.0.2', '1.2.3.4', ['proxy.local'])).toThrow(/TRUST_PROXY/);
  });
});

describe('getClientIp and HTTPS on a request', () => {
  const appWith = (trust: TrustProxy) =>
    new Hono()
      .use(securityHeaders({ trustProxy: trust }))
      .get('/', (c) => c.json({ ip: getClientIp(c, trust), https: isHttpsRequest(c, trust) }));
  const call = async (
    trust: TrustProxy,
    headers: Record<string, string>,
    socket?: string,
    url = 'http://localhost/',
  ) => {
    const env = socket ? { incoming: { socket: { remoteAddress: socket } } } : undefined;
    const response = await appWith(trust).request(url, { headers }, env);
    return { ...(await response.json()), hsts: response.headers.get('strict-transport-security') };
  };

  it('reads the socket of a real request', async () => {
    const forged = { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' };
    expect(await call(0, forged, '192.0.2.77')).toEqual({
      ip: '192.0.2.77',
      https: false,
      hsts: null,
    });
  });

  it('believes X-Forwarded-Proto and sends HSTS only behind a trusted proxy', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https' };
    expect(await call(['10.0.0.2'], headers, '10.0.0.2')).toEqual({
      ip: '203.0.113.5',
      https: true,
      hsts: 'max-age=31536000',
    });
    expect((await call(['10.0.0.2'], headers, '10.0.0.66')).hsts).toBeNull();
    expect((await call(1, { 'x-forwarded-proto': 'http' }, '10.0.0.2')).hsts).toBeNull();
  });

  it('sends HSTS on a request that is HTTPS itself', async () => {
    expect((await call(0, {}, '192.0.2.1', 'https://infludesk.example/')).hsts).toBe(
      'max-age=31536000',
    );
  });
});
