import { createMiddleware } from 'hono/factory';
import { readSessionCookie, SESSION_COOKIE, setSessionCookie } from '#server/lib/auth/cookie';
import type { AppEnv, SessionUser } from '#server/lib/context';

/** Resolves the session cookie into c.var.user (null when absent, expired or signed out). */
export const loadSession = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readSessionCookie(c);
    const { sessions, config } = c.var.deps;
    const row = token ? await sessions.find(token) : null;
    const user: SessionUser | null = row && {
      id: row.user.id,
      email: row.user.email,
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      jobTitle: row.user.jobTitle,
      userRole: row.user.userRole,
      agencyId: row.user.agencyId,
      permissions: row.user.permissions,
      // SUPERADMIN_EMAILS counts only for an address its owner has proven (issue 10): whoever
      // signed up first with it, unverified, gets nothing; a demo account never (decision 0038).
      isSuperAdmin:
        row.demoExpiresAt === null &&
        row.user.emailVerifiedAt !== null &&
        config.superAdminEmails.some(
          (email) => email.toLowerCase() === row.user.email.toLowerCase(),
        ),
      isEmailVerified: row.user.emailVerifiedAt !== null,
      isDemo: row.demoExpiresAt !== null,
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

/**
 * After a change, this server drops what it cached at once, without waiting for the database's
 * notification: the caller's sessions after signing in or out; every session after an account
 * change, which may concern a colleague (permissions, the hand-over of an agency). Rare enough
 * that re-reading costs nothing.
 */
export const forgetSessionsAfterChange = (whose: 'caller' | 'everyone') =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const { user } = c.var;
    if (c.req.method === 'GET' || !user) return;
    if (whose === 'everyone') c.var.deps.sessions.forgetEverything();
    else c.var.deps.sessions.forgetUser(user.id);
  });
