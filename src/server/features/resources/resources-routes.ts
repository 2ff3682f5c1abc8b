import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { AppError, invalid } from '#server/lib/app-error';
import type { AppEnv } from '#server/lib/context';
import { idParam, parseOrThrow, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { idempotent } from '#server/middleware/idempotency';
import { getResource } from '#server/features/resources/resource-views';
import { listResources } from '#server/features/resources/resources-list';
import {
  createResource,
  deleteResource,
  updateResource,
} from '#server/features/resources/resources-service';
import { resourceInputSchema, resourceListQuerySchema } from '#shared/schemas/resources';
import { fr } from '#shared/i18n/fr';

/** Two messages that already say which field they are about (spec §5 and §8). */
const URL_MESSAGES = [fr.errors.resourceNeedsUrlOrFile, fr.resourcesScreen.invalidUrl];

/**
 * The body of create and update. The URL's messages answer in the spec's words, without the
 * « field » prefix other messages are given: the form shows them as they come.
 */
const resourceJson = validator('json', (value) => {
  try {
    return parseOrThrow(resourceInputSchema, value);
  } catch (error) {
    const url = error instanceof AppError ? error.fields?.url : undefined;
    const message = URL_MESSAGES.find((text) => url?.endsWith(text));
    if (!(error instanceof AppError) || !message) throw error;
    const fields = { ...error.fields, url: message };
    throw invalid(fields, Object.values(fields)[0]);
  }
});

/** Ressources: every route behind the section's permission and the tenant transaction. */
export const resourcesRoutes = new Hono<AppEnv>()
  .use(agencyArea('resources'))
  .get('/', queryParams(resourceListQuerySchema), async (c) => {
    return c.json(await listResources(c.var.ctx, c.req.valid('query')));
  })
  .get('/:id', idParam(), async (c) => {
    return c.json(await getResource(c.var.ctx, c.req.valid('param').id));
  })
  .post('/', idempotent(), resourceJson, async (c) => {
    const { ctx, deps } = c.var;
    return c.json(await createResource(ctx, deps.storage, c.req.valid('json')), 201);
  })
  .put('/:id', idParam(), resourceJson, async (c) => {
    const { ctx, deps } = c.var;
    return c.json(
      await updateResource(ctx, deps.storage, c.req.valid('param').id, c.req.valid('json')),
    );
  })
  .delete('/:id', idParam(), async (c) => {
    const { ctx, deps } = c.var;
    return c.json(await deleteResource(ctx, deps.storage, c.req.valid('param').id));
  });
