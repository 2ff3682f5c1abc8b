import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError, notFound } from '#server/lib/app-error';
import type { AppEnv } from '#server/lib/context';
import { idParam, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { getResourceRow } from '#server/features/resources/resource-views';
import { sendStoredFile } from '#server/lib/storage/file-response';
import { resourceFileQuerySchema } from '#shared/schemas/resources';

/**
 * The area's gate, except that a file says nothing to whoever may not read it: signed out,
 * without an agency, without the Ressources permission or of another agency, it is a 404.
 */
const hiddenArea = createMiddleware<AppEnv>(async (c, next) => {
  try {
    await agencyArea('resources')(c, next);
  } catch (error) {
    if (error instanceof AppError && (error.status === 401 || error.status === 403)) {
      throw notFound();
    }
    throw error;
  }
});

/** GET /api/resources/:id/file[?download=1]: the file, streamed, with Range (video seeks). */
export const resourceFileRoutes = new Hono<AppEnv>().get(
  '/:id/file',
  hiddenArea,
  idParam(),
  queryParams(resourceFileQuerySchema),
  async (c) => {
    const row = await getResourceRow(c.var.ctx, c.req.valid('param').id);
    if (!row.fileKey) throw notFound();
    const file = {
      key: row.fileKey,
      name: row.fileName ?? 'fichier',
      type: row.fileType ?? '',
      size: row.fileSize ?? 0,
    };
    return sendStoredFile(c, file, c.req.valid('query').download === '1');
  },
);
