import { and, eq, sql, type SQL } from 'drizzle-orm';
import { influencers } from '#server/db/schema/address-book';
import { users } from '#server/db/schema/identity';
import { tasks } from '#server/db/schema/work';
import { AppError, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent } from '#server/lib/history';
import { claimVersion } from '#server/lib/record-version';
import { toTaskHistoryView } from '#server/features/tasks/task-history';
import { diffRecordViews } from '#shared/domain/record-history';
import { selectTasks, toTaskView, visibleTo } from '#server/features/tasks/task-rows';
import { completedAtFor } from '#shared/domain/tasks';
import type { TaskInput, TaskUpdate } from '#shared/schemas/tasks';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { fr } from '#shared/i18n/fr';
import { moveToTrash } from '#server/lib/trash/move-to-trash';

const t = tasksScreen;

/** A body's reference to a row the agency does not hold is a 404 naming the field. */
const missingReference = (field: 'assignedTo' | 'influencerId', message: string) =>
  new AppError('not_found', 404, message, { [field]: message });

export async function getTask(ctx: AgencyContext, id: string) {
  const [row] = await selectTasks(ctx).where(and(eq(tasks.id, id), visibleTo(ctx)));
  if (!row) throw notFound();
  return toTaskView(row);
}

/**
 * Who does it: an influencer's task nobody in particular (spec §5); otherwise the chosen
 * member of the agency, or the creator ('Moi').
 */
async function resolveReferences(
  ctx: AgencyContext,
  input: Pick<TaskInput, 'influencerId' | 'assignedTo'>,
) {
  if (input.influencerId !== null) {
    const [influencer] = await ctx.db
      .select({ id: influencers.id })
      .from(influencers)
      .where(and(eq(influencers.id, input.influencerId), eq(influencers.agencyId, ctx.agencyId)));
    if (!influencer) throw missingReference('influencerId', fr.errors.documentNotFound);
    return { influencerId: influencer.id, assignedTo: null };
  }
  const assignedTo = input.assignedTo ?? ctx.user.id;
  if (assignedTo !== ctx.user.id) {
    const [member] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, assignedTo), eq(users.agencyId, ctx.agencyId)));
    if (!member) throw missingReference('assignedTo', t.notAMember);
  }
  return { influencerId: null, assignedTo };
}

/** The status chosen at creation is kept (decision 0023), unlike the old product. */
export async function createTask(ctx: AgencyContext, input: TaskInput) {
  const references = await resolveReferences(ctx, input);
  const now = new Date();
  const [created] = await ctx.db
    .insert(tasks)
    .values({
      agencyId: ctx.agencyId,
      title: input.title,
      description: input.description,
      priority: input.priority,
      status: input.status,
      dueDate: input.dueDate,
      createdBy: ctx.user.id,
      ...references,
      completedAt: completedAtFor(input.status, null, now),
    })
    .returning({ id: tasks.id });
  const id = (created as { id: string }).id;
  await recordEvent(ctx, { kind: 'task', recordId: id, label: input.title, action: 'create' });
  return getTask(ctx, id);
}

/**
 * A full edit, at the version the form loaded (claimVersion). A body without `status` keeps
 * the stored one: the check (toggleTask) is a one-click action an edit must not undo.
 */
export async function updateTask(ctx: AgencyContext, id: string, input: TaskUpdate) {
  const visible = and(eq(tasks.id, id), visibleTo(ctx)) as SQL;
  await claimVersion(ctx.db, ctx.user, 'task', tasks, visible, input.version);
  const previous = await getTask(ctx, id);
  const references = await resolveReferences(ctx, input);
  const status = input.status ?? previous.status;
  const now = new Date();
  await ctx.db
    .update(tasks)
    .set({
      title: input.title,
      description: input.description,
      priority: input.priority,
      status,
      dueDate: input.dueDate,
      ...references,
      completedAt: completedAtFor(
        status,
        {
          status: previous.status,
          completedAt: previous.completedAt ? new Date(previous.completedAt) : null,
        },
        now,
      ),
      updatedAt: now,
    })
    .where(eq(tasks.id, id));
  const task = await getTask(ctx, id);
  await recordEvent(ctx, {
    kind: 'task',
    recordId: id,
    label: task.title,
    action: 'update',
    changes: diffRecordViews(toTaskHistoryView(previous), toTaskHistoryView(task)),
  });
  return task;
}

/**
 * Spec §4: completed becomes pending, anything else completed; one statement, no race. A
 * one-click action (decision 0045): the version stays, the history names the new status.
 */
export async function toggleTask(ctx: AgencyContext, id: string) {
  const [before] = await ctx.db
    .select({ status: tasks.status, title: tasks.title })
    .from(tasks)
    .where(and(eq(tasks.id, id), visibleTo(ctx)))
    .for('update');
  if (!before) throw notFound();
  const [toggled] = await ctx.db
    .update(tasks)
    .set({
      status: sql`case when ${tasks.status} = 'completed' then 'pending' else 'completed' end`,
      completedAt: sql`case when ${tasks.status} = 'completed' then null else now() end`,
      updatedAt: new Date(),
    })
    .where(and(eq(tasks.id, id), visibleTo(ctx)))
    .returning({ id: tasks.id, status: tasks.status });
  if (!toggled) throw notFound();
  await recordEvent(ctx, {
    kind: 'task',
    recordId: id,
    label: before.title,
    action: 'update',
    changes: diffRecordViews({ status: before.status }, { status: toggled.status }),
  });
  return getTask(ctx, id);
}

/** To the Corbeille (decision 0046); only a task the member sees. */
export async function deleteTask(ctx: AgencyContext, id: string) {
  const [visible] = await ctx.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, id), visibleTo(ctx)));
  if (!visible) throw notFound();
  await moveToTrash(ctx, 'task', id);
  return { id };
}
