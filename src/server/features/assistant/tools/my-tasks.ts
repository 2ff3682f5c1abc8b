import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { tasks } from '#server/db/schema/work';
import type { AgencyContext } from '#server/lib/context';
import { TODO_STATUSES } from '#shared/domain/enums';
import { taskDisplayTitle } from '#shared/domain/tasks';
import { fr } from '#shared/i18n/fr';
import { selectTasks, toTaskView } from '#server/features/assistant/tools/feature-services';
import { clip, defineTool, MAX_TOOL_ROWS } from '#server/features/assistant/tools/tool';

const input = z.object({
  // open = every task not completed yet.
  status: z.enum([...TODO_STATUSES, 'open']).optional(),
  taskId: z.uuid().optional(),
});
type Input = z.infer<typeof input>;

/**
 * Spec §6: the assistant keeps only the tasks the caller created or was assigned, never
 * another member's (not even the influencer tasks the whole agency sees on the board).
 */
async function findOwnTasks(ctx: AgencyContext, { status, taskId }: Input) {
  const where = and(
    eq(tasks.agencyId, ctx.agencyId),
    or(eq(tasks.createdBy, ctx.user.id), eq(tasks.assignedTo, ctx.user.id)),
    status === 'open'
      ? ne(tasks.status, 'completed')
      : status
        ? eq(tasks.status, status)
        : undefined,
    taskId ? eq(tasks.id, taskId) : undefined,
  );
  const [counted] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(tasks)
    .where(where);
  const rows = await selectTasks(ctx)
    .where(where)
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(MAX_TOOL_ROWS);
  return {
    count: counted?.count ?? 0,
    items: rows.map(toTaskView).map((task) => ({
      id: task.id,
      title: taskDisplayTitle({
        title: task.title,
        influencerName: task.influencer?.fullName ?? null,
      }),
      description: clip(task.description, 200),
      status: fr.todoStatus[task.status],
      priority: fr.todoPriority[task.priority],
      dueDate: task.dueDate,
      assignee: task.assignee ? `${task.assignee.firstName} ${task.assignee.lastName}` : null,
    })),
  };
}
export type MyTasksResult = Awaited<ReturnType<typeof findOwnTasks>>;

export const myTasksTool = defineTool({
  name: 'my_tasks',
  sections: ['todo'],
  description:
    "The current user's own tasks (created by or assigned to them), earliest due first: " +
    'count and up to 10. status: pending, in_progress, completed, or open (not completed).',
  input,
  run: findOwnTasks,
});
