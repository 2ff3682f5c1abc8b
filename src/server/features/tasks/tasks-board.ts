import { and, asc, between, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { users } from '#server/db/schema/identity';
import { tasks } from '#server/db/schema/work';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys } from '#server/lib/cursor';
import { isUuid } from '#server/lib/validate';
import { priorityRank, selectTasks, toTaskView } from '#server/features/tasks/task-rows';
import { isAcceptedDay, today as todayOf } from '#shared/domain/dates';
import { sortNaturally } from '#shared/domain/natural-sort';
import { getTaskWeek } from '#shared/domain/tasks';
import { TASK_WEEK_LIMIT } from '#shared/schemas/tasks';
import { tasksScreen } from '#shared/i18n/fr-tasks';

// The week grid and the late strip: a member's own tasks (created by or assigned to them),
// never the influencer-linked ones, which live on the influencer cards.

const isOwn = (ctx: AgencyContext) =>
  or(eq(tasks.createdBy, ctx.user.id), eq(tasks.assignedTo, ctx.user.id));

/** Monday to Friday of the week holding `start`, at most TASK_WEEK_LIMIT tasks. */
export async function getWeek(ctx: AgencyContext, start: string) {
  const week = getTaskWeek(start);
  const rows = await selectTasks(ctx)
    .where(
      and(
        eq(tasks.agencyId, ctx.agencyId),
        isNull(tasks.influencerId),
        between(tasks.dueDate, week.monday, week.friday),
        isOwn(ctx),
      ),
    )
    .orderBy(asc(tasks.dueDate), priorityRank, asc(tasks.createdAt), asc(tasks.id))
    .limit(TASK_WEEK_LIMIT + 1);
  return {
    ...week,
    tasks: rows.slice(0, TASK_WEEK_LIMIT).map(toTaskView),
    isTruncated: rows.length > TASK_WEEK_LIMIT,
  };
}

type LatePosition = { dueDate: string; id: string };

const decodeLateCursor = (cursor: string) =>
  decodeCursorKeys(cursor, tasksScreen.fields.cursor, (keys): LatePosition | null =>
    keys.length === 2 && typeof keys[0] === 'string' && isAcceptedDay(keys[0]) && isUuid(keys[1])
      ? { dueDate: keys[0], id: keys[1] }
      : null,
  );

const isOpenBefore = (ctx: AgencyContext, today: string) =>
  and(
    eq(tasks.agencyId, ctx.agencyId),
    ne(tasks.status, 'completed'),
    isNull(tasks.influencerId),
    lt(tasks.dueDate, today),
  );

/**
 * Open tasks due before today, oldest first. Each half of "created by or assigned to me" is
 * one range of its partial index; their union is merged and cut, so 50,000 late tasks read
 * no more than a page from each.
 */
export async function listLateTasks(
  ctx: AgencyContext,
  query: { cursor?: string | undefined; limit: number; today?: string | undefined },
) {
  const today = query.today ?? todayOf();
  const after = query.cursor ? decodeLateCursor(query.cursor) : null;
  const where = and(
    isOpenBefore(ctx, today),
    after ? sql`(${tasks.dueDate}, ${tasks.id}) > (${after.dueDate}, ${after.id})` : undefined,
  );
  const pageOf = (owner: typeof tasks.createdBy | typeof tasks.assignedTo) =>
    sql`(select ${tasks.id} from ${tasks} where ${where} and ${owner} = ${ctx.user.id}
      order by ${tasks.dueDate}, ${tasks.id} limit ${query.limit + 1})`;
  const rows = await selectTasks(ctx)
    .where(inArray(tasks.id, sql`(${pageOf(tasks.createdBy)} union ${pageOf(tasks.assignedTo)})`))
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toTaskView),
    nextCursor:
      rows.length > query.limit && last ? encodeCursorKeys([last.dueDate, last.id]) : null,
    total: after ? null : await countLateTasks(ctx, today),
  };
}

async function countLateTasks(ctx: AgencyContext, today: string) {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(isOpenBefore(ctx, today), isOwn(ctx)));
  return row?.count ?? 0;
}

/** 'Assigné à': the agency's members by name, naturally (names only). */
export async function listAssignees(ctx: AgencyContext) {
  const members = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.agencyId, ctx.agencyId))
    .orderBy(asc(users.id));
  return { members: sortNaturally(members, (m) => `${m.firstName} ${m.lastName}`) };
}
