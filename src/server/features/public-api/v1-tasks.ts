import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam } from '#server/lib/validate';
import { idempotent } from '#server/middleware/idempotency';
import { apiGate } from '#server/features/public-api/api-gate';
import {
  createTask,
  deleteTask,
  getTask,
  listVisibleTasks,
  toggleTask,
  updateTask,
} from '#server/features/public-api/feature-services';
import { input, operation } from '#server/features/public-api/v1-operation';
import { taskInputSchema, taskUpdateSchema } from '#shared/schemas/tasks';
import { deletedAnswer } from '#shared/schemas/public-api/answers';
import {
  taskAnswer,
  taskPageAnswer,
  taskV1ListQuerySchema,
} from '#shared/schemas/public-api/tasks';
import { publicApiText } from '#shared/i18n/fr-public-api';

const t = publicApiText.operations.tasks;
const r = publicApiText.responses;
const tag = 'tasks';

const list = operation({
  tag,
  operationId: 'listTasks',
  text: t.list,
  ok: { schema: taskPageAnswer, description: r.list },
  errors: [400, 422],
});
const get = operation({
  tag,
  operationId: 'getTask',
  text: t.get,
  ok: { schema: taskAnswer, description: r.one },
  errors: [404],
  hasId: true,
});
const create = operation({
  tag,
  operationId: 'createTask',
  text: t.create,
  ok: { status: 201, schema: taskAnswer, description: r.created },
  // An assignee who is not a member, an influencer the agency does not hold.
  errors: [400, 404, 422],
  isIdempotent: true,
});
const update = operation({
  tag,
  operationId: 'updateTask',
  text: t.update,
  ok: { schema: taskAnswer, description: r.updated },
  errors: [400, 404, 409, 422],
  hasId: true,
});
const toggle = operation({
  tag,
  operationId: 'toggleTask',
  text: t.toggle,
  ok: { schema: taskAnswer, description: r.toggled },
  errors: [404],
  hasId: true,
});
const remove = operation({
  tag,
  operationId: 'deleteTask',
  text: t.remove,
  ok: { schema: deletedAnswer, description: r.deleted },
  errors: [404],
  hasId: true,
});

export const tasksV1 = new Hono<AppEnv>()
  .use(apiGate('todo'))
  .get('/', list, input('query', taskV1ListQuerySchema), async (c) => {
    return c.json(list.answer(await listVisibleTasks(c.var.ctx, c.req.valid('query'))));
  })
  .get('/:id', get, idParam(), async (c) => {
    return c.json(get.answer(await getTask(c.var.ctx, c.req.valid('param').id)));
  })
  .post('/', create, idempotent(), input('json', taskInputSchema), async (c) => {
    return c.json(create.answer(await createTask(c.var.ctx, c.req.valid('json'))), 201);
  })
  .put('/:id', update, idParam(), input('json', taskUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(update.answer(await updateTask(c.var.ctx, id, c.req.valid('json'))));
  })
  .post('/:id/toggle', toggle, idParam(), async (c) => {
    return c.json(toggle.answer(await toggleTask(c.var.ctx, c.req.valid('param').id)));
  })
  .delete('/:id', remove, idParam(), async (c) => {
    return c.json(remove.answer(await deleteTask(c.var.ctx, c.req.valid('param').id)));
  });
