import { and, eq, type SQL } from 'drizzle-orm';
import { resources } from '#server/db/schema/work';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent } from '#server/lib/history';
import { claimVersion } from '#server/lib/record-version';
import type { FileStorage } from '#server/lib/storage/file-storage';
import type { AttachedFile } from '#server/lib/storage/finished-upload';
import { removeAfterCommit } from '#server/features/collaborations/contracts/contract-files';
import { buildSearchText, normalizeSearchText } from '#shared/domain/search';

// Issue 31: the generated contract is listed in Ressources ('Contrats') with a copy of its file
// of its own: a resource's file leaves the store with it (Corbeille, replacement), and the
// contract's proof must not. Generating again replaces the copy in the same resource, which
// moves its version (an open edit of it then gets the usual 409).

type ResourceText = { name: string; description: string };

function columnsOf(text: ResourceText, file: AttachedFile) {
  return {
    name: text.name,
    type: 'contract' as const,
    description: text.description,
    url: null,
    fileKey: file.key,
    fileName: file.name,
    fileType: file.type,
    fileSize: file.size,
    sortName: normalizeSearchText(text.name),
    searchText: buildSearchText([text.name, text.description, file.name]),
  };
}

/** The contract's resource, created or given the new copy; answers its id. */
export async function saveContractResource(
  ctx: AgencyContext,
  storage: FileStorage,
  resourceId: string | null,
  text: ResourceText,
  file: AttachedFile,
): Promise<string> {
  const byId = (id: string) => and(eq(resources.agencyId, ctx.agencyId), eq(resources.id, id));
  const [current] = resourceId
    ? await ctx.db.select({ fileKey: resources.fileKey }).from(resources).where(byId(resourceId))
    : [];
  if (resourceId && current) {
    await claimVersion(ctx.db, ctx.user, 'resource', resources, byId(resourceId) as SQL, null);
    await ctx.db
      .update(resources)
      .set({ ...columnsOf(text, file), updatedAt: new Date() })
      .where(byId(resourceId));
    removeAfterCommit(ctx, storage, [current.fileKey]);
    return resourceId;
  }
  const [created] = await ctx.db
    .insert(resources)
    .values({ agencyId: ctx.agencyId, ...columnsOf(text, file) })
    .returning({ id: resources.id });
  const id = created!.id;
  await recordEvent(ctx, { kind: 'resource', recordId: id, label: text.name, action: 'create' });
  return id;
}
