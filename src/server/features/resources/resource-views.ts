import { and, eq, inArray } from 'drizzle-orm';
import { resources } from '#server/db/schema/work';
import type { AgencyContext } from '#server/lib/context';
import { notFound } from '#server/lib/app-error';

// What every resource answer holds. The file itself is served by GET /api/resources/:id/file
// (resource-file-routes.ts); its storage key never leaves the server.

const columns = {
  id: resources.id,
  name: resources.name,
  type: resources.type,
  description: resources.description,
  url: resources.url,
  fileKey: resources.fileKey,
  fileName: resources.fileName,
  fileType: resources.fileType,
  fileSize: resources.fileSize,
  version: resources.version,
  createdAt: resources.createdAt,
  updatedAt: resources.updatedAt,
};

type ResourceRow = Pick<typeof resources.$inferSelect, keyof typeof columns>;

export function toResourceView({ fileKey, ...row }: ResourceRow) {
  return {
    ...row,
    url: row.url || null,
    fileUrl: fileKey ? `/api/resources/${row.id}/file` : null,
  };
}
export type ResourceView = ReturnType<typeof toResourceView>;

/** The resources of `ids`, in that order (a list page picked them). */
export async function getResourceViews(ctx: AgencyContext, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select(columns)
    .from(resources)
    .where(and(eq(resources.agencyId, ctx.agencyId), inArray(resources.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toResourceView(row)] : [];
  });
}

/** One resource of the caller's agency with its storage key, or 404. */
export async function getResourceRow(ctx: AgencyContext, id: string) {
  const [row] = await ctx.db
    .select(columns)
    .from(resources)
    .where(and(eq(resources.agencyId, ctx.agencyId), eq(resources.id, id)));
  if (!row) throw notFound();
  return row;
}

export const getResource = async (ctx: AgencyContext, id: string) =>
  toResourceView(await getResourceRow(ctx, id));

/** The resource as its history sees it (decision 0045): never its storage key. */
export const toResourceHistoryView = (row: ResourceRow) => ({
  name: row.name,
  type: row.type,
  description: row.description,
  url: row.url || null,
  fileName: row.fileName,
});
