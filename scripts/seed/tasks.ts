// Demo tasks: four colleagues beside the agency's owner, then bulk inserts of the rows the
// service would write (1,000 per tenant transaction). Due dates spread over two years around
// today; a third of the tasks belong to an influencer. Used by seed and bench.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { influencers } from '#server/db/schema/address-book';
import { users } from '#server/db/schema/identity';
import { tasks } from '#server/db/schema/work';
import { withTenant } from '#server/db/tenant';
import { parseDay, today } from '#shared/domain/dates';
import { FIRST_NAMES, LAST_NAMES, type Random } from '#server/features/demo/french-data';
import { makeTask } from '#server/features/demo/work-rows';

const BATCH_SIZE = 1000;
const COLLEAGUES = 4;

/** The agency's members, with colleagues added (an unusable password: nobody signs in). */
async function ensureMembers(db: Database, agencyId: string, random: Random) {
  const members = () =>
    db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.agencyId, agencyId))
      .orderBy(asc(users.createdAt));
  const existing = await members();
  const missing = Math.max(0, COLLEAGUES + 1 - existing.length);
  if (missing > 0) {
    await db.insert(users).values(
      Array.from({ length: missing }, () => ({
        email: `collegue-${randomUUID()}@infludesk.fr`,
        passwordHash: '!',
        firstName: random.pick(FIRST_NAMES),
        lastName: random.pick(LAST_NAMES),
        agencyId,
      })),
    );
  }
  return (await members()).map((member) => member.id);
}

export async function seedTasks(options: {
  db: Database;
  agencyId: string;
  count: number;
  random: Random;
}) {
  const { db, agencyId, count, random } = options;
  if (count === 0) return;
  const members = await ensureMembers(db, agencyId, random);
  const influencerIds = (
    await db
      .select({ id: influencers.id })
      .from(influencers)
      .where(and(eq(influencers.agencyId, agencyId), eq(influencers.isArchived, false)))
  ).map((row) => row.id);
  const base = parseDay(today()) as Date;
  const makeOne = () => makeTask(random, { agencyId, members, influencerIds, today: base });
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, count - done) }, makeOne);
    await withTenant(db, { agencyId }, (tx) => tx.insert(tasks).values(batch));
  }
  await db.execute(sql`VACUUM ANALYZE tasks`);
}
