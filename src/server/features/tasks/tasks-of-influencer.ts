import { and, eq, sql } from 'drizzle-orm';
import { influencers } from '#server/db/schema/address-book';
import { tasks } from '#server/db/schema/work';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys, isCursorDay, isCursorId } from '#server/lib/cursor';
import { selectTasks, toTaskView } from '#server/features/tasks/task-rows';
import type { InfluencerTasksQuery } from '#shared/schemas/tasks';
import { tasksScreen } from '#shared/i18n/fr-tasks';

// A card opened in full: every task of one influencer in the card's order (open ones first,
// then by due day), paged by that key, so an influencer with hundreds of tasks reads one page.
// The card itself shows only the first five (tasks-influencers.ts).

type Position = { isDone: boolean; dueDate: string; id: string };

const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, tasksScreen.fields.cursor, (keys): Position | null =>
    keys.length === 3 && typeof keys[0] === 'boolean' && isCursorDay(keys[1]) && isCursorId(keys[2])
      ? { isDone: keys[0], dueDate: keys[1], id: keys[2] }
      : null,
  );

const isDone = sql<boolean>`(${tasks.status} = 'completed')`;

export async function listInfluencerTasks(
  ctx: AgencyContext,
  influencerId: string,
  query: InfluencerTasksQuery,
) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  // Another agency's influencer (or none) is a 404, as its row would be.
  const [influencer] = await ctx.db
    .select({ id: influencers.id })
    .from(influencers)
    .where(and(eq(influencers.id, influencerId), eq(influencers.agencyId, ctx.agencyId)));
  if (!influencer) throw notFound();
  const rows = await selectTasks(ctx)
    .where(
      and(
        eq(tasks.agencyId, ctx.agencyId),
        eq(tasks.influencerId, influencerId),
        after
          ? sql`(${isDone}, ${tasks.dueDate}, ${tasks.id}) > (${after.isDone}, ${after.dueDate}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(isDone, tasks.dueDate, tasks.id)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toTaskView),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursorKeys([last.status === 'completed', last.dueDate, last.id])
        : null,
  };
}
