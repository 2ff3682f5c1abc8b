import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { sendStoredFile } from '#server/lib/storage/file-response';
import { idParam, idParams, jsonBody, queryParams } from '#server/lib/validate';
import {
  addReading,
  deleteReading,
  getReadingProof,
  listReadings,
} from '#server/features/collaborations/performance/readings-service';
import { readingSchema } from '#shared/schemas/performance';
import { resourceFileQuerySchema } from '#shared/schemas/resources';

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
  /** The creator's screenshot of a reading, served as the contents' files are (decision 0028). */
  .get(
    '/:id/readings/:readingId/proof',
    idParams('id', 'readingId'),
    queryParams(resourceFileQuerySchema),
    async (c) => {
      const { id, readingId } = c.req.valid('param');
      const file = await getReadingProof(c.var.ctx, c.var.deps.storage, id, readingId);
      return sendStoredFile(c, file, c.req.valid('query').download === '1');
    },
  )
  .delete('/:id/readings/:readingId', idParams('id', 'readingId'), async (c) => {
    const { id, readingId } = c.req.valid('param');
    return c.json(await deleteReading(c.var.ctx, id, readingId));
  });
