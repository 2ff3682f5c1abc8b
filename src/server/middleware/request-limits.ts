import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '#server/lib/app-error';
import { fr } from '#shared/i18n/fr';

// A JSON body of the API is a form: a few kilobytes. Anything bigger is refused before it is
// read (a 300 MB sign-in body once took 2 GB of memory), by its Content-Length or, streamed,
// once this many bytes have arrived.
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

// The longest query string the API needs is the influencer picker's 200 excluded ids (under
// 8 KB). Node refuses headers past `maxHeaderSize` (lib/http-server.ts) on its own.
export const MAX_QUERY_BYTES = 16 * 1024;

/**
 * Bounds what a request may carry, before any middleware parses it. `exempt` lists path
 * prefixes with limits of their own (the future /api/uploads of large files).
 */
export function limitRequestSize({ exempt = [] }: { exempt?: readonly string[] } = {}) {
  const limitBody = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw new AppError('payload_too_large', 413, fr.errors.payloadTooLarge);
    },
  });
  const handler: MiddlewareHandler = async (c, next) => {
    if (exempt.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const query = c.req.url.indexOf('?');
    if (query !== -1 && c.req.url.length - query - 1 > MAX_QUERY_BYTES) {
      throw new AppError('query_too_long', 414, fr.errors.queryTooLong);
    }
    // A GET has no body; asking would make the server build a full Request (measured: a
    // third of the health check's time).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return limitBody(c, next);
  };
  return handler;
}
