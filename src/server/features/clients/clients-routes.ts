import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, jsonBody, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { idempotent } from '#server/middleware/idempotency';
import { sendExport } from '#server/lib/export-stream';
import { exportClients } from '#server/features/clients/clients-export';
import { listClients, pickClients } from '#server/features/clients/clients-list';
import {
  createClient,
  deleteClient,
  getClient,
  updateClient,
} from '#server/features/clients/clients-service';
import {
  clientExportQuerySchema,
  clientInputSchema,
  clientListQuerySchema,
  clientPickerQuerySchema,
  clientUpdateSchema,
} from '#shared/schemas/clients';
import { PICKER_SECTIONS } from '#shared/domain/permissions';
import { exportsText } from '#shared/i18n/fr-exports';

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
  // Checked by agencyArea; the file is read in short transactions of its own (decision 0033).
  .get('/export.csv', queryParams(clientExportQuerySchema), (c) => {
    const table = exportClients(c.var.deps.db, c.var.ctx.user, c.req.valid('query'));
    return sendExport('csv', exportsText.fileNames.clients, table);
  })
  .get('/export.xlsx', queryParams(clientExportQuerySchema), (c) => {
    const table = exportClients(c.var.deps.db, c.var.ctx.user, c.req.valid('query'));
    return sendExport('xlsx', exportsText.fileNames.clients, table);
  })
  .get('/:id', idParam(), async (c) => {
    return c.json(await getClient(c.var.ctx, c.req.valid('param').id));
  })
  .post('/', idempotent(), jsonBody(clientInputSchema), async (c) => {
    return c.json(await createClient(c.var.ctx, c.req.valid('json')), 201);
  })
  .put('/:id', idParam(), jsonBody(clientUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateClient(c.var.ctx, id, c.req.valid('json')));
  })
  .delete('/:id', idParam(), async (c) => {
    return c.json(await deleteClient(c.var.ctx, c.req.valid('param').id));
  });
