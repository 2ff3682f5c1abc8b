import { validator } from 'hono/validator';
import type { ZodType } from 'zod';
import { AppError, invalid, notFound } from '#server/lib/app-error';
import { toFieldErrors, type FieldIssue } from '#shared/schemas/fields';
import { fr } from '#shared/i18n/fr';

/** Validates a JSON body (or query) with the shared zod schema; 422 names each bad field. */
export const jsonBody = <S extends ZodType>(schema: S) =>
  validator('json', (value) => parseOrThrow(schema, value));

export const queryParams = <S extends ZodType>(schema: S) =>
  validator('query', (value) => parseOrThrow(schema, value));

export function parseOrThrow<S extends ZodType>(schema: S, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success) throw toInputError(result.error.issues);
  return result.data as S['_output'];
}

type InputIssue = FieldIssue & { params?: unknown };

/**
 * A schema's issues as the answer every route gives: 422 naming each bad field, or 400 for a
 * value no form sends (a forged cursor). The public API's validator says it the same way.
 */
export function toInputError(issues: readonly InputIssue[]) {
  const fields = toFieldErrors(issues);
  const code = findRequestCode(issues);
  const message = Object.values(fields)[0];
  if (code) return new AppError(code, 400, message ?? fr.errors.badRequest, fields);
  return invalid(fields, message);
}

/** The `code` a shared schema gives an issue through `params` (see cursorField). */
function findRequestCode(issues: readonly { code?: string; params?: unknown }[]) {
  for (const issue of issues) {
    const params = issue.code === 'custom' ? issue.params : undefined;
    if (params && typeof params === 'object' && 'code' in params) {
      if (typeof params.code === 'string') return params.code;
    }
  }
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids: anything that is not a UUID names no row, so it is a 404 (never a SQL error). */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

export const idParam = <K extends string = 'id'>(name: K = 'id' as K) =>
  validator('param', (params: Record<string, string>) => {
    const value = params[name];
    if (!isUuid(value)) throw notFound();
    return { [name]: value } as Record<K, string>;
  });

/** Several path ids at once (a child under its parent): any one not a UUID is a 404. */
export const idParams = <K extends string>(...names: K[]) =>
  validator('param', (params: Record<string, string>) => {
    for (const name of names) if (!isUuid(params[name])) throw notFound();
    return Object.fromEntries(names.map((name) => [name, params[name]])) as Record<K, string>;
  });
