import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError } from '#server/lib/app-error';
import type { AppDeps } from '#server/lib/context';
import { logger } from '#server/lib/logger';
import { fr } from '#shared/i18n/fr';

/** Every error leaves as JSON { error: { code, message, fields? } }: no HTML, no stack. */
export function handleError(error: Error, c: Context) {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(
      {
        error: { code: error.code, message: error.message, fields: error.fields, ...error.details },
      },
      error.status,
    );
  }
  if (error instanceof HTTPException) {
    const isMalformedJson = error.status === 400 && /json/i.test(error.message);
    return c.json(
      {
        error: {
          code: isMalformedJson ? 'malformed_json' : 'bad_request',
          message: isMalformedJson ? fr.errors.malformedJson : fr.errors.validation,
        },
      },
      error.status,
    );
  }
  // Errors go through toSafeError (lib/safe-error.ts): no SQL parameters, no values.
  const log = (c.var as { deps?: AppDeps }).deps?.logger ?? logger;
  log.error({ err: error, path: c.req.path }, 'unexpected error');
  return c.json({ error: { code: 'internal', message: fr.errors.unexpected } }, 500);
}

export const notFoundJson = (c: Context) =>
  c.json({ error: { code: 'not_found', message: fr.errors.notFound } }, 404);
