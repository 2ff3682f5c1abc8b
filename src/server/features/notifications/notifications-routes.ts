import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, jsonBody, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import {
  countUnread,
  listNotifications,
  markAllRead,
  markRead,
} from '#server/features/notifications/notifications-service';
import {
  getPreferences,
  savePreferences,
} from '#server/features/notifications/notification-preferences';
import { mailDigest } from '#server/features/notifications/notification-mail';
import {
  notificationListQuerySchema,
  notificationPreferencesSchema,
  type DigestSent,
} from '#shared/schemas/notifications';

// Issue 33, decision 0069: the signed-in member's own notifications and their choices. Open to
// every member of an agency, whatever their sections: each item is checked against the
// sections they open now.
export const notificationsRoutes = new Hono<AppEnv>()
  .use(agencyArea())
  .get('/', queryParams(notificationListQuerySchema), async (c) =>
    c.json(await listNotifications(c.var.ctx, c.req.valid('query'))),
  )
  .get('/unread-count', async (c) => c.json(await countUnread(c.var.ctx)))
  .post('/read-all', async (c) => {
    await markAllRead(c.var.ctx);
    return c.json({ ok: true as const });
  })
  .post('/:id/read', idParam(), async (c) => {
    await markRead(c.var.ctx, c.req.valid('param').id);
    return c.json({ ok: true as const });
  })
  .get('/preferences', async (c) => c.json(await getPreferences(c.var.ctx)))
  .put('/preferences', jsonBody(notificationPreferencesSchema), async (c) =>
    c.json(await savePreferences(c.var.ctx, c.req.valid('json'))),
  )
  // What the next digest would hold, at once, in the request's transaction.
  .post('/digest-now', async (c) => {
    const { ctx, deps } = c.var;
    const sent = await mailDigest({ ...deps, db: ctx.db }, ctx.user.id, null);
    return c.json({ count: sent } satisfies DigestSent);
  });
