// Bulk demo clients and influencers for one agency, written in batches inside the tenant
// transaction (so row-level security checks every row, as for the app). The rows themselves
// come from features/demo/address-book-rows, which the agency's demo data uses too.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { withTenant } from '#server/db/tenant';
import {
  insertClients,
  insertInfluencers,
  makeClient,
  makeInfluencer,
} from '#server/features/demo/address-book-rows';
import type { Random } from '#server/features/demo/french-data';

const BATCH_SIZE = 1000;

type SeedOptions = {
  db: Database;
  agencyId: string;
  count: number;
  random: Random;
  onProgress?: (done: number) => void;
};

export async function seedClients({ db, agencyId, count, random, onProgress }: SeedOptions) {
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, count - done) }, (_, i) =>
      makeClient(random, done + i + 1),
    );
    await withTenant(db, { agencyId }, (tx) => insertClients(tx, agencyId, batch));
    onProgress?.(done + batch.length);
  }
}

export async function seedInfluencers({ db, agencyId, count, random, onProgress }: SeedOptions) {
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, count - done) }, (_, i) =>
      makeInfluencer(random, done + i + 1),
    );
    await withTenant(db, { agencyId }, (tx) => insertInfluencers(tx, agencyId, batch));
    onProgress?.(done + batch.length);
  }
}

/**
 * PGlite runs no autovacuum: without this, bulk-loaded tables have no statistics (bad plans)
 * and no visibility map (index-only scans read the heap anyway).
 */
export async function vacuumAddressBook(db: Database) {
  for (const table of [
    'clients',
    'client_contacts',
    'influencers',
    'influencer_platforms',
    'influencer_rates',
  ]) {
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  }
}
