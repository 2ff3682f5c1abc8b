import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam } from '#server/lib/validate';
import { idempotent } from '#server/middleware/idempotency';
import { apiGate } from '#server/features/public-api/api-gate';
import {
  createInfluencer,
  deleteInfluencer,
  getInfluencer,
  listInfluencers,
  updateInfluencer,
} from '#server/features/public-api/feature-services';
import { input, operation } from '#server/features/public-api/v1-operation';
import {
  influencerInputSchema,
  influencerListQuerySchema,
  influencerUpdateSchema,
} from '#shared/schemas/influencers';
import { deletedAnswer } from '#shared/schemas/public-api/answers';
import { influencerAnswer, influencerPageAnswer } from '#shared/schemas/public-api/influencers';
import { publicApiText } from '#shared/i18n/fr-public-api';

const t = publicApiText.operations.influencers;
const r = publicApiText.responses;
const tag = 'influencers';

const list = operation({
  tag,
  operationId: 'listInfluencers',
  text: t.list,
  ok: { schema: influencerPageAnswer, description: r.list },
  errors: [400, 422],
});
const get = operation({
  tag,
  operationId: 'getInfluencer',
  text: t.get,
  ok: { schema: influencerAnswer, description: r.one },
  errors: [404],
  hasId: true,
});
const create = operation({
  tag,
  operationId: 'createInfluencer',
  text: t.create,
  ok: { status: 201, schema: influencerAnswer, description: r.created },
  errors: [400, 422],
  isIdempotent: true,
});
const update = operation({
  tag,
  operationId: 'updateInfluencer',
  text: t.update,
  ok: { schema: influencerAnswer, description: r.updated },
  errors: [400, 404, 409, 422],
  hasId: true,
});
const remove = operation({
  tag,
  operationId: 'deleteInfluencer',
  text: t.remove,
  ok: { schema: deletedAnswer, description: r.deleted },
  errors: [404],
  hasId: true,
});

export const influencersV1 = new Hono<AppEnv>()
  .use(apiGate('influencers'))
  .get('/', list, input('query', influencerListQuerySchema), async (c) => {
    return c.json(list.answer(await listInfluencers(c.var.ctx, c.req.valid('query'))));
  })
  .get('/:id', get, idParam(), async (c) => {
    return c.json(get.answer(await getInfluencer(c.var.ctx, c.req.valid('param').id)));
  })
  .post('/', create, idempotent(), input('json', influencerInputSchema), async (c) => {
    return c.json(create.answer(await createInfluencer(c.var.ctx, c.req.valid('json'))), 201);
  })
  .put('/:id', update, idParam(), input('json', influencerUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(update.answer(await updateInfluencer(c.var.ctx, id, c.req.valid('json'))));
  })
  .delete('/:id', remove, idParam(), async (c) => {
    return c.json(remove.answer(await deleteInfluencer(c.var.ctx, c.req.valid('param').id)));
  });
