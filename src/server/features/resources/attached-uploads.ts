import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { resources } from '#server/db/schema/work';
import type { IsAttached } from '#server/lib/storage/upload-expiry';

/**
 * For the expiry sweep, which serves every agency: whether any resource holds the upload. Read
 * with the server's own connection (outside any tenant), one indexed lookup (unique file_key).
 */
export const attachedUploads =
  (db: Database): IsAttached =>
  async (key) => {
    const [row] = await db
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.fileKey, key))
      .limit(1);
    return row !== undefined;
  };
