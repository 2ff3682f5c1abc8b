import { and, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { agencies, users } from '#server/db/schema/identity';
import type { Logger } from '#server/lib/logger';
import type { FileStorage } from '#server/lib/storage/file-storage';

/** How often a server looks for demo agencies past their 24 h (decision 0038). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Agencies erased per transaction: a backlog is worked off in short steps. */
const BATCH = 50;

/**
 * Erases every demo agency whose time is up at `now`: its members (their sessions and mailed
 * links go with them by cascade), then the agency (every business row, its demo list, counters
 * and access log by cascade), then its files. Run with the server's own connection, outside
 * any tenant, as the other sweeps are. Answers how many agencies went.
 */
export async function deleteExpiredDemoAgencies(
  db: Database,
  storage: FileStorage,
  now = new Date(),
) {
  let deleted = 0;
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const expired = await tx
        .select({ id: agencies.id })
        .from(agencies)
        .where(and(isNotNull(agencies.demoExpiresAt), lte(agencies.demoExpiresAt, now)))
        .limit(BATCH)
        // Two servers sweeping at once take different agencies.
        .for('update', { skipLocked: true });
      const agencyIds = expired.map((row) => row.id);
      if (agencyIds.length === 0) return agencyIds;
      await tx.delete(users).where(inArray(users.agencyId, agencyIds));
      await tx.delete(agencies).where(inArray(agencies.id, agencyIds));
      return agencyIds;
    });
    // Files after the commit: a file left behind by a failure is litter, a row without its
    // file would be a broken download.
    for (const id of ids) await storage.removeAgency(id);
    deleted += ids.length;
    if (ids.length < BATCH) return deleted;
  }
}

/** Sweeps at start, then every 10 minutes; the returned function stops it. */
export function startDemoSweep(db: Database, storage: FileStorage, logger: Logger) {
  const sweep = () =>
    deleteExpiredDemoAgencies(db, storage).then(
      (deleted) => deleted > 0 && logger.info({ deleted }, 'expired demo agencies erased'),
      (error: unknown) => logger.error({ err: error }, 'could not erase expired demo agencies'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
