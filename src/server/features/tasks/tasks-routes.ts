import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, jsonBody, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { idempotent } from '#server/middleware/idempotency';
import { getWeek, listAssignees, listLateTasks } from '#server/features/tasks/tasks-board';
import { listTaskInfluencers } from '#server/features/tasks/tasks-influencers';
import { listInfluencerTasks } from '#server/features/tasks/tasks-of-influencer';
import { sendExport } from '#server/lib/export-stream';
import { exportTasks } from '#server/features/tasks/tasks-export';
import {
  createTask,
  deleteTask,
  getTask,
  toggleTask,
  updateTask,
} from '#server/features/tasks/tasks-service';
import {
  influencerTasksQuerySchema,
  lateTasksQuerySchema,
  taskInfluencersQuerySchema,
  taskInputSchema,
  taskUpdateSchema,
  taskWeekQuerySchema,
} from '#shared/schemas/tasks';
import { exportsText } from '#shared/i18n/fr-exports';

/** Tâches: every route behind the section's permission and the tenant transaction. */
export const tasksRoutes = new Hono<AppEnv>()
  .use(agencyArea('todo'))
  .get('/week', queryParams(taskWeekQuerySchema), async (c) => {
    return c.json(await getWeek(c.var.ctx, c.req.valid('query').start));
  })
  .get('/late', queryParams(lateTasksQuerySchema), async (c) => {
    return c.json(await listLateTasks(c.var.ctx, c.req.valid('query')));
  })
  .get('/influencers', queryParams(taskInfluencersQuerySchema), async (c) => {
    return c.json(await listTaskInfluencers(c.var.ctx, c.req.valid('query')));
  })
  .get('/influencers/:id/tasks', idParam(), queryParams(influencerTasksQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await listInfluencerTasks(c.var.ctx, id, c.req.valid('query')));
  })
  .get('/assignees', async (c) => {
    return c.json(await listAssignees(c.var.ctx));
  })
  // Checked by agencyArea; the file is read in short transactions of its own (decision 0033).
  .get('/export.csv', (c) =>
    sendExport('csv', exportsText.fileNames.tasks, exportTasks(c.var.deps.db, c.var.ctx.user)),
  )
  .get('/export.xlsx', (c) =>
    sendExport('xlsx', exportsText.fileNames.tasks, exportTasks(c.var.deps.db, c.var.ctx.user)),
  )
  .get('/:id', idParam(), async (c) => {
    return c.json(await getTask(c.var.ctx, c.req.valid('param').id));
  })
  .post('/', idempotent(), jsonBody(taskInputSchema), async (c) => {
    return c.json(await createTask(c.var.ctx, c.req.valid('json')), 201);
  })
  .put('/:id', idParam(), jsonBody(taskUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateTask(c.var.ctx, id, c.req.valid('json')));
  })
  .post('/:id/toggle', idParam(), async (c) => {
    return c.json(await toggleTask(c.var.ctx, c.req.valid('param').id));
  })
  .delete('/:id', idParam(), async (c) => {
    return c.json(await deleteTask(c.var.ctx, c.req.valid('param').id));
  });
