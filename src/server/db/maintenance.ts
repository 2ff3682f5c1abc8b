import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client';
import { logger } from '#server/lib/logger';

const EVERY_HOUR_MS = 60 * 60_000;

/**
 * PGlite runs no autovacuum: without fresh statistics the planner stops using the list and
 * search indexes once tables grow (docs/decisions/0009). Analyse at start, then hourly.
 * PostgreSQL's autovacuum does this by itself.
 */
export async function startMaintenance(database: DatabaseHandle) {
  if (database.engine !== 'pglite') return () => {};
  const analyze = async () => {
    const started = performance.now();
    await database.db.execute(sql`analyze`);
    logger.debug({ ms: Math.round(performance.now() - started) }, 'analyze');
  };
  await analyze();
  const timer = setInterval(() => {
    analyze().catch((error: unknown) => logger.error({ err: error }, 'analyze failed'));
  }, EVERY_HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
