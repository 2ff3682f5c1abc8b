import { inArray, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { trashItems } from '#server/db/schema/history';
import { forbidden } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import type { Logger } from '#server/lib/logger';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { takeTrashItem } from '#server/features/trash/trash-restore';
import { trashScreen } from '#shared/i18n/fr-trash';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a server looks for expired items. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Items erased per transaction: a backlog is worked off in short steps. */
const BATCH = 200;

/** Files after the commit: a file left behind by a failure is litter, never a broken restore. */
async function removeFiles(storage: FileStorage, keys: readonly string[]) {
  for (const key of keys) await storage.remove(key);
}

/** 'Supprimer définitivement' (admins only): the item and its stored files, for good. */
export async function purgeTrashItem(ctx: AgencyContext, storage: FileStorage, id: string) {
  if (ctx.user.userRole !== 'admin') throw forbidden(trashScreen.errors.adminOnly);
  const item = await takeTrashItem(ctx, id);
  const files = item.files;
  if (files.length > 0) {
    const later = ctx.afterCommit ?? ((task: () => Promise<void>) => void task());
    later(() => removeFiles(storage, files));
  }
  return { id: item.id };
}

/**
 * Deletes, in every agency, the items deleted more than `days` before `now`, then their files.
 * Run with the server's own connection, outside any tenant, as the other sweeps are.
 */
export async function deleteExpiredTrash(
  db: Database,
  storage: FileStorage,
  days: number,
  now = new Date(),
) {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let deleted = 0;
  for (;;) {
    const gone = await db.transaction(async (tx) => {
      const expired = await tx
        .select({ id: trashItems.id })
        .from(trashItems)
        .where(lt(trashItems.deletedAt, cutoff))
        .limit(BATCH)
        // Two servers sweeping at once take different items.
        .for('update', { skipLocked: true });
      if (expired.length === 0) return [];
      const ids = expired.map((row) => row.id);
      return tx
        .delete(trashItems)
        .where(inArray(trashItems.id, ids))
        .returning({ files: trashItems.files });
    });
    for (const row of gone) await removeFiles(storage, row.files);
    deleted += gone.length;
    if (gone.length < BATCH) return deleted;
  }
}

/** Sweeps at start, then every hour; the returned function stops it. */
export function startTrashSweep(db: Database, storage: FileStorage, days: number, logger: Logger) {
  const sweep = () =>
    deleteExpiredTrash(db, storage, days).then(
      (deleted) => deleted > 0 && logger.info({ deleted }, 'expired trash items erased'),
      (error: unknown) => logger.error({ err: error }, 'could not erase expired trash items'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
