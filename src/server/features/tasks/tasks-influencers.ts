import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  influencerPlatforms,
  influencers,
  tenantInfluencerSearch,
} from '#server/db/schema/address-book';
import { tasks } from '#server/db/schema/work';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys, isCursorId, isCursorText } from '#server/lib/cursor';
import { searchFilter } from '#server/lib/sql-filters';
import { getTableVersion } from '#server/lib/table-version';
import { createVersionedCache } from '#server/lib/versioned-cache';
import { selectTasks, toTaskView, type TaskView } from '#server/features/tasks/task-rows';
import { TASKS_PER_INFLUENCER_CARD, type TaskInfluencersQuery } from '#shared/schemas/tasks';
import { tasksScreen } from '#shared/i18n/fr-tasks';

// The influencer cards under the week grid, served by the tasks API so that a member with
// only the Tâches permission sees them: one group (exclusive or not) at a time, by name,
// a page at a time. Ids come from the search view (trigram index usable under RLS).

const v = tenantInfluencerSearch;
type Position = { sortKey: string; id: string };

const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, tasksScreen.fields.cursor, (keys): Position | null =>
    keys.length === 2 && isCursorText(keys[0]) && isCursorId(keys[1])
      ? { sortKey: keys[0], id: keys[1] }
      : null,
  );

export async function listTaskInfluencers(ctx: AgencyContext, query: TaskInfluencersQuery) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const group = and(
    eq(v.agencyId, ctx.agencyId),
    eq(v.isArchived, false),
    eq(v.isExclusive, query.exclusive),
    searchFilter(query.q, { searchText: v.searchText }),
  );
  const positions = await ctx.db
    .select({ sortKey: v.sortKey, id: v.id })
    .from(v)
    .where(
      and(
        group,
        after ? sql`(${v.sortKey}, ${v.id}) > (${after.sortKey}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(v.sortKey), asc(v.id))
    .limit(query.limit + 1);
  const page = positions.slice(0, query.limit);
  const last = page.at(-1);
  // One transaction holds one connection: its statements run one after the other.
  const items = await getCards(
    ctx,
    page.map((position) => position.id),
  );
  const total = after ? null : await countGroup(ctx, group, `${query.exclusive}\u0000${query.q}`);
  return {
    items,
    nextCursor:
      positions.length > query.limit && last ? encodeCursorKeys([last.sortKey, last.id]) : null,
    total,
  };
}

// A group's count (exclusive or not, with the search) while the agency's influencers are
// unchanged: counting 20,000 regular ones on every first page doubled its time.
const groupCounts = createVersionedCache<number>();

async function countGroup(ctx: AgencyContext, group: SQL | undefined, key: string) {
  const version = await getTableVersion(ctx, 'influencers');
  const cacheKey = `${ctx.agencyId}\u0000${key}`;
  const known = groupCounts.get(cacheKey, version);
  if (known !== undefined) return known;
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(v)
    .where(group);
  const count = row?.count ?? 0;
  groupCounts.set(cacheKey, version, count);
  return count;
}

/** Each card: name, first handle, its first open tasks (then the done ones) and their count. */
async function getCards(ctx: AgencyContext, ids: string[]) {
  if (ids.length === 0) return [];
  const ofCards = and(eq(tasks.agencyId, ctx.agencyId), inArray(tasks.influencerId, ids));
  const ranked = ctx.db
    .select({
      id: tasks.id,
      rank: sql<number>`row_number() over (partition by ${tasks.influencerId}
        order by ${tasks.status} = 'completed', ${tasks.dueDate}, ${tasks.id})`.as('rank'),
    })
    .from(tasks)
    .where(ofCards)
    .as('ranked');
  const people = await ctx.db
    .select({ id: influencers.id, fullName: influencers.fullName })
    .from(influencers)
    .where(and(eq(influencers.agencyId, ctx.agencyId), inArray(influencers.id, ids)));
  const platforms = await ctx.db
    .selectDistinctOn([influencerPlatforms.influencerId], {
      influencerId: influencerPlatforms.influencerId,
      handle: influencerPlatforms.handle,
    })
    .from(influencerPlatforms)
    .where(
      and(
        eq(influencerPlatforms.agencyId, ctx.agencyId),
        inArray(influencerPlatforms.influencerId, ids),
      ),
    )
    .orderBy(asc(influencerPlatforms.influencerId), asc(influencerPlatforms.position));
  const shown = await selectTasks(ctx)
    .innerJoin(ranked, eq(ranked.id, tasks.id))
    .where(sql`${ranked.rank} <= ${TASKS_PER_INFLUENCER_CARD}`)
    .orderBy(asc(ranked.rank));
  const counts = await ctx.db
    .select({ influencerId: tasks.influencerId, count: sql<number>`count(*)::int` })
    .from(tasks)
    .where(ofCards)
    .groupBy(tasks.influencerId);
  const taskCounts = new Map(counts.map((row) => [row.influencerId, row.count]));
  const handles = new Map(platforms.map((platform) => [platform.influencerId, platform.handle]));
  const tasksOf = new Map<string, TaskView[]>();
  for (const row of shown) {
    const view = toTaskView(row);
    const list = tasksOf.get(row.influencerId ?? '') ?? [];
    list.push(view);
    tasksOf.set(row.influencerId ?? '', list);
  }
  const byId = new Map(people.map((person) => [person.id, person]));
  return ids.flatMap((id) => {
    const person = byId.get(id);
    if (!person) return [];
    const cardTasks = tasksOf.get(id) ?? [];
    return [
      {
        ...person,
        handle: handles.get(id) ?? null,
        tasks: cardTasks,
        taskCount: taskCounts.get(id) ?? 0,
      },
    ];
  });
}
