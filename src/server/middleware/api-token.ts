import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '#server/lib/app-error';
import {
  touchApiToken,
  TOUCH_EVERY_MS,
  type FoundApiToken,
} from '#server/lib/auth/api-token-store';
import type { AppEnv, SessionUser } from '#server/lib/context';
import { runInTenant } from '#server/middleware/agency-area';
import { apiTokenRule } from '#server/middleware/rate-limit';
import { rateLimitHeaders } from '#server/middleware/rate-leases';
import {
  apiTokenStatus,
  effectiveSections,
  isBearerAuthorization,
  readBearerToken,
} from '#shared/domain/api-tokens';
import type { PermissionKey } from '#shared/domain/permissions';
import { apiTokensText } from '#shared/i18n/fr-api-tokens';
import { fr } from '#shared/i18n/fr';

// Decision 0066: the public API (/api/v1/*) is reached with a member's personal token only,
// `Authorization: Bearer ifd_…`; no other route takes one, and those routes take no cookie.

const t = apiTokensText.errors;

export const isTokenPath = (path: string) => path === '/api/v1' || path.startsWith('/api/v1/');

// The API's description reads no credential: a tool that sends its token everywhere still gets it.
const API_DESCRIPTION = new Set(['/api/openapi.json', '/api/docs']);

/** Outside /api/v1/*: a request that carries a bearer token gets a 401, whatever else it has. */
export const refuseBearerOutsideApi = (): MiddlewareHandler => async (c, next) => {
  const path = c.req.path;
  if (isTokenPath(path) || API_DESCRIPTION.has(path)) return next();
  if (isBearerAuthorization(c.req.header('authorization'))) {
    throw new AppError('token_not_here', 401, t.notHere);
  }
  return next();
};

/**
 * Runs `middleware` everywhere but /api/v1/*: the session (a token's request ignores cookies)
 * and the same-origin check (with no cookie there is no request to forge).
 */
export const outsideTokenRoutes =
  (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!isTokenPath(c.req.path)) return middleware(c, next);
    c.set('user', null);
    return next();
  };

// RFC 6750: a 401 names the scheme the client should use.
const refusal = (code: string, message: string) =>
  new AppError(code, 401, message, undefined, { 'WWW-Authenticate': 'Bearer realm="infludesk"' });

/** The member a token acts for, as a session would describe them. */
const memberOf = (found: FoundApiToken): SessionUser => ({
  ...found.user,
  isEmailVerified: found.user.emailVerifiedAt !== null,
  agencyId: found.agencyId,
  // Read fresh by the tenant transaction before anything uses them.
  permissions: null,
  isSuperAdmin: false,
  isDemo: found.demoExpiresAt !== null,
  sessionId: '',
});

const tokenGate = (section: PermissionKey | null) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('ctx')) return next(); // matched twice (see agencyArea)
    const header = c.req.header('authorization');
    const token = readBearerToken(header);
    if (!token) throw refusal('token_missing', header ? t.invalid : t.missing);
    const { apiTokens, limiter, db, config } = c.var.deps;
    const now = new Date();
    const found = await apiTokens.find(token, now.getTime());
    if (!found) throw refusal('token_invalid', t.invalid);
    const status = apiTokenStatus(found, now);
    if (status !== 'live') throw refusal(`token_${status}`, t[status]);
    // Every answer from here on, errors included, says where the token's budget stands.
    const rule = apiTokenRule(config.apiTokenRateLimit);
    const rate = await limiter.count(`api-token:${found.id}`, rule);
    for (const [name, value] of Object.entries(rateLimitHeaders(rate))) c.header(name, value);
    if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
      await touchApiToken(db, found.id, now);
      found.lastUsedAt = now; // the cached row: no write again before a minute
    }
    await runInTenant(c, next, memberOf(found), found.agencyId, (member) => {
      // The member left the agency (or was deleted mid-request): the token is theirs no more.
      if (member?.agencyId !== found.agencyId) throw refusal('token_member_left', t.memberLeft);
      const sections = effectiveSections(found.sections, member.permissions);
      if (section && !sections.includes(section)) {
        throw new AppError('forbidden_section', 403, fr.errors.forbiddenSection);
      }
      const { id, name, prefix, expiresAt } = found;
      c.set('apiToken', { id, name, prefix, sections, expiresAt });
      return member.permissions;
    });
  });

/**
 * The gate of every public API route (/api/v1/*): a live token of this agency's member, within
 * its budget, that opens `section` today — in the token and still open to its member, read at
 * every request, so a token never exceeds its member, now or later. The handler then runs in
 * the tenant transaction as the member, exactly as behind agencyArea.
 */
export const tokenArea = (section: PermissionKey) => tokenGate(section);

/** The same gate without a section: a token's view of itself (GET /api/v1/token). */
export const anyTokenArea = () => tokenGate(null);
