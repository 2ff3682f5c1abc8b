import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { importJobs } from '#server/db/schema/imports';
import type { Logger } from '#server/lib/logger';

/**
 * An import job is kept this long after its last change (7 days), then deleted with its error
 * rows (cascade): long enough to come back for the report, short enough that files and reports
 * do not pile up. The file itself is already emptied when the job ends (import-runner.ts).
 */
export const IMPORT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** How often a server looks for old import jobs. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes, in every agency, the import jobs untouched since IMPORT_KEEP_MS before `now`: ended
 * ones (done or failed) by their end, unstarted ones ('ready', whose file was never read) by
 * their upload, and 'running' ones by their last batch. A job that runs writes a batch every
 * few seconds, so it is never that old; one that is, died with its server days ago (the dialog
 * shows it as interrupted after 5 minutes) and would otherwise keep its file for ever. Run with
 * the server's own connection, outside any tenant, as the upload expiry is.
 */
export async function deleteOldImports(db: Database, now = new Date()) {
  const cutoff = new Date(now.getTime() - IMPORT_KEEP_MS);
  const deleted = await db
    .delete(importJobs)
    .where(
      sql`coalesce(${importJobs.finishedAt}, ${importJobs.updatedAt}) < ${cutoff.toISOString()}::timestamptz`,
    )
    .returning({ id: importJobs.id });
  return deleted.length;
}

/** Sweeps at start, then every hour; the returned function stops it. */
export function startImportExpiry(db: Database, logger: Logger) {
  const sweep = () =>
    deleteOldImports(db).then(
      (deleted) => deleted > 0 && logger.info({ deleted }, 'old import jobs deleted'),
      (error: unknown) => logger.error({ err: error }, 'could not delete old import jobs'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
