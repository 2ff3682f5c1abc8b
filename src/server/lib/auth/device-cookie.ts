import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isHttpsRequest } from '#server/middleware/client-ip';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", decision
 * 0006): a browser that signed in to an account carries a signed entry naming it, so failures
 * made elsewhere never lock that browser out. The cookie holds no address: each entry is
 * `expires.nonce.mac`, the MAC binding the account's email, so it only vouches for the account
 * typed in. A shared office computer keeps one entry per account, the newest first.
 */
export const DEVICE_COOKIE = 'infludesk_device';
export const DEVICE_DAYS = 180;
const MAX_ENTRIES = 5;

export type Device = { nonce: string };
type Entry = { expires: number; nonce: string; mac: string };

const macOf = (secret: string, email: string, expires: number, nonce: string) =>
  createHmac('sha256', secret).update(`device|${email}|${expires}|${nonce}`).digest('base64url');

function readEntries(c: Context): Entry[] {
  const value = getCookie(c, DEVICE_COOKIE) ?? '';
  const now = Math.floor(Date.now() / 1000);
  return value
    .split('~')
    .slice(0, MAX_ENTRIES)
    .map((part) => part.split('.'))
    .filter((parts) => parts.length === 3 && parts.every(Boolean))
    .map(([expires, nonce, mac]) => ({ expires: Number(expires), nonce: nonce!, mac: mac! }))
    .filter((entry) => Number.isInteger(entry.expires) && entry.expires > now);
}

const isFor = (secret: string, email: string) => (entry: Entry) => {
  const expected = Buffer.from(macOf(secret, email, entry.expires, entry.nonce));
  const given = Buffer.from(entry.mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

function writeEntries(c: Context, entries: Entry[]) {
  const value = entries.map((e) => `${e.expires}.${e.nonce}.${e.mac}`).join('~');
  setCookie(c, DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttpsRequest(c),
    // Only the sign-in and sign-up requests need it.
    path: '/api/auth',
    maxAge: value ? DEVICE_DAYS * 86_400 : 0,
  });
}

/** The device this browser proves for the account `email`, if its cookie holds a valid entry. */
export function findDevice(c: Context, secret: string | undefined, email: string): Device | null {
  if (!secret) return null;
  const entry = readEntries(c).find(isFor(secret, email));
  return entry ? { nonce: entry.nonce } : null;
}

/** After a successful sign-in or sign-up: a fresh entry for `email` (a fresh failure budget). */
export function issueDevice(c: Context, secret: string | undefined, email: string) {
  if (!secret) return;
  const expires = Math.floor(Date.now() / 1000) + DEVICE_DAYS * 86_400;
  const nonce = randomBytes(16).toString('base64url');
  const others = readEntries(c).filter((entry) => !isFor(secret, email)(entry));
  const entry = { expires, nonce, mac: macOf(secret, email, expires, nonce) };
  writeEntries(c, [entry, ...others].slice(0, MAX_ENTRIES));
}

/** A device past its failure budget is forgotten: this browser is a stranger again. */
export function forgetDevice(c: Context, secret: string | undefined, email: string) {
  if (!secret) return;
  writeEntries(
    c,
    readEntries(c).filter((entry) => !isFor(secret, email)(entry)),
  );
}
