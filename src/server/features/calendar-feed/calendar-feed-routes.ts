import { Hono, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { AppError } from '#server/lib/app-error';
import type { AppEnv } from '#server/lib/context';
import type { PrivateLink } from '#server/lib/private-links/private-links';
import { agencyArea } from '#server/middleware/agency-area';
import { lookUpLink } from '#server/middleware/private-link';
import {
  createCalendarLink,
  getCalendarLink,
  revokeCalendarLink,
} from '#server/features/calendar-feed/calendar-link-service';
import { readCalendarFeed } from '#server/features/calendar-feed/calendar-feed';
import { tokenOfFeedFile } from '#shared/domain/calendar-feed';
import { calendarFeedText } from '#shared/i18n/fr-calendar-feed';

/** /api/calendar-link: the member's own link, through their session, whatever their sections. */
export const calendarLinkRoutes = new Hono<AppEnv>()
  .use(agencyArea())
  .get('/', async (c) => c.json(await getCalendarLink(c.var.ctx)))
  .post('/', async (c) =>
    c.json(await createCalendarLink(c.var.ctx, c.var.deps.config.appUrl), 201),
  )
  .delete('/', async (c) => {
    await revokeCalendarLink(c.var.ctx);
    return c.json({ ok: true as const });
  });

const feedGone = () => new AppError('calendar_unknown', 404, calendarFeedText.errors.unknown);
const isCalendarLink = (link: PrivateLink) => link.kind === 'calendar';

/**
 * Every answer of a feed, errors and 304 included: its address never leaves in a Referer, no
 * shared cache keeps it, and the app revalidates each read (ETag), so a revocation holds at once.
 */
const feedAnswerHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  c.header('Cache-Control', c.res.ok || c.res.status === 304 ? 'private, no-cache' : 'no-store');
};

/**
 * GET /api/calendar/<token>.ics (decision 0068): what a calendar app reads. No session (the app
 * sends no cookie, and app.ts loads none here), no header: the token in the path is the only
 * key, it opens this member's feed and nothing else. Wrong, revoked or expired tokens all answer
 * 404 and count against the address's budget like every private link's.
 */
export const calendarFeedRoutes = new Hono<AppEnv>()
  .use(feedAnswerHeaders())
  // Weak: the compression of the answer changes its bytes, never its meaning.
  .use(etag({ weak: true }))
  .get('/:file', async (c) => {
    const token = tokenOfFeedFile(c.req.param('file')) ?? '';
    const { link } = await lookUpLink(c, token, isCalendarLink);
    const { db, config } = c.var.deps;
    const ics = link && (await readCalendarFeed({ db, appUrl: config.appUrl }, link));
    if (!ics) throw feedGone();
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="infludesk.ics"',
    });
  });
