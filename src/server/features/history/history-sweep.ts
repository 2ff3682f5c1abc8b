import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { recordEvents } from '#server/db/schema/history';
import type { Logger } from '#server/lib/logger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often a server looks for old events (until the job queue of issue 32). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes, in every agency, the history events older than `days` days before `now` (issue 28,
 * HISTORY_DAYS, 2 years by default). Run with the server's own connection, outside any tenant,
 * as the import expiry is; the index on `at` finds them.
 */
export async function deleteOldEvents(db: Database, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const deleted = await db
    .delete(recordEvents)
    .where(sql`${recordEvents.at} < ${cutoff.toISOString()}::timestamptz`)
    .returning({ id: recordEvents.id });
  return deleted.length;
}

/** Sweeps at start, then every hour; the returned function stops it. */
export function startHistorySweep(db: Database, days: number, logger: Logger) {
  const sweep = () =>
    deleteOldEvents(db, days).then(
      (deleted) => deleted > 0 && logger.info({ deleted }, 'old history events deleted'),
      (error: unknown) => logger.error({ err: error }, 'could not delete old history events'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
