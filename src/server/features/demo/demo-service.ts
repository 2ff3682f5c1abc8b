import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { clients, influencers } from '#server/db/schema/address-book';
import { collaborations } from '#server/db/schema/collaborations';
import { DEMO_TABLES, demoRecords, type DemoTable } from '#server/db/schema/demo';
import { castings, tasks } from '#server/db/schema/work';
import { forbidden } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import {
  insertClients,
  insertInfluencers,
  makeClient,
  makeInfluencer,
} from '#server/features/demo/address-book-rows';
import { insertCollaborations, makeCollaboration } from '#server/features/demo/collaboration-rows';
import { withBilling } from '#server/features/demo/deal-billing-rows';
import { createRandom } from '#server/features/demo/french-data';
import { insertCastings, makeCasting, makeTask } from '#server/features/demo/work-rows';
import { parseDay, today } from '#shared/domain/dates';
import { demoData } from '#shared/i18n/fr-exports';

// 'Charger des données de démonstration' and 'Effacer les données de démonstration' (issue 19,
// decision 0033). The rows come from the seed's generators, are written in the request's one
// transaction, and each top-level row is listed in demo_records: clearing deletes exactly those
// (their children go by cascade) and nothing a member made.

export const DEMO_SIZES = {
  clients: 30,
  influencers: 40,
  collaborations: 60,
  tasks: 30,
  castings: 6,
} as const;
const PROPOSALS_PER_CASTING = 5;
// The same agency for everyone: a demo reads the same in a screenshot, a test or a support call.
const DEMO_SEED = 2026;
// The deals' billing draws from a sequence of its own: the rest of the demo stays as it was.
const BILLING_SEED = 2020;

type DemoCounts = Record<DemoTable, number>;
const TABLES = { clients, influencers, collaborations, tasks, castings } as const;

const noCounts = (): DemoCounts =>
  Object.fromEntries(DEMO_TABLES.map((table) => [table, 0])) as DemoCounts;

/** Loading and clearing belong to the agency's administrators. */
function assertAdmin(ctx: AgencyContext) {
  if (ctx.user.userRole !== 'admin') throw forbidden(demoData.adminOnly);
}

/** One load or clear at a time per agency: the second waits, then sees what the first did. */
const lockAgencyDemo = (ctx: AgencyContext) =>
  ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext('demo-data:' || ${ctx.agencyId}))`);

/** How many demo rows of each kind the agency holds now (deleted ones no longer count). */
async function countDemoRows(ctx: AgencyContext): Promise<DemoCounts> {
  const counts = noCounts();
  for (const name of DEMO_TABLES) {
    const table = TABLES[name];
    const [row] = await ctx.db
      .select({ value: count() })
      .from(table)
      .innerJoin(
        demoRecords,
        and(
          eq(demoRecords.agencyId, ctx.agencyId),
          eq(demoRecords.tableName, name),
          eq(demoRecords.recordId, table.id),
        ),
      )
      .where(eq(table.agencyId, ctx.agencyId));
    counts[name] = row?.value ?? 0;
  }
  return counts;
}

async function hasDemoRecords(ctx: AgencyContext) {
  const [row] = await ctx.db
    .select({ id: demoRecords.recordId })
    .from(demoRecords)
    .where(eq(demoRecords.agencyId, ctx.agencyId))
    .limit(1);
  return row !== undefined;
}

/** Whether the agency holds demo data, and how much: the screens offer load or clear. */
export async function getDemoState(ctx: AgencyContext) {
  const isLoaded = await hasDemoRecords(ctx);
  return {
    isLoaded,
    counts: isLoaded ? await countDemoRows(ctx) : noCounts(),
    canManage: ctx.user.userRole === 'admin',
  };
}

async function record(ctx: AgencyContext, tableName: DemoTable, ids: string[]) {
  if (ids.length === 0) return;
  await ctx.db
    .insert(demoRecords)
    .values(ids.map((recordId) => ({ agencyId: ctx.agencyId, tableName, recordId })));
}

/**
 * Fills the agency with the demo data, once: a second load (or two at the same moment) finds
 * it there and adds nothing. Works in the request's transaction: all or nothing.
 */
export async function loadDemoData(ctx: AgencyContext) {
  assertAdmin(ctx);
  await lockAgencyDemo(ctx);
  if (await hasDemoRecords(ctx)) {
    return { isCreated: false, counts: await countDemoRows(ctx) };
  }
  const random = createRandom(DEMO_SEED);
  const { agencyId, db } = ctx;

  const clientInputs = Array.from({ length: DEMO_SIZES.clients }, (_, i) =>
    makeClient(random, i + 1),
  );
  const clientIds = await insertClients(db, agencyId, clientInputs);
  await record(ctx, 'clients', clientIds);

  const influencerInputs = Array.from({ length: DEMO_SIZES.influencers }, (_, i) =>
    makeInfluencer(random, i + 1),
  );
  const influencerIds = await insertInfluencers(db, agencyId, influencerInputs);
  await record(ctx, 'influencers', influencerIds);

  const pools = {
    clients: clientInputs.map((client, i) => ({ id: clientIds[i]!, brandName: client.brandName })),
    influencers: influencerInputs.flatMap((influencer, i) =>
      influencer.isArchived ? [] : [{ id: influencerIds[i]!, fullName: influencer.fullName }],
    ),
  };
  const billingRandom = createRandom(BILLING_SEED);
  const deals = Array.from({ length: DEMO_SIZES.collaborations }, (_, i) =>
    // Serial 1 is the seed's one rare name; the demo starts at 2.
    withBilling(billingRandom, makeCollaboration(random, pools, i + 2)),
  );
  await record(ctx, 'collaborations', await insertCollaborations(db, agencyId, deals));

  const castingRows = Array.from({ length: DEMO_SIZES.castings }, () =>
    makeCasting(random, agencyId, random.pick(pools.clients)),
  );
  const castingIds = await insertCastings(db, agencyId, castingRows, {
    random,
    influencers: pools.influencers,
    perCasting: PROPOSALS_PER_CASTING,
  });
  await record(ctx, 'castings', castingIds);

  // The member's own week and the influencers' cards; nobody else is invented in the team.
  const todayDate = parseDay(today()) as Date;
  const taskRows = Array.from({ length: DEMO_SIZES.tasks }, () =>
    makeTask(random, {
      agencyId,
      members: [ctx.user.id],
      influencerIds: pools.influencers.map((influencer) => influencer.id),
      today: todayDate,
    }),
  );
  const created = await db.insert(tasks).values(taskRows).returning({ id: tasks.id });
  await record(
    ctx,
    'tasks',
    created.map((row) => row.id),
  );
  return { isCreated: true, counts: await countDemoRows(ctx) };
}

/**
 * Deletes the demo rows and only them. A member's row that points to one keeps its own copy
 * (a deal's brand, a line's name) as for any deletion; a member's task on a demo influencer
 * is kept and loses the link, where the cascade would have deleted it.
 */
export async function clearDemoData(ctx: AgencyContext) {
  assertAdmin(ctx);
  await lockAgencyDemo(ctx);
  const listed = await ctx.db
    .select({ tableName: demoRecords.tableName, recordId: demoRecords.recordId })
    .from(demoRecords)
    .where(eq(demoRecords.agencyId, ctx.agencyId))
    .orderBy(asc(demoRecords.tableName));
  const idsOf = (name: DemoTable) =>
    listed.filter((row) => row.tableName === name).map((row) => row.recordId);
  const removed = noCounts();
  const demoInfluencers = idsOf('influencers');
  if (demoInfluencers.length > 0) {
    const demoTasks = idsOf('tasks');
    await ctx.db
      .update(tasks)
      .set({ influencerId: null, updatedAt: new Date() })
      .where(
        and(
          eq(tasks.agencyId, ctx.agencyId),
          inArray(tasks.influencerId, demoInfluencers),
          demoTasks.length > 0 ? notInArray(tasks.id, demoTasks) : undefined,
        ),
      );
  }
  // Tasks and castings before what they point to; deals before their clients and influencers.
  for (const name of ['tasks', 'castings', 'collaborations', 'influencers', 'clients'] as const) {
    const ids = idsOf(name);
    if (ids.length === 0) continue;
    const table = TABLES[name];
    const deleted = await ctx.db
      .delete(table)
      .where(and(eq(table.agencyId, ctx.agencyId), inArray(table.id, ids)))
      .returning({ id: table.id });
    removed[name] = deleted.length;
  }
  await ctx.db.delete(demoRecords).where(eq(demoRecords.agencyId, ctx.agencyId));
  return { removed };
}
