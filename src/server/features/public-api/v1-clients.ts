import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys } from '#server/lib/cursor';
import { idParam } from '#server/lib/validate';
import { idempotent } from '#server/middleware/idempotency';
import { apiGate } from '#server/features/public-api/api-gate';
import {
  createClient,
  deleteClient,
  getClient,
  listClients,
  updateClient,
} from '#server/features/public-api/feature-services';
import { input, operation } from '#server/features/public-api/v1-operation';
import { clientInputSchema, clientUpdateSchema } from '#shared/schemas/clients';
import {
  clientAnswer,
  clientDeletedAnswer,
  clientPageAnswer,
  clientV1ListQuerySchema,
} from '#shared/schemas/public-api/clients';
import { publicApiText } from '#shared/i18n/fr-public-api';

const t = publicApiText.operations.clients;
const r = publicApiText.responses;
const tag = 'clients';

const list = operation({
  tag,
  operationId: 'listClients',
  text: t.list,
  ok: { schema: clientPageAnswer, description: r.list },
  errors: [400, 422],
});
const get = operation({
  tag,
  operationId: 'getClient',
  text: t.get,
  ok: { schema: clientAnswer, description: r.one },
  errors: [404],
  hasId: true,
});
const create = operation({
  tag,
  operationId: 'createClient',
  text: t.create,
  ok: { status: 201, schema: clientAnswer, description: r.created },
  errors: [400, 422],
  isIdempotent: true,
});
const update = operation({
  tag,
  operationId: 'updateClient',
  text: t.update,
  ok: { schema: clientAnswer, description: r.updated },
  errors: [400, 404, 409, 422],
  hasId: true,
});
const remove = operation({
  tag,
  operationId: 'deleteClient',
  text: t.remove,
  ok: { schema: clientDeletedAnswer, description: r.deleted },
  errors: [404],
  hasId: true,
});

// The screen pages clients by number through its brand index (decision 0008, issue 27); the
// API's cursor carries that page, so every list of v1 pages the same way.
const encodePage = (page: number) => encodeCursorKeys(['page', page]);
const decodePage = (cursor: string) =>
  decodeCursorKeys(cursor, publicApiText.fields.cursor, (keys) =>
    keys.length === 2 && keys[0] === 'page' && Number.isSafeInteger(keys[1]) && Number(keys[1]) >= 1
      ? Math.min(Number(keys[1]), 1_000_000)
      : null,
  );

export const clientsV1 = new Hono<AppEnv>()
  .use(apiGate('clients'))
  .get('/', list, input('query', clientV1ListQuerySchema), async (c) => {
    const { q, cursor } = c.req.valid('query');
    const page = cursor ? decodePage(cursor) : 1;
    const found = await listClients(c.var.ctx, { q, page });
    // Past the end the screen shows the last page; a cursor past the end (rows deleted
    // meanwhile) has nothing left to read.
    const items = found.page === page ? found.items : [];
    const nextCursor = found.page === page && page < found.pageCount ? encodePage(page + 1) : null;
    return c.json(list.answer({ items, total: found.total, nextCursor }));
  })
  .get('/:id', get, idParam(), async (c) => {
    return c.json(get.answer(await getClient(c.var.ctx, c.req.valid('param').id)));
  })
  .post('/', create, idempotent(), input('json', clientInputSchema), async (c) => {
    return c.json(create.answer(await createClient(c.var.ctx, c.req.valid('json'))), 201);
  })
  .put('/:id', update, idParam(), input('json', clientUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(update.answer(await updateClient(c.var.ctx, id, c.req.valid('json'))));
  })
  .delete('/:id', remove, idParam(), async (c) => {
    return c.json(remove.answer(await deleteClient(c.var.ctx, c.req.valid('param').id)));
  });
