import { and, eq, inArray } from 'drizzle-orm';
import { contentFiles, contentVersions } from '#server/db/schema/contents';
import { resources } from '#server/db/schema/work';
import { invalid } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { findFinishedUpload, type AttachedFile } from '#server/lib/storage/finished-upload';
import { notAllowed } from '#server/features/collaborations/contents/content-actions';
import {
  lockContent,
  memberName,
  recordContentEvent,
  saveContent,
} from '#server/features/collaborations/contents/content-writes';
import { getDeliverableContent } from '#server/features/collaborations/contents/contents-read';
import { contentStateOf } from '#server/features/collaborations/contents/contents-views';
import { nextStage } from '#shared/domain/content-stages';
import { contents as t } from '#shared/i18n/fr-contents';
import type { ContentVersionInput } from '#shared/schemas/contents';

/** A draft is something to look at: a picture, a video or a PDF. */
const isDraftType = (type: string) =>
  type.startsWith('image/') || type.startsWith('video/') || type === 'application/pdf';

/**
 * The finished uploads of the agency, in the order sent, each once; an upload already held
 * by a resource or another draft is refused like an unknown one (removing one would remove
 * the other's file).
 */
async function readDraftFiles(ctx: AgencyContext, storage: FileStorage, uploadIds: string[]) {
  const files: AttachedFile[] = [];
  for (const uploadId of new Set(uploadIds)) {
    const file = await findFinishedUpload(storage, ctx.agencyId, uploadId);
    if (!file) throw invalid({ uploadIds: t.errors.unknownUpload }, t.errors.unknownUpload);
    if (!isDraftType(file.type)) {
      throw invalid({ uploadIds: t.errors.fileType(file.name) }, t.errors.fileType(file.name));
    }
    files.push(file);
  }
  const keys = files.map((file) => file.key);
  const [held] = await ctx.db
    .select({ id: contentFiles.id })
    .from(contentFiles)
    .where(and(eq(contentFiles.agencyId, ctx.agencyId), inArray(contentFiles.storageKey, keys)))
    .limit(1);
  const [resource] = await ctx.db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.agencyId, ctx.agencyId), inArray(resources.fileKey, keys)))
    .limit(1);
  if (held || resource) {
    throw invalid({ uploadIds: t.errors.unknownUpload }, t.errors.unknownUpload);
  }
  return files;
}

/** POST …/contents/:deliverableId/versions: a draft the agency sends for the creator. */
export async function addContentVersion(
  ctx: AgencyContext,
  storage: FileStorage,
  ids: { collaborationId: string; deliverableId: string },
  input: ContentVersionInput,
) {
  const locked = await lockContent(ctx, ids.collaborationId, ids.deliverableId);
  const stage = nextStage(contentStateOf(locked.item, locked.latest), 'send_draft', 'agency');
  if (stage === null) throw notAllowed();
  const files = await readDraftFiles(ctx, storage, input.uploadIds);
  const number = (locked.latest?.number ?? 0) + 1;
  const [version] = await ctx.db
    .insert(contentVersions)
    .values({
      agencyId: ctx.agencyId,
      collaborationId: ids.collaborationId,
      deliverableId: ids.deliverableId,
      number,
      caption: input.caption,
      authorKind: 'agency',
      authorName: memberName(ctx),
      authorUserId: ctx.user.id,
    })
    .returning({ id: contentVersions.id });
  await ctx.db.insert(contentFiles).values(
    files.map((file, position) => ({
      agencyId: ctx.agencyId,
      collaborationId: ids.collaborationId,
      versionId: version!.id,
      storageKey: file.key,
      fileName: file.name,
      mimeType: file.type,
      sizeBytes: file.size,
      position,
    })),
  );
  await saveContent(ctx, locked, { stage });
  await recordContentEvent(ctx, locked, { stage, version: number, isSent: false });
  return getDeliverableContent(ctx, ids.collaborationId, ids.deliverableId);
}
