import { and, eq, type SQL } from 'drizzle-orm';
import { resources } from '#server/db/schema/work';
import { AppError, invalid } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent } from '#server/lib/history';
import { claimVersion } from '#server/lib/record-version';
import { diffRecordViews } from '#shared/domain/record-history';
import type { FileStorage } from '#server/lib/storage/file-storage';
import {
  getResource,
  getResourceRow,
  toResourceHistoryView,
} from '#server/features/resources/resource-views';
import { readFinishedUpload } from '#server/features/resources/resource-uploads';
import type { AttachedFile } from '#server/lib/storage/finished-upload';
import { nameFromFileName } from '#shared/domain/resources';
import { buildSearchText, normalizeSearchText } from '#shared/domain/search';
import type { ResourceInput, ResourceUpdate } from '#shared/schemas/resources';
import { resourcesScreen } from '#shared/i18n/fr-resources';
import { fr } from '#shared/i18n/fr';
import { moveToTrash } from '#server/lib/trash/move-to-trash';

// A resource holds a URL, a file, or both (spec §5). A replaced or dropped file, and the file
// of a deleted resource, leave the store once the change has committed (AgencyContext).

const afterCommit = (ctx: AgencyContext, task: () => Promise<void>) =>
  ctx.afterCommit ? ctx.afterCommit(task) : void task();

function fileColumns(file: AttachedFile | null) {
  return {
    fileKey: file?.key ?? null,
    fileName: file?.name ?? null,
    fileType: file?.type ?? null,
    fileSize: file?.size ?? null,
  };
}

/** The name typed, else the file's, as the form fills it (`nameFromFileName`, issue 27). */
function resolveName(input: ResourceInput, fileName: string | null) {
  const name = input.name || nameFromFileName(fileName ?? '');
  if (!name)
    throw invalid(
      { name: fr.fields.required(resourcesScreen.fields.name) },
      fr.fields.required(resourcesScreen.fields.name),
    );
  return name;
}

function textColumns(input: ResourceInput, fileName: string | null) {
  const name = resolveName(input, fileName);
  return {
    name,
    type: input.type,
    description: input.description,
    url: input.url || null,
    sortName: normalizeSearchText(name),
    searchText: buildSearchText([name, input.description, fileName]),
  };
}

/** The upload may serve one resource only (a unique index says so too). */
async function attachUpload(ctx: AgencyContext, storage: FileStorage, uploadId: string) {
  const file = await readFinishedUpload(ctx, storage, uploadId);
  const [taken] = await ctx.db
    .select({ id: resources.id })
    .from(resources)
    .where(eq(resources.fileKey, file.key));
  if (taken) throw invalid({ uploadId: resourcesScreen.uploadNotFound });
  return file;
}

export async function createResource(
  ctx: AgencyContext,
  storage: FileStorage,
  input: ResourceInput,
) {
  if (input.keepFile && !input.uploadId && !input.url) {
    throw invalid({ url: fr.errors.resourceNeedsUrlOrFile }, fr.errors.resourceNeedsUrlOrFile);
  }
  const file = input.uploadId ? await attachUpload(ctx, storage, input.uploadId) : null;
  const [row] = await ctx.db
    .insert(resources)
    .values({
      agencyId: ctx.agencyId,
      ...textColumns(input, file?.name ?? null),
      ...fileColumns(file),
    })
    .returning({ id: resources.id });
  if (!row) throw new AppError('insert_failed', 500, fr.errors.resourceSaveFailed);
  const created = await getResource(ctx, row.id);
  await recordEvent(ctx, {
    kind: 'resource',
    recordId: row.id,
    label: created.name,
    action: 'create',
  });
  return created;
}

export async function updateResource(
  ctx: AgencyContext,
  storage: FileStorage,
  id: string,
  input: ResourceUpdate,
) {
  const byId = and(eq(resources.agencyId, ctx.agencyId), eq(resources.id, id)) as SQL;
  await claimVersion(ctx.db, ctx.user, 'resource', resources, byId, input.version);
  const current = await getResourceRow(ctx, id);
  const keepsFile = input.keepFile && !input.uploadId && current.fileKey !== null;
  if (!input.url && !input.uploadId && !keepsFile) {
    throw invalid({ url: fr.errors.resourceNeedsUrlOrFile }, fr.errors.resourceNeedsUrlOrFile);
  }
  const file = input.uploadId ? await attachUpload(ctx, storage, input.uploadId) : null;
  const files = keepsFile ? {} : fileColumns(file);
  await ctx.db
    .update(resources)
    .set({
      ...textColumns(input, keepsFile ? current.fileName : (file?.name ?? null)),
      ...files,
      updatedAt: new Date(),
    })
    .where(and(eq(resources.agencyId, ctx.agencyId), eq(resources.id, id)));
  const oldKey = current.fileKey;
  if (oldKey && !keepsFile) afterCommit(ctx, () => storage.remove(oldKey));
  const after = await getResourceRow(ctx, id);
  await recordEvent(ctx, {
    kind: 'resource',
    recordId: id,
    label: after.name,
    action: 'update',
    changes: diffRecordViews(toResourceHistoryView(current), toResourceHistoryView(after)),
  });
  return getResource(ctx, id);
}

/**
 * To the Corbeille (decision 0046): its file stays in storage, listed in the item, until the
 * sweep or 'Supprimer définitivement' removes it.
 */
export async function deleteResource(ctx: AgencyContext, id: string) {
  await moveToTrash(ctx, 'resource', id);
  return { id };
}
