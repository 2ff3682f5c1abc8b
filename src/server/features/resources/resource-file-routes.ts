import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import parseRange from 'range-parser';
import { AppError, notFound } from '#server/lib/app-error';
import type { AppEnv } from '#server/lib/context';
import { idParam, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { getResourceRow } from '#server/features/resources/resource-views';
import { fileHeaders } from '#server/features/resources/file-headers';
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

// The last N bytes ('bytes=-N'): range-parser calls one longer than the file unsatisfiable.
const SUFFIX_RANGE = /^bytes=[ \t]*-[ \t]*(\d+)[ \t]*$/i;

/** A single byte range of the Range header, null for the whole file; 416 when out of reach. */
function readRange(header: string | undefined, size: number) {
  if (!header || size === 0) return null;
  // A suffix longer than the file is the whole file (RFC 9110 §14.1.2), not a 416.
  const suffix = SUFFIX_RANGE.exec(header.trim())?.[1];
  if (suffix !== undefined && Number(suffix) >= size) return { start: 0, end: size - 1 };
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable' as const;
  // Malformed, or several ranges: the whole file, as RFC 9110 allows.
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0] ?? null;
}

/** GET /api/resources/:id/file[?download=1]: the file, streamed, with Range (video seeks). */
export const resourceFileRoutes = new Hono<AppEnv>().get(
  '/:id/file',
  hiddenArea,
  idParam(),
  queryParams(resourceFileQuerySchema),
  async (c) => {
    const row = await getResourceRow(c.var.ctx, c.req.valid('param').id);
    if (!row.fileKey) throw notFound();
    const size = row.fileSize ?? 0;
    const range = readRange(c.req.header('range'), size);
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { 'Content-Range': `bytes */${size}` });
    }
    const body = await c.var.deps.storage.read(row.fileKey, range ?? undefined);
    if (!body) throw notFound();
    const headers: Record<string, string> = {
      ...fileHeaders(
        { name: row.fileName ?? 'fichier', type: row.fileType ?? '' },
        c.req.valid('query').download === '1',
      ),
      'Content-Length': String(range ? range.end - range.start + 1 : size),
    };
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    return c.body(Readable.toWeb(body) as ReadableStream, range ? 206 : 200, headers);
  },
);
