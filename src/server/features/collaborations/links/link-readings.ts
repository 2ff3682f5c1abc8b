import { and, eq } from 'drizzle-orm';
import { contentFiles } from '#server/db/schema/contents';
import { publicationReadings } from '#server/db/schema/performance';
import { resources } from '#server/db/schema/work';
import { AppError, invalid } from '#server/lib/app-error';
import type { LinkContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { findFinishedUpload } from '#server/lib/storage/finished-upload';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { lockContent } from '#server/features/collaborations/contents/content-writes';
import { writerOf } from '#server/features/collaborations/links/link-contents';
import { dealOfLink, getLinkContent } from '#server/features/collaborations/links/link-page';
import {
  requirePublished,
  writeReading,
} from '#server/features/collaborations/performance/readings-service';
import { contents as contentsText } from '#shared/i18n/fr-contents';
import { readings as t } from '#shared/i18n/fr-readings';
import type { LinkReadingInput } from '#shared/schemas/link-pages';

// Issue 30, decision 0059: the creator gives their publication's statistics through their link,
// with a screenshot of the platform's as proof — the agency's write (readings-service), their
// line's name as its author, 'creator' as its source. The brand's link may not (403).

const isProofType = (type: string) => type.startsWith('image/') || type === 'application/pdf';

const refuseProof = (message: string) => invalid({ proofUploadId: message }, message);

/**
 * The screenshot: a finished upload of this link (not another link's, not a member's), an image
 * or a PDF, held by no record yet (removing one would remove the other's file).
 */
async function readProof(
  reader: TenantReader,
  storage: FileStorage,
  uploadId: string,
  linkId: string,
) {
  const file = await findFinishedUpload(storage, reader.agencyId, uploadId, linkId);
  if (!file) throw refuseProof(contentsText.errors.unknownUpload);
  if (!isProofType(file.type)) throw refuseProof(t.errors.proofType(file.name));
  const held = await Promise.all([
    reader.db
      .select({ id: publicationReadings.id })
      .from(publicationReadings)
      .where(
        and(
          eq(publicationReadings.agencyId, reader.agencyId),
          eq(publicationReadings.proofFileKey, file.key),
        ),
      )
      .limit(1),
    reader.db
      .select({ id: contentFiles.id })
      .from(contentFiles)
      .where(and(eq(contentFiles.agencyId, reader.agencyId), eq(contentFiles.storageKey, file.key)))
      .limit(1),
    reader.db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.agencyId, reader.agencyId), eq(resources.fileKey, file.key)))
      .limit(1),
  ]);
  if (held.some((rows) => rows.length > 0)) {
    throw refuseProof(contentsText.errors.unknownUpload);
  }
  return file;
}

/** POST /api/link/contents/:deliverableId/readings: the creator's reading of their publication. */
export async function addLinkReading(
  linkCtx: LinkContext,
  storage: FileStorage,
  deliverableId: string,
  input: LinkReadingInput,
) {
  const { collaborationId, lineId } = dealOfLink(linkCtx);
  if (lineId === undefined) throw new AppError('link_creator_only', 403, t.errors.creatorOnly);
  const reader = { db: linkCtx.db, agencyId: linkCtx.link.agencyId };
  // Another line's deliverable is a 404; an unpublish at the same moment waits.
  const locked = await lockContent(reader, collaborationId, deliverableId, lineId);
  requirePublished(locked);
  const proof = await readProof(reader, storage, input.proofUploadId, linkCtx.link.id);
  const { proofUploadId: _proof, ...reading } = input;
  const writer = writerOf(linkCtx, { kind: 'creator', name: locked.lineName, email: '' });
  await writeReading(writer, locked, reading, { source: 'creator', proofFileKey: proof.key });
  return getLinkContent(linkCtx, deliverableId);
}
