import { and, asc, sql } from 'drizzle-orm';
import { tasks } from '#server/db/schema/work';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys, isCursorDay, isCursorId } from '#server/lib/cursor';
import { selectTasks, toTaskView, visibleTo } from '#server/features/tasks/task-rows';
import { tasksScreen } from '#shared/i18n/fr-tasks';

// Every task the member sees (their own and the influencer-linked ones, as on the screen), by
// due date, keyset on (due_date, id): the export reads it in batches, the public API in pages.

export type VisiblePosition = { dueDate: string; id: string };

export function findVisibleTasks(ctx: AgencyContext, after: VisiblePosition | null, limit: number) {
  return selectTasks(ctx)
    .where(
      and(
        visibleTo(ctx),
        after
          ? sql`(${tasks.dueDate}, ${tasks.id}) > (${after.dueDate}, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(limit);
}

const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, tasksScreen.fields.cursor, (keys): VisiblePosition | null =>
    keys.length === 2 && isCursorDay(keys[0]) && isCursorId(keys[1])
      ? { dueDate: keys[0], id: keys[1] }
      : null,
  );

/** A page of them; `nextCursor` is null on the last page. */
export async function listVisibleTasks(
  ctx: AgencyContext,
  query: { cursor?: string | undefined; limit: number },
) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await findVisibleTasks(ctx, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toTaskView),
    nextCursor:
      rows.length > query.limit && last ? encodeCursorKeys([last.dueDate, last.id]) : null,
  };
}
