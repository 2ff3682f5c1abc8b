import type { Upload } from '@tus/server';
import type { FileStorage } from '#server/lib/storage/file-storage';
import type { Logger } from '#server/lib/logger';

/** An upload left unfinished this long is deleted (issue 15): 24 hours. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** How often a server looks for expired uploads. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The stores throw tus errors (`status_code` 404 or 410) for an upload they do not have. */
export async function uploadOrNull(read: () => Promise<Upload>): Promise<Upload | null> {
  try {
    return await read();
  } catch (error) {
    const status = (error as { status_code?: number }).status_code;
    if (status === 404 || status === 410) return null;
    throw error;
  }
}

export const isFinished = (upload: Upload) =>
  upload.size !== undefined && upload.offset === upload.size;

/** Whether a resource holds the upload of this key (a finished upload nobody holds is litter). */
export type IsAttached = (key: string) => Promise<boolean>;

/**
 * Deletes the uploads started more than UPLOAD_EXPIRY_MS before `now` that nobody will use:
 * unfinished ones, and — when `isAttached` is given — finished ones no resource holds (a form
 * abandoned after its upload). Our own walk over the keys: the stores' `deleteExpired` misses
 * nested folders (file store) or needs ListMultipartUploads (S3 store), which not every
 * S3-compatible server has.
 */
export async function deleteExpiredUploads(
  storage: FileStorage,
  now = Date.now(),
  isAttached?: IsAttached,
) {
  let deleted = 0;
  for await (const key of storage.listKeys()) {
    const upload = await storage.getUpload(key);
    if (!upload?.creation_date) continue;
    if (now - new Date(upload.creation_date).getTime() <= UPLOAD_EXPIRY_MS) continue;
    if (isFinished(upload) && (!isAttached || (await isAttached(key)))) continue;
    await storage.remove(key);
    deleted += 1;
  }
  return deleted;
}

/** Sweeps at start, then every hour; the returned function stops it. */
export function startUploadExpiry(storage: FileStorage, isAttached: IsAttached, logger: Logger) {
  const sweep = () =>
    deleteExpiredUploads(storage, Date.now(), isAttached).then(
      (deleted) => deleted > 0 && logger.info({ deleted }, 'expired uploads deleted'),
      (error: unknown) => logger.error({ err: error }, 'could not delete expired uploads'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
