import { validator } from 'hono/validator';
import type { ZodType } from 'zod';
import { invalid } from '#server/lib/app-error';
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
