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
  memberWriter,
  recordContentEvent,
  saveContent,
  type ContentWriter,
  type LockedContent,
} from '#server/features/collaborations/contents/content-writes';
import { getDeliverableContent } from '#server/features/collaborations/contents/contents-read';
import { contentStateOf } from '#server/features/collaborations/contents/contents-views';
import { isDraftFileType, nextStage } from '#shared/domain/content-stages';
import { contents as t } from '#shared/i18n/fr-contents';
import type { ContentVersionInput } from '#shared/schemas/contents';

/**
 * The finished uploads of the agency, in the order sent, each once, made by `owner` (the link
 * that sends the draft; null: a member); an upload already held by a resource or another draft
 * is refused like an unknown one (removing one would remove the other's file).
 */
async function readDraftFiles(
  ctx: ContentWriter,
  storage: FileStorage,
  uploadIds: string[],
  owner: string | null,
) {
  const files: AttachedFile[] = [];
  for (const uploadId of new Set(uploadIds)) {
    const file = await findFinishedUpload(storage, ctx.agencyId, uploadId, owner);
    if (!file) throw invalid({ uploadIds: t.errors.unknownUpload }, t.errors.unknownUpload);
    if (!isDraftFileType(file.type)) {
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

/**
 * A new version of a locked deliverable by the writer's actor (a member for the creator, or the
 * creator through their link, whose uploads only it may attach): V(n+1), its files, the stage
 * and one line of the deal's history.
 */
export async function writeContentVersion(
  w: ContentWriter,
  storage: FileStorage,
  locked: LockedContent,
  input: ContentVersionInput & { uploadOwner: string | null },
) {
  const stage = nextStage(contentStateOf(locked.item, locked.latest), 'send_draft', w.actor.kind);
  if (stage === null) throw notAllowed();
  const files = await readDraftFiles(w, storage, input.uploadIds, input.uploadOwner);
  const number = (locked.latest?.number ?? 0) + 1;
  const [version] = await w.db
    .insert(contentVersions)
    .values({
      agencyId: w.agencyId,
      collaborationId: locked.collaborationId,
      deliverableId: locked.item.id,
      number,
      caption: input.caption,
      authorKind: w.actor.kind,
      authorName: w.actor.name,
      authorUserId: w.actor.userId,
    })
    .returning({ id: contentVersions.id });
  await w.db.insert(contentFiles).values(
    files.map((file, position) => ({
      agencyId: w.agencyId,
      collaborationId: locked.collaborationId,
      versionId: version!.id,
      storageKey: file.key,
      fileName: file.name,
      mimeType: file.type,
      sizeBytes: file.size,
      position,
    })),
  );
  await saveContent(w, locked, { stage });
  await recordContentEvent(w, locked, { stage, version: number, isSent: false });
  return { number };
}

/** POST …/contents/:deliverableId/versions: a draft the agency sends for the creator. */
export async function addContentVersion(
  ctx: AgencyContext,
  storage: FileStorage,
  ids: { collaborationId: string; deliverableId: string },
  input: ContentVersionInput,
) {
  const locked = await lockContent(ctx, ids.collaborationId, ids.deliverableId);
  await writeContentVersion(memberWriter(ctx), storage, locked, { ...input, uploadOwner: null });
  return getDeliverableContent(ctx, ids.collaborationId, ids.deliverableId);
}
