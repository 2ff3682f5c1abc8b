// Demo castings: bulk inserts of the rows the service would write (500 castings per tenant
// transaction), 10 proposed influencers each, a fifth of them accepted (features/demo/work-rows,
// shared with the agency's demo data). Used by seed and bench.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { clients, influencers } from '#server/db/schema/address-book';
import { withTenant } from '#server/db/tenant';
import type { Random } from '#server/features/demo/french-data';
import { insertCastings, makeCasting } from '#server/features/demo/work-rows';

const BATCH_SIZE = 500;
export const PROPOSALS_PER_CASTING = 10;

export async function seedCastings(options: {
  db: Database;
  agencyId: string;
  count: number;
  random: Random;
}) {
  const { db, agencyId, count, random } = options;
  if (count === 0) return;
  const [clientPool, influencerPool] = await withTenant(db, { agencyId }, (tx) =>
    Promise.all([
      tx
        .select({ id: clients.id, brandName: clients.brandName })
        .from(clients)
        .where(eq(clients.agencyId, agencyId))
        .limit(5000),
      tx
        .select({ id: influencers.id, fullName: influencers.fullName })
        .from(influencers)
        .where(and(eq(influencers.agencyId, agencyId), eq(influencers.isArchived, false)))
        .limit(5000),
    ]),
  );
  if (clientPool.length === 0 || influencerPool.length < PROPOSALS_PER_CASTING) {
    throw new Error('seed clients and influencers before castings');
  }
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, count - done);
    const rows = Array.from({ length: size }, () =>
      makeCasting(random, agencyId, random.pick(clientPool)),
    );
    await withTenant(db, { agencyId }, (tx) =>
      insertCastings(tx, agencyId, rows, {
        random,
        influencers: influencerPool,
        perCasting: PROPOSALS_PER_CASTING,
      }),
    );
  }
  await db.execute(sql`VACUUM ANALYZE castings`);
  await db.execute(sql`VACUUM ANALYZE casting_proposals`);
}
