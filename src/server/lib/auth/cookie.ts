import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_DAYS } from '#server/lib/auth/sessions';
import { isHttpsRequest } from '#server/middleware/client-ip';

export const SESSION_COOKIE = 'infludesk_session';

// X-Forwarded-Proto counts only from a proxy that TRUST_PROXY names.
const isHttps = (c: Context) => isHttpsRequest(c);

export function setSessionCookie(c: Context, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  });
}

export const readSessionCookie = (c: Context) => getCookie(c, SESSION_COOKIE);

export const clearSessionCookie = (c: Context) => deleteCookie(c, SESSION_COOKIE, { path: '/' });
