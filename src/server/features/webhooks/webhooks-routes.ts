import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/lib/context';
import { idParam, idParams, jsonBody, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { refuseInDemo } from '#server/lib/auth/demo-guard';
import {
  assertAdmin,
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  sendTest,
  updateEndpoint,
} from '#server/features/webhooks/webhooks-service';
import {
  webhookDeliveriesQuerySchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
} from '#shared/schemas/webhooks';

const adminsOnly = createMiddleware<AppEnv>(async (c, next) => {
  assertAdmin(c.var.ctx);
  await next();
});

/** Issue 32, decision 0067: the agency admins' webhooks (session only, never a token). */
export const webhooksRoutes = new Hono<AppEnv>()
  .use(agencyArea())
  .use(adminsOnly)
  .get('/', async (c) => c.json({ items: await listEndpoints(c.var.ctx) }))
  .post('/', jsonBody(webhookEndpointSchema), async (c) => {
    refuseInDemo(c.var.ctx.user);
    const { config } = c.var.deps;
    const created = await createEndpoint(
      c.var.ctx,
      c.req.valid('json'),
      config.webhooksAllowPrivate,
    );
    return c.json(created, 201);
  })
  .patch('/:id', idParam(), jsonBody(webhookEndpointPatchSchema), async (c) => {
    const { config } = c.var.deps;
    const { id } = c.req.valid('param');
    return c.json(
      await updateEndpoint(c.var.ctx, id, c.req.valid('json'), config.webhooksAllowPrivate),
    );
  })
  .delete('/:id', idParam(), async (c) =>
    c.json(await deleteEndpoint(c.var.ctx, c.req.valid('param').id)),
  )
  .post('/:id/secret', idParam(), async (c) =>
    c.json(await rotateSecret(c.var.ctx, c.req.valid('param').id)),
  )
  .post('/:id/test', idParam(), async (c) =>
    c.json(await sendTest(c.var.ctx, c.req.valid('param').id), 202),
  )
  .get('/:id/deliveries', idParam(), queryParams(webhookDeliveriesQuerySchema), async (c) => {
    const { cursor } = c.req.valid('query');
    return c.json(await listDeliveries(c.var.ctx, c.req.valid('param').id, cursor));
  })
  .post('/:id/deliveries/:deliveryId/resend', idParams('id', 'deliveryId'), async (c) => {
    const { id, deliveryId } = c.req.valid('param');
    return c.json(await resendDelivery(c.var.ctx, id, deliveryId), 202);
  });
