import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam } from '#server/lib/validate';
import { idempotent } from '#server/middleware/idempotency';
import { apiGate } from '#server/features/public-api/api-gate';
import {
  createCollaboration,
  deleteCollaboration,
  getCollaboration,
  listCollaborations,
  updateCollaboration,
} from '#server/features/public-api/feature-services';
import { input, operation } from '#server/features/public-api/v1-operation';
import {
  collaborationInputSchema,
  collaborationListQuerySchema,
  collaborationUpdateSchema,
} from '#shared/schemas/collaborations';
import { deletedAnswer } from '#shared/schemas/public-api/answers';
import {
  collaborationAnswer,
  collaborationPageAnswer,
} from '#shared/schemas/public-api/collaborations';
import { publicApiText } from '#shared/i18n/fr-public-api';

const t = publicApiText.operations.collaborations;
const r = publicApiText.responses;
const tag = 'collaborations';

const list = operation({
  tag,
  operationId: 'listCollaborations',
  text: t.list,
  ok: { schema: collaborationPageAnswer, description: r.list },
  errors: [400, 422],
});
const get = operation({
  tag,
  operationId: 'getCollaboration',
  text: t.get,
  ok: { schema: collaborationAnswer, description: r.one },
  errors: [404],
  hasId: true,
});
const create = operation({
  tag,
  operationId: 'createCollaboration',
  text: t.create,
  ok: { status: 201, schema: collaborationAnswer, description: r.created },
  // A client or influencer id the agency does not hold.
  errors: [400, 404, 422],
  isIdempotent: true,
});
const update = operation({
  tag,
  operationId: 'updateCollaboration',
  text: t.update,
  ok: { schema: collaborationAnswer, description: r.updated },
  errors: [400, 404, 409, 422],
  hasId: true,
});
const remove = operation({
  tag,
  operationId: 'deleteCollaboration',
  text: t.remove,
  ok: { schema: deletedAnswer, description: r.deleted },
  errors: [404],
  hasId: true,
});

export const collaborationsV1 = new Hono<AppEnv>()
  .use(apiGate('collaborations'))
  .get('/', list, input('query', collaborationListQuerySchema), async (c) => {
    return c.json(list.answer(await listCollaborations(c.var.ctx, c.req.valid('query'))));
  })
  .get('/:id', get, idParam(), async (c) => {
    return c.json(get.answer(await getCollaboration(c.var.ctx, c.req.valid('param').id)));
  })
  .post('/', create, idempotent(), input('json', collaborationInputSchema), async (c) => {
    return c.json(create.answer(await createCollaboration(c.var.ctx, c.req.valid('json'))), 201);
  })
  .put('/:id', update, idParam(), input('json', collaborationUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(update.answer(await updateCollaboration(c.var.ctx, id, c.req.valid('json'))));
  })
  .delete('/:id', remove, idParam(), async (c) => {
    return c.json(remove.answer(await deleteCollaboration(c.var.ctx, c.req.valid('param').id)));
  });
