import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { listTrash } from '#server/features/trash/trash-list';
import { purgeTrashItem } from '#server/features/trash/trash-purge';
import { restoreTrashItem } from '#server/features/trash/trash-restore';
import { trashListQuerySchema } from '#shared/schemas/trash';

/**
 * The Corbeille (decision 0046). Open to every member: each item is checked against the
 * section of its kind (RECORD_SECTION), so a member sees and restores only what they could
 * have deleted; 'Supprimer définitivement' is for admins.
 */
export const trashRoutes = new Hono<AppEnv>()
  .use(agencyArea())
  .get('/', queryParams(trashListQuerySchema), async (c) => {
    const { ctx, deps } = c.var;
    return c.json(await listTrash(ctx, c.req.valid('query'), deps.config.trashDays));
  })
  .post('/:id/restore', idParam(), async (c) => {
    return c.json(await restoreTrashItem(c.var.ctx, c.req.valid('param').id));
  })
  .delete('/:id', idParam(), async (c) => {
    const { ctx, deps } = c.var;
    return c.json(await purgeTrashItem(ctx, deps.storage, c.req.valid('param').id));
  });
