import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, jsonBody } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import {
  createCastingLink,
  listCastingLinks,
  revokeCastingLink,
} from '#server/features/castings/links/casting-links-service';
import { linkCreateSchema } from '#shared/schemas/private-links';

// Decision 0053: a casting's selection link, behind the Casting section.
export const castingLinksRoutes = new Hono<AppEnv>()
  .use('/:id/links', agencyArea('casting'))
  .use('/:id/links/*', agencyArea('casting'))
  .get('/:id/links', idParam(), async (c) => {
    return c.json(await listCastingLinks(c.var.ctx, c.req.valid('param').id));
  })
  .post('/:id/links/client', idParam(), jsonBody(linkCreateSchema), async (c) => {
    const sending = { appUrl: c.var.deps.config.appUrl, mailer: c.var.deps.mailer };
    const { id } = c.req.valid('param');
    return c.json(await createCastingLink(c.var.ctx, sending, id, c.req.valid('json')), 201);
  })
  .delete('/:id/links/:linkId', idParam(), idParam('linkId'), async (c) => {
    // Both checked by idParam (each validator's answer replaces the previous one's).
    const { id, linkId } = c.req.param();
    await revokeCastingLink(c.var.ctx, id, linkId);
    // As the castings' own deletes: the id back, a JSON body the typed client reads.
    return c.json({ id: linkId });
  });
