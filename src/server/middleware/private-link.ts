import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { withTenant } from '#server/db/tenant';
import { AppError } from '#server/lib/app-error';
import type { AppEnv } from '#server/lib/context';
import { isLinkAuthorization, readLinkToken } from '#server/lib/private-links/link-tokens';
import {
  findLinkByToken,
  touchLink,
  type PrivateLink,
} from '#server/lib/private-links/private-links';
import { getClientIp } from '#server/middleware/client-ip';
import { budgetKeys, LINK_IP_RULE } from '#server/middleware/rate-limit';
import { linksText } from '#shared/i18n/fr-links';

// Decision 0050: an outsider's private link reaches /api/link/* only, through the header
// `Authorization: Link <token>`; those routes take no session cookie, and every other route
// refuses that header.

export const isLinkPath = (path: string) => path === '/api/link' || path.startsWith('/api/link/');

/** Outside /api/link/*: a request that carries a link's header gets a 401, whatever else it has. */
export const refuseLinkHeader = (): MiddlewareHandler => async (c, next) => {
  if (!isLinkPath(c.req.path) && isLinkAuthorization(c.req.header('authorization'))) {
    throw new AppError('link_not_here', 401, linksText.errors.notHere);
  }
  return next();
};

/** A member’s calendar feed (decision 0068): GET /api/calendar/<token>.ics. */
export const isCalendarFeedPath = (path: string) => path.startsWith('/api/calendar/');

/**
 * Runs `middleware` everywhere but /api/link/* and the calendar feeds (the session: a link's
 * page ignores cookies).
 */
export const outsideLinkRoutes =
  (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!isLinkPath(c.req.path) && !isCalendarFeedPath(c.req.path)) return middleware(c, next);
    c.set('user', null);
    return next();
  };

/**
 * Every answer of /api/link/*, errors included: the page's address never leaves in a Referer,
 * and no cache keeps what a link showed once it is revoked.
 */
export const linkAnswerHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
};

const unknownLink = () => new AppError('link_unknown', 404, linksText.errors.unknown);
const deadLink = (status: 'expired' | 'revoked') =>
  new AppError(`link_${status}`, 410, linksText.errors[status]);

// Thrown after the handler failed so that the request's transaction rolls back.
class RollBack extends Error {}

type LinkLookup =
  { link: PrivateLink; failure: null } | { link: null; failure: 'unknown' | 'expired' | 'revoked' };

/**
 * The live link `token` names, if `isAccepted` takes it (else 'unknown'), read fresh: a
 * revocation counts at once. A wrong, dead or refused token counts against the address's
 * budget, a live one gives its count back. The one gate of every private link, whether its
 * token rides in a header or in a calendar feed's address.
 */
export async function lookUpLink(
  c: Context<AppEnv>,
  token: string,
  isAccepted: (link: PrivateLink) => boolean,
): Promise<LinkLookup> {
  const { db, limiter } = c.var.deps;
  const budgets = [{ keys: [`link:ip:${getClientIp(c)}`], rule: LINK_IP_RULE }];
  try {
    await limiter.take(budgets);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    throw new AppError(error.code, 429, linksText.errors.tooManyTries, undefined, error.headers);
  }
  const found = await findLinkByToken(db, token);
  if (!found || !isAccepted(found.link)) return { link: null, failure: 'unknown' };
  if (found.status !== 'live') return { link: null, failure: found.status };
  await limiter.release(budgetKeys(budgets));
  return { link: found.link, failure: null };
}

// A member's calendar token opens their feed only, never an outsider's page (decision 0068).
const isOutsidersLink = (link: PrivateLink) => link.kind !== 'calendar';

/**
 * The live link of the request's header; a missing, wrong or dead token counts against the
 * address's budget. The gate of /api/link/* and of the uploads through a link, which run
 * outside a transaction.
 */
export async function findLiveLink(c: Context<AppEnv>): Promise<PrivateLink> {
  const token = readLinkToken(c.req.header('authorization'));
  if (!token) throw new AppError('link_missing', 401, linksText.errors.missing);
  const { link, failure } = await lookUpLink(c, token, isOutsidersLink);
  if (link) return link;
  throw failure === 'unknown' ? unknownLink() : deadLink(failure);
}

/**
 * The gate of /api/link/*: a live link, then the handler in that link's tenant transaction, so
 * row-level security confines it to the link's agency. Work given to `afterCommit` (a mail)
 * runs once the transaction has committed, never when it rolls back.
 */
export const privateLinkArea = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('link')) return next(); // matched twice (see agencyArea)
    const link = await findLiveLink(c);
    const afterCommit: Array<() => Promise<void>> = [];
    try {
      await withTenant(c.var.deps.db, { agencyId: link.agencyId }, async (tx) => {
        await touchLink(tx, link.id);
        c.set('link', { db: tx, link, afterCommit: (task) => afterCommit.push(task) });
        await next();
        if (c.error || c.res.status >= 400) throw new RollBack();
      });
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
      return;
    }
    for (const task of afterCommit) {
      await task().catch((error: unknown) =>
        c.var.deps.logger?.error({ err: error }, 'a task after commit failed'),
      );
    }
  });
