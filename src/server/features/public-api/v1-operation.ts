import type { Env, ValidationTargets } from 'hono';
import { describeRoute, resolver, validator } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { z, ZodType } from 'zod';
import { toInputError } from '#server/lib/validate';
import {
  apiErrorSchema,
  type ApiError,
  type ApiErrorStatus,
} from '#shared/schemas/public-api/errors';
import type { FieldIssue } from '#shared/schemas/fields';
import { publicApiText } from '#shared/i18n/fr-public-api';
import { apiTokensText } from '#shared/i18n/fr-api-tokens';
import { fr } from '#shared/i18n/fr';
import { history } from '#shared/i18n/fr-history';

// How a /api/v1 route is described: its OpenAPI operation (hono-openapi's describeRoute) and
// the one schema of its success answer, which the handler's value must satisfy.

export type TagKey = keyof typeof publicApiText.tags;
type Text = { summary: string; description: string };

/** Every operation may answer these: the token, the section, the rate limit. */
const ALWAYS: ApiErrorStatus[] = [401, 403, 429];

const cursorMessage = fr.fields.invalid(publicApiText.fields.cursor);

/** The French examples of each error, as the product words them. */
const EXAMPLES: Record<ApiErrorStatus, ApiError> = {
  400: {
    error: { code: 'invalid_cursor', message: cursorMessage, fields: { cursor: cursorMessage } },
  },
  401: { error: { code: 'token_missing', message: apiTokensText.errors.missing } },
  403: { error: { code: 'forbidden_section', message: fr.errors.forbiddenSection } },
  404: { error: { code: 'not_found', message: fr.errors.documentNotFound } },
  409: {
    error: {
      code: 'conflict',
      message: publicApiText.examples.conflict,
      changedBy: 'Léa Moreau',
      changedAt: '2026-11-26T13:32:00.000Z',
    },
  },
  422: {
    error: {
      code: 'validation',
      message: history.versionRequired,
      fields: { version: history.versionRequired },
    },
  },
  429: { error: { code: 'rate_limited', message: fr.errors.tooManyRequests } },
};

const integer = { schema: { type: 'integer' as const } };
/** Every answer behind a valid token says where its budget stands (decision 0066). */
const RATE_LIMIT_HEADERS = Object.fromEntries(
  Object.entries(publicApiText.page.rateLimit.headers).map(([name, description]) => [
    name,
    { description, ...integer },
  ]),
);
const RETRY_AFTER = { 'Retry-After': { description: publicApiText.retryAfter, ...integer } };

const errorResponse = (status: ApiErrorStatus): OpenAPIV3_1.ResponseObject => ({
  description: publicApiText.errors[status],
  ...(status === 429 ? { headers: { ...RATE_LIMIT_HEADERS, ...RETRY_AFTER } } : {}),
  content: {
    'application/json': {
      // hono-openapi turns the resolver into the schema when it writes the document.
      schema: resolver(apiErrorSchema) as unknown as OpenAPIV3_1.SchemaObject,
      example: EXAMPLES[status],
    },
  },
});

const idParameter: OpenAPIV3_1.ParameterObject = {
  in: 'path',
  name: 'id',
  required: true,
  description: publicApiText.parameters.id,
  schema: { type: 'string', format: 'uuid' },
};

const idempotencyParameter: OpenAPIV3_1.ParameterObject = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description: publicApiText.parameters.idempotencyKey,
  schema: { type: 'string', minLength: 1, maxLength: 200 },
};

type OperationSpec<S extends ZodType> = {
  tag: TagKey;
  operationId: string;
  text: Text;
  ok: { status?: 200 | 201; schema: S; description: string };
  /** Beyond 401, 403 and 429. */
  errors?: ApiErrorStatus[];
  hasId?: boolean;
  isIdempotent?: boolean;
};

/**
 * The route's description, to put first in its handlers. `answer` types the handler's value
 * with the documented schema, so the service's answer and its description cannot drift apart
 * silently (the tests parse every answer with the same schema, strictly).
 */
export function operation<S extends ZodType>(spec: OperationSpec<S>) {
  const status = spec.ok.status ?? 200;
  const statuses = [...new Set([...(spec.errors ?? []), ...ALWAYS])].sort();
  const middleware = describeRoute({
    tags: [publicApiText.tags[spec.tag].name],
    operationId: spec.operationId,
    summary: spec.text.summary,
    description: spec.text.description,
    parameters: [
      ...(spec.hasId ? [idParameter] : []),
      ...(spec.isIdempotent ? [idempotencyParameter] : []),
    ],
    responses: {
      [status]: {
        description: spec.ok.description,
        headers: RATE_LIMIT_HEADERS,
        content: { 'application/json': { schema: resolver(spec.ok.schema) } },
      },
      ...Object.fromEntries(statuses.map((code) => [code, errorResponse(code)])),
    },
  });
  return Object.assign(middleware, {
    status,
    schema: spec.ok.schema,
    answer: (value: z.output<S>) => value,
  });
}

/**
 * Input through hono-openapi's validator (its schema goes into the document) with the
 * screens' answer: 422 naming each field in French, or 400 for a forged cursor.
 */
export const input = <Target extends keyof ValidationTargets, S extends ZodType, E extends Env>(
  target: Target,
  schema: S,
) =>
  validator<S, Target, E, string>(target, schema, (result) => {
    if (!result.success) throw toInputError(result.error as unknown as FieldIssue[]);
  });
