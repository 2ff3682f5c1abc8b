import { validator } from 'hono/validator';
import type { ZodType } from 'zod';
import { invalid, notFound } from '#server/lib/app-error';
import { toFieldErrors } from '#shared/schemas/fields';

/** Validates a JSON body (or query) with the shared zod schema; 422 names each bad field. */
export const jsonBody = <S extends ZodType>(schema: S) =>
  validator('json', (value) => parseOrThrow(schema, value));

export const queryParams = <S extends ZodType>(schema: S) =>
  validator('query', (value) => parseOrThrow(schema, value));

export function parseOrThrow<S extends ZodType>(schema: S, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = toFieldErrors(result.error.issues);
    throw invalid(fields, Object.values(fields)[0]);
  }
  return result.data as S['_output'];
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
