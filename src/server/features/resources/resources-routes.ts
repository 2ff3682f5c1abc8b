import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, jsonBody, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { idempotent } from '#server/middleware/idempotency';
import { getResource } from '#server/features/resources/resource-views';
import { listResources } from '#server/features/resources/resources-list';
import {
  createResource,
  deleteResource,
  updateResource,
} from '#server/features/resources/resources-service';
import {
  resourceInputSchema,
  resourceUpdateSchema,
  resourceListQuerySchema,
} from '#shared/schemas/resources';

/** Ressources: every route behind the section's permission and the tenant transaction. */
export const resourcesRoutes = new Hono<AppEnv>()
  .use(agencyArea('resources'))
  .get('/', queryParams(resourceListQuerySchema), async (c) => {
    return c.json(await listResources(c.var.ctx, c.req.valid('query')));
  })
  .get('/:id', idParam(), async (c) => {
    return c.json(await getResource(c.var.ctx, c.req.valid('param').id));
  })
  .post('/', idempotent(), jsonBody(resourceInputSchema), async (c) => {
    const { ctx, deps } = c.var;
    return c.json(await createResource(ctx, deps.storage, c.req.valid('json')), 201);
  })
  .put('/:id', idParam(), jsonBody(resourceUpdateSchema), async (c) => {
    const { ctx, deps } = c.var;
    return c.json(
      await updateResource(ctx, deps.storage, c.req.valid('param').id, c.req.valid('json')),
    );
  })
  .delete('/:id', idParam(), async (c) => {
    const { ctx } = c.var;
    return c.json(await deleteResource(ctx, c.req.valid('param').id));
  });
