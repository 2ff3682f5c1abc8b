// Demo collaborations: bulk inserts of the rows the service would write (1,000 deals per tenant
// transaction), from features/demo/collaboration-rows (shared with the agency's demo data).
// Used by seed and bench.
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { clients, influencers } from '#server/db/schema/address-book';
import { withTenant } from '#server/db/tenant';
import { insertCollaborations, makeCollaboration } from '#server/features/demo/collaboration-rows';
import type { Random } from '#server/features/demo/french-data';

const BATCH_SIZE = 1000;

/** Bulk inserts, 1,000 deals per tenant transaction, with the rows the service would write. */
export async function seedCollaborations(options: {
  db: Database;
  agencyId: string;
  count: number;
  random: Random;
}) {
  const { db, agencyId, count, random } = options;
  const read = (tx: Database) =>
    Promise.all([
      tx
        .select({ id: clients.id, brandName: clients.brandName })
        .from(clients)
        .where(eq(clients.agencyId, agencyId)),
      tx
        .select({ id: influencers.id, fullName: influencers.fullName })
        .from(influencers)
        .where(and(eq(influencers.agencyId, agencyId), eq(influencers.isArchived, false))),
    ]);
  const [clientPool, influencerPool] = await withTenant(db, { agencyId }, read);
  const pools = { clients: clientPool, influencers: influencerPool };
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, count - done) }, (_, i) =>
      makeCollaboration(random, pools, done + i + 1),
    );
    await withTenant(db, { agencyId }, (tx) => insertCollaborations(tx, agencyId, batch));
  }
}
