import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fr } from '#shared/i18n/fr';

export type FieldErrors = Record<string, string>;

/** The one error type of the server; the error handler turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More of the answer's `error` object (a 409's changedBy and changedAt). */
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = fr.errors.documentNotFound) =>
  new AppError('not_found', 404, message);
export const forbidden = (message: string = fr.errors.forbidden) =>
  new AppError('forbidden', 403, message);
export const invalid = (fields: FieldErrors, message: string = fr.errors.validation) =>
  new AppError('validation', 422, message, fields);
