import pino, { type DestinationStream } from 'pino';
import { toSafeError } from '#server/lib/safe-error';

/**
 * Values that must never be logged (issue 10, item 7), wherever a caller puts them. Errors go
 * through toSafeError (no SQL parameters, no PostgreSQL `detail`); these paths are the second
 * wall for plain objects.
 */
const REDACTED = [
  'password',
  'passwordHash',
  'token',
  'joinCode',
  'agencyCode',
  'email',
  'firstName',
  'lastName',
  'params',
  'detail',
  'headers.cookie',
  'headers.authorization',
];
const redact = [
  ...REDACTED,
  ...REDACTED.map((path) => `*.${path}`),
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/** A logger; tests pass a destination stream to read what would have been written. */
export function createLogger(destination?: DestinationStream, level?: string) {
  const options = {
    level:
      level ??
      process.env.LOG_LEVEL ??
      (process.env.NODE_ENV === 'test' && !destination ? 'silent' : 'info'),
    base: undefined,
    redact,
    serializers: { err: toSafeError, error: toSafeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger();
export type Logger = typeof logger;
