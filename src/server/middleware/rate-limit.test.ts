import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { AppError } from '#server/lib/app-error';
import { getClientIp, isOwnNetwork } from '#server/middleware/client-ip';
import { createRateLimiter, takeAttempt, type RateRule } from '#server/middleware/rate-limit';
import { fr } from '#shared/i18n/fr';

const RULE: RateRule = { max: 3, windowMs: 60_000 };

function refusal(work: () => void) {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return null;
}

describe('createRateLimiter', () => {
  it('refuses with 429, the French message and Retry-After once the budget is used', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(() => now);
    for (let i = 0; i < 3; i += 1) takeAttempt(limiter, [{ keys: ['k'], rule: RULE }]);
    now += 20_000;
    const error = refusal(() => limiter.check(['k'], RULE));
    expect(error?.status).toBe(429);
    expect(error?.message).toBe(fr.errors.tooManyRequests);
    expect(error?.headers).toEqual({ 'Retry-After': '40' });
    expect(refusal(() => limiter.check(['other'], RULE))).toBeNull();
  });

  it('opens again when the window is over', () => {
    let now = 0;
    const limiter = createRateLimiter(() => now);
    limiter.hit(['k', 'k', 'k'], RULE);
    expect(refusal(() => limiter.check(['k'], RULE))?.status).toBe(429);
    now = 60_000;
    expect(refusal(() => limiter.check(['k'], RULE))).toBeNull();
  });

  it('counts an attempt against no budget when another one is already spent', () => {
    const limiter = createRateLimiter(() => 0);
    const spent = { keys: ['spent'], rule: { max: 1, windowMs: 1000 } };
    const fresh = { keys: ['fresh'], rule: RULE };
    takeAttempt(limiter, [spent]);
    expect(refusal(() => takeAttempt(limiter, [fresh, spent]))?.status).toBe(429);
    for (let i = 0; i < 3; i += 1) takeAttempt(limiter, [fresh]);
    expect(refusal(() => takeAttempt(limiter, [fresh]))?.status).toBe(429);
  });

  it('gives back a released attempt and forgets a reset key', () => {
    const limiter = createRateLimiter(() => 0);
    limiter.hit(['k', 'k', 'k'], RULE);
    limiter.release(['k']);
    expect(refusal(() => limiter.check(['k'], RULE))).toBeNull();
    limiter.hit(['k'], RULE);
    limiter.reset(['k']);
    limiter.hit(['k', 'k'], RULE);
    expect(refusal(() => limiter.check(['k'], RULE))).toBeNull();
    limiter.release(['unknown']);
    expect(refusal(() => limiter.check(['unknown'], RULE))).toBeNull();
  });
});

describe('getClientIp', () => {
  const app = new Hono().get('/', (c) => c.text(getClientIp(c)));
  const ipOf = async (forwardedFor: string | undefined, socket?: string) => {
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    const env = socket ? { incoming: { socket: { remoteAddress: socket } } } : undefined;
    return (await app.request('/', { headers }, env)).text();
  };

  it('ignores X-Forwarded-For from a client that reaches the server directly', async () => {
    expect(await ipOf('1.2.3.4', '198.51.100.9')).toBe('198.51.100.9');
    expect(await ipOf(undefined, '::ffff:198.51.100.9')).toBe('198.51.100.9');
  });

  it('believes our own proxy, not what the client wrote before it', async () => {
    expect(await ipOf('1.2.3.4, 203.0.113.5', '127.0.0.1')).toBe('203.0.113.5');
    expect(await ipOf('1.2.3.4, 203.0.113.5, 10.0.0.2', '::ffff:10.0.0.3')).toBe('203.0.113.5');
    expect(await ipOf(undefined, '127.0.0.1')).toBe('127.0.0.1');
  });

  it('reads the header of an in-process request (no socket)', async () => {
    expect(await ipOf('203.0.113.1')).toBe('203.0.113.1');
    expect(await ipOf(undefined)).toBe('unknown');
  });

  it('knows the private and loopback ranges', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '::1', 'fd00::1']) {
      expect(isOwnNetwork(ip), ip).toBe(true);
    }
    for (const ip of ['172.32.0.1', '8.8.8.8', '2001:db8::1', 'pas-une-ip']) {
      expect(isOwnNetwork(ip), ip).toBe(false);
    }
  });
});
