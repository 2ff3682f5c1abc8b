import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, jsonBody } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import {
  createBrandLink,
  createCreatorLink,
  listLinks,
  revokeLink,
} from '#server/features/collaborations/links/links-service';
import { linkCreateSchema } from '#shared/schemas/private-links';

// Decision 0050: a deal's private links, behind the Collaborations section.
const sendingOf = (c: Context<AppEnv>) => ({
  appUrl: c.var.deps.config.appUrl,
  mailer: c.var.deps.mailer,
});

export const collaborationLinksRoutes = new Hono<AppEnv>()
  .use('/:id/links', agencyArea('collaborations'))
  .use('/:id/links/*', agencyArea('collaborations'))
  .get('/:id/links', idParam(), async (c) => {
    return c.json(await listLinks(c.var.ctx, c.req.valid('param').id));
  })
  .post(
    '/:id/links/creator/:lineId',
    idParam(),
    idParam('lineId'),
    jsonBody(linkCreateSchema),
    async (c) => {
      // Both checked by idParam (each validator's answer replaces the previous one's).
      const { id, lineId } = c.req.param();
      const input = c.req.valid('json');
      return c.json(await createCreatorLink(c.var.ctx, sendingOf(c), id, lineId, input), 201);
    },
  )
  .post('/:id/links/brand', idParam(), jsonBody(linkCreateSchema), async (c) => {
    const input = c.req.valid('json');
    const { id } = c.req.valid('param');
    return c.json(await createBrandLink(c.var.ctx, sendingOf(c), id, input), 201);
  })
  .delete('/:id/links/:linkId', idParam(), idParam('linkId'), async (c) => {
    const { id, linkId } = c.req.param();
    await revokeLink(c.var.ctx, id, linkId);
    return c.body(null, 204);
  });
