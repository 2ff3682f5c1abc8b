import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { contentFiles } from '#server/db/schema/contents';
import { contracts, contractTemplates } from '#server/db/schema/contracts';
import { publicationReadings } from '#server/db/schema/performance';
import { trashItems } from '#server/db/schema/history';
import { resources } from '#server/db/schema/work';
import type { IsAttached } from '#server/lib/storage/upload-expiry';

/**
 * For the expiry sweep, which serves every agency: whether any resource holds the upload — or a
 * resource in the Corbeille, whose file waits for its restore (decision 0046), a content's
 * draft (issue 29), a reading's screenshot (issue 30) or a contract's files (issue 31). Read with the server's own connection (outside any tenant): one indexed
 * lookup (unique file_key), the content files, then the Corbeille's items, few.
 */
export const attachedUploads =
  (db: Database): IsAttached =>
  async (key) => {
    const [row] = await db
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.fileKey, key))
      .limit(1);
    if (row) return true;
    const [content] = await db
      .select({ id: contentFiles.id })
      .from(contentFiles)
      .where(eq(contentFiles.storageKey, key))
      .limit(1);
    if (content) return true;
    // A creator's screenshot of a reading (issue 30).
    const [proof] = await db
      .select({ id: publicationReadings.id })
      .from(publicationReadings)
      .where(eq(publicationReadings.proofFileKey, key))
      .limit(1);
    if (proof) return true;
    // A contract's document, certificate or signed file, an agency's template (issue 31).
    const [contract] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(
        or(
          eq(contracts.documentKey, key),
          eq(contracts.certificateKey, key),
          eq(contracts.signedUploadKey, key),
        ),
      )
      .limit(1);
    if (contract) return true;
    const [template] = await db
      .select({ id: contractTemplates.id })
      .from(contractTemplates)
      .where(eq(contractTemplates.fileKey, key))
      .limit(1);
    if (template) return true;
    const [trashed] = await db
      .select({ id: trashItems.id })
      .from(trashItems)
      .where(sql`${trashItems.files} @> ${JSON.stringify([key])}::jsonb`)
      .limit(1);
    return trashed !== undefined;
  };
