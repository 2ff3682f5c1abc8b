import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { influencers } from '#server/db/schema/address-book';
import { users } from '#server/db/schema/identity';
import { tasks } from '#server/db/schema/work';
import type { AgencyContext } from '#server/lib/context';

// What every task answer holds, read in one statement with its assignee and influencer names.

const assignee = alias(users, 'assignee');

export const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  priority: tasks.priority,
  status: tasks.status,
  dueDate: tasks.dueDate,
  createdBy: tasks.createdBy,
  assignedTo: tasks.assignedTo,
  // Null when the assignee left the agency (or their account was deleted): read as unassigned.
  assigneeId: assignee.id,
  assigneeFirstName: assignee.firstName,
  assigneeLastName: assignee.lastName,
  influencerId: tasks.influencerId,
  influencerName: influencers.fullName,
  completedAt: tasks.completedAt,
  version: tasks.version,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

/**
 * Spec §6: a member sees the tasks they created, those assigned to them, and every
 * influencer-linked task of the agency (row-level security keeps it to the agency).
 */
export const visibleTo = (ctx: AgencyContext): SQL =>
  and(
    eq(tasks.agencyId, ctx.agencyId),
    or(
      eq(tasks.createdBy, ctx.user.id),
      eq(tasks.assignedTo, ctx.user.id),
      isNotNull(tasks.influencerId),
    ),
  ) as SQL;

/** Tasks with their names, filtered by `where`; the caller orders and limits. */
export const selectTasks = (ctx: AgencyContext) =>
  ctx.db
    .select(taskColumns)
    .from(tasks)
    .leftJoin(
      assignee,
      and(eq(assignee.id, tasks.assignedTo), eq(assignee.agencyId, tasks.agencyId)),
    )
    .leftJoin(influencers, eq(influencers.id, tasks.influencerId))
    .$dynamic();

/** Within a day: urgent first, then the order they were written in. */
export const priorityRank = sql`case ${tasks.priority} when 'high' then 0 when 'medium' then 1 else 2 end`;

type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

export function toTaskView(row: TaskRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    dueDate: row.dueDate,
    createdBy: row.createdBy,
    // No assignee, or one who is no longer a member: the screen says 'Non assigné'.
    assignee:
      row.assigneeId === null
        ? null
        : {
            id: row.assigneeId,
            firstName: row.assigneeFirstName ?? '',
            lastName: row.assigneeLastName ?? '',
          },
    influencer:
      row.influencerId === null
        ? null
        : { id: row.influencerId, fullName: row.influencerName ?? '' },
    completedAt: row.completedAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type TaskView = ReturnType<typeof toTaskView>;
