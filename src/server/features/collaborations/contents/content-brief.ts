import { and, eq } from 'drizzle-orm';
import { collaborations } from '#server/db/schema/collaborations';
import { resources } from '#server/db/schema/work';
import { invalid, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent } from '#server/lib/history';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { diffRecordViews } from '#shared/domain/record-history';
import { contents as t } from '#shared/i18n/fr-contents';

// Issue 29, item 3: the deal's brief, one of the agency's resources, which its creators read on
// their link page (a file through the link, or the resource's address).

/** The deal's brief with what serving it needs; null without one. A 404 for another agency. */
export async function readBrief(ctx: TenantReader, collaborationId: string) {
  const [row] = await ctx.db
    .select({
      dealId: collaborations.id,
      id: resources.id,
      name: resources.name,
      url: resources.url,
      key: resources.fileKey,
      fileName: resources.fileName,
      type: resources.fileType,
      size: resources.fileSize,
    })
    .from(collaborations)
    .leftJoin(
      resources,
      and(
        eq(resources.id, collaborations.briefResourceId),
        eq(resources.agencyId, collaborations.agencyId),
      ),
    )
    .where(and(eq(collaborations.id, collaborationId), eq(collaborations.agencyId, ctx.agencyId)));
  if (!row) throw notFound();
  if (row.id === null) return null;
  return { ...row, id: row.id, name: row.name ?? '' };
}

/** PUT …/contents/brief: sets (or clears) the brief; the deal's history names it. */
export async function setBrief(
  ctx: AgencyContext,
  collaborationId: string,
  resourceId: string | null,
) {
  const [deal] = await ctx.db
    .select({ name: collaborations.name })
    .from(collaborations)
    .where(and(eq(collaborations.id, collaborationId), eq(collaborations.agencyId, ctx.agencyId)))
    .for('update');
  if (!deal) throw notFound();
  const before = await readBrief(ctx, collaborationId);
  let after: { id: string; name: string } | null = null;
  if (resourceId !== null) {
    const [resource] = await ctx.db
      .select({ id: resources.id, name: resources.name })
      .from(resources)
      .where(and(eq(resources.id, resourceId), eq(resources.agencyId, ctx.agencyId)));
    if (!resource) throw invalid({ resourceId: t.errors.unknownBrief }, t.errors.unknownBrief);
    after = resource;
  }
  await ctx.db
    .update(collaborations)
    .set({ briefResourceId: after?.id ?? null })
    .where(and(eq(collaborations.id, collaborationId), eq(collaborations.agencyId, ctx.agencyId)));
  await recordEvent(ctx, {
    kind: 'collaboration',
    recordId: collaborationId,
    label: deal.name,
    action: 'update',
    changes: diffRecordViews(
      { briefResource: before?.name ?? null },
      { briefResource: after?.name ?? null },
    ),
  });
  return { brief: after };
}
