import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, idParams, jsonBody } from '#server/lib/validate';
import {
  addReading,
  deleteReading,
  listReadings,
} from '#server/features/collaborations/performance/readings-service';
import { readingSchema } from '#shared/schemas/performance';

// Issue 30: the agency's readings of its publications' statistics. Mounted under
// collaborationsRoutes, behind its gate (the Collaborations section, the tenant transaction);
// another agency's deal, deliverable or reading is a 404.

export const readingsRoutes = new Hono<AppEnv>()
  .get('/:id/readings', idParam(), async (c) => {
    return c.json(await listReadings(c.var.ctx, c.req.valid('param').id));
  })
  .post(
    '/:id/contents/:deliverableId/readings',
    idParams('id', 'deliverableId'),
    jsonBody(readingSchema),
    async (c) => {
      const { id, deliverableId } = c.req.valid('param');
      return c.json(await addReading(c.var.ctx, id, deliverableId, c.req.valid('json')), 201);
    },
  )
  .delete('/:id/readings/:readingId', idParams('id', 'readingId'), async (c) => {
    const { id, readingId } = c.req.valid('param');
    return c.json(await deleteReading(c.var.ctx, id, readingId));
  });
