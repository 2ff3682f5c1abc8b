import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, jsonBody, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { idempotent } from '#server/middleware/idempotency';
import { listClients, pickClients } from '#server/features/clients/clients-list';
import {
  createClient,
  deleteClient,
  getClient,
  updateClient,
} from '#server/features/clients/clients-service';
import {
  clientInputSchema,
  clientListQuerySchema,
  clientPickerQuerySchema,
} from '#shared/schemas/clients';
import { PICKER_SECTIONS } from '#shared/domain/permissions';

/** The client picker serves the screens that choose a client, not only the Clients screen. */
export const clientPickerRoutes = new Hono<AppEnv>()
  .use(agencyArea(PICKER_SECTIONS.clients))
  .get('/', queryParams(clientPickerQuerySchema), async (c) => {
    return c.json(await pickClients(c.var.ctx, c.req.valid('query')));
  });

export const clientsRoutes = new Hono<AppEnv>()
  .use(agencyArea('clients'))
  .get('/', queryParams(clientListQuerySchema), async (c) => {
    return c.json(await listClients(c.var.ctx, c.req.valid('query')));
  })
  .get('/:id', idParam(), async (c) => {
    return c.json(await getClient(c.var.ctx, c.req.valid('param').id));
  })
  .post('/', idempotent(), jsonBody(clientInputSchema), async (c) => {
    return c.json(await createClient(c.var.ctx, c.req.valid('json')), 201);
  })
  .put('/:id', idParam(), jsonBody(clientInputSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateClient(c.var.ctx, id, c.req.valid('json')));
  })
  .delete('/:id', idParam(), async (c) => {
    return c.json(await deleteClient(c.var.ctx, c.req.valid('param').id));
  });
