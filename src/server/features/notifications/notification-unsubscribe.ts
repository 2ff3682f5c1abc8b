import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { html } from 'hono/html';
import { eq } from 'drizzle-orm';
import { notificationUnsubscribes } from '#server/db/schema/notifications';
import { withTenant } from '#server/db/tenant';
import type { AppEnv } from '#server/lib/context';
import { hashLinkToken, isLinkTokenShape } from '#server/lib/private-links/link-tokens';
import { budgetKeys, LINK_IP_RULE } from '#server/middleware/rate-limit';
import { getClientIp } from '#server/middleware/client-ip';
import { unsubscribeFrom } from '#server/features/notifications/notification-preferences';
import { isNotificationKind, type NotificationKind } from '#shared/domain/notifications';
import { notificationsText } from '#shared/i18n/fr-notifications';

// Issue 33, decision 0069: a mail's one-click unsubscribe link (RFC 8058), no sign-in. GET shows
// a page with a button (a link checker's visit changes nothing); POST, from that button or from
// the mail client itself (`List-Unsubscribe=One-Click`), does it. The token opens this and
// nothing else; a wrong one counts against the address's budget, as a private link's does.

const u = notificationsText.unsubscribe;

async function findSubscription(c: Context<AppEnv>, token: string) {
  const { db, limiter } = c.var.deps;
  const budgets = [{ keys: [`link:ip:${getClientIp(c)}`], rule: LINK_IP_RULE }];
  await limiter.take(budgets);
  if (!isLinkTokenShape(token)) return null;
  const [row] = await db
    .select()
    .from(notificationUnsubscribes)
    .where(eq(notificationUnsubscribes.tokenHash, hashLinkToken(token)));
  if (row) await limiter.release(budgetKeys(budgets));
  return row ?? null;
}

const subjectLabel = (subject: string) =>
  isNotificationKind(subject) ? notificationsText.kinds[subject as NotificationKind] : u.digest;

const page = (body: ReturnType<typeof html>) =>
  html`<!doctype html>
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="robots" content="noindex" />
        <title>${u.title} — Infludesk</title>
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            max-width: 36rem;
            margin: 4rem auto;
            padding: 0 1rem;
            color: #1c1917;
            background: #fff;
          }
          button {
            font: inherit;
            padding: 0.5rem 1rem;
            border-radius: 0.375rem;
            border: 0;
            background: #4338ca;
            color: #fff;
            cursor: pointer;
          }
          button:focus-visible {
            outline: 3px solid #1e1b4b;
            outline-offset: 2px;
          }
          @media (prefers-color-scheme: dark) {
            body {
              color: #f5f5f4;
              background: #1c1917;
            }
            button {
              background: #a5b4fc;
              color: #1e1b4b;
            }
            button:focus-visible {
              outline-color: #e0e7ff;
            }
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${u.title}</h1>
          ${body}
        </main>
      </body>
    </html>`;

const answer = (c: Context<AppEnv>, body: ReturnType<typeof html>, status: 200 | 404 = 200) => {
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  return c.html(page(body), status);
};

const unknown = (c: Context<AppEnv>) => answer(c, html`<p>${u.unknown}</p>`, 404);

const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe/';

/** Runs `middleware` everywhere but a mail's unsubscribe links. */
export const outsideUnsubscribeLinks =
  (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  async (c, next) =>
    c.req.path.startsWith(UNSUBSCRIBE_PATH) ? next() : middleware(c, next);

export const notificationUnsubscribeRoutes = new Hono<AppEnv>()
  .get('/:token', async (c) => {
    const row = await findSubscription(c, c.req.param('token'));
    if (!row) return unknown(c);
    return answer(
      c,
      html`<p>${u.confirm(subjectLabel(row.subject))}</p>
        <form method="post"><button type="submit">${u.button}</button></form>`,
    );
  })
  .post('/:token', async (c) => {
    const row = await findSubscription(c, c.req.param('token'));
    if (!row) return unknown(c);
    await withTenant(c.var.deps.db, { agencyId: row.agencyId }, (tx) =>
      unsubscribeFrom({ db: tx, agencyId: row.agencyId, userId: row.userId }, row.subject),
    );
    return answer(c, html`<p role="status">${u.done(subjectLabel(row.subject))}</p>`);
  });
