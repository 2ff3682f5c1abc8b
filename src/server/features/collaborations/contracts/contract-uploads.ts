import { and, eq, or } from 'drizzle-orm';
import { contentFiles } from '#server/db/schema/contents';
import { contracts, contractTemplates } from '#server/db/schema/contracts';
import { publicationReadings } from '#server/db/schema/performance';
import { resources } from '#server/db/schema/work';
import { invalid } from '#server/lib/app-error';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { findFinishedUpload, type AttachedFile } from '#server/lib/storage/finished-upload';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { contracts as t } from '#shared/i18n/fr-contracts';

// Issue 31: a file a member uploaded through /api/uploads (tus, decision 0028) for the
// contracts — the agency's template, a contract signed by hand. As a resource takes one: a
// finished upload of the caller's agency, made by a member, that no record holds yet (removing
// it with one record would take it from the other).

const refuse = (message: string) => invalid({ uploadId: message }, message);

async function isHeld(reader: TenantReader, key: string) {
  // One after the other: the request's transaction is one connection (pg refuses queries
  // queued on a busy client from version 9).
  const lookups = [
    () =>
      reader.db
        .select({ id: resources.id })
        .from(resources)
        .where(and(eq(resources.agencyId, reader.agencyId), eq(resources.fileKey, key)))
        .limit(1),
    () =>
      reader.db
        .select({ id: contentFiles.id })
        .from(contentFiles)
        .where(and(eq(contentFiles.agencyId, reader.agencyId), eq(contentFiles.storageKey, key)))
        .limit(1),
    () =>
      reader.db
        .select({ id: publicationReadings.id })
        .from(publicationReadings)
        .where(
          and(
            eq(publicationReadings.agencyId, reader.agencyId),
            eq(publicationReadings.proofFileKey, key),
          ),
        )
        .limit(1),
    () =>
      reader.db
        .select({ id: contracts.id })
        .from(contracts)
        .where(
          and(
            eq(contracts.agencyId, reader.agencyId),
            or(
              eq(contracts.documentKey, key),
              eq(contracts.certificateKey, key),
              eq(contracts.signedUploadKey, key),
            ),
          ),
        )
        .limit(1),
    () =>
      reader.db
        .select({ id: contractTemplates.id })
        .from(contractTemplates)
        .where(
          and(eq(contractTemplates.agencyId, reader.agencyId), eq(contractTemplates.fileKey, key)),
        )
        .limit(1),
  ];
  for (const lookup of lookups) {
    if ((await lookup()).length > 0) return true;
  }
  return false;
}

/**
 * The member's finished upload `uploadId`, free, of a type `accepts` (else 422 `message` on
 * `uploadId`) and at most `maxBytes`.
 */
export async function takeMemberUpload(
  reader: TenantReader,
  storage: FileStorage,
  uploadId: string,
  rule: {
    accepts: (file: AttachedFile) => boolean;
    typeMessage: string;
    maxBytes?: number;
    sizeMessage?: string;
  },
): Promise<AttachedFile> {
  const file = await findFinishedUpload(storage, reader.agencyId, uploadId);
  if (!file || (await isHeld(reader, file.key))) throw refuse(t.errors.uploadNotFound);
  if (!rule.accepts(file)) throw refuse(rule.typeMessage);
  if (rule.maxBytes !== undefined && file.size > rule.maxBytes) {
    throw refuse(rule.sizeMessage ?? rule.typeMessage);
  }
  return file;
}
