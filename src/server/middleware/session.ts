import { createMiddleware } from 'hono/factory';
import { findSessionUser } from '#server/lib/auth/sessions';
import { readSessionCookie, SESSION_COOKIE, setSessionCookie } from '#server/lib/auth/cookie';
import type { AppEnv, SessionUser } from '#server/lib/context';

/** Resolves the session cookie into c.var.user (null when absent, expired or signed out). */
export const loadSession = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readSessionCookie(c);
    const { db, config } = c.var.deps;
    const row = token ? await findSessionUser(db, token) : null;
    const user: SessionUser | null = row && {
      id: row.user.id,
      email: row.user.email,
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      jobTitle: row.user.jobTitle,
      userRole: row.user.userRole,
      agencyId: row.user.agencyId,
      permissions: row.user.permissions,
      isSuperAdmin: config.superAdminEmails.includes(row.user.email),
      sessionId: row.session.id,
    };
    c.set('user', user);
    await next();
    // The server extended the session: so must the cookie, or the browser drops it after 30 days
    // of use. Unless the response already set or cleared it (sign-in, sign-out).
    if (token && row?.isRenewed && !setsSessionCookie(c.res.headers)) {
      setSessionCookie(c, token);
    }
  });

const setsSessionCookie = (headers: Headers) =>
  headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
