import { readBrief } from '#server/features/collaborations/contents/content-brief';
import { and, asc, desc, eq, type AnyColumn } from 'drizzle-orm';
import {
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { contentComments, contentFiles, contentVersions } from '#server/db/schema/contents';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { toDeliverableContentView } from '#server/features/collaborations/contents/contents-views';
import { today } from '#shared/domain/dates';
import type { ContentsOfDeal, DeliverableContentView } from '#shared/schemas/contents';

// The 'Contenus' tab (issue 29): a deal's deliverables with their drafts, files and thread.
// One query a table for the whole deal, whatever its number of deliverables.

/** What a read needs: the tenant transaction and the agency (a member's or a link's). */
export type TenantReader = Pick<AgencyContext, 'db' | 'agencyId'>;
export type ContentRows = Awaited<ReturnType<typeof readContentRows>>;

/** The deal's name, or a 404 when it is not one of the agency's. */
export async function getDealName(ctx: TenantReader, collaborationId: string) {
  const [deal] = await ctx.db
    .select({ name: collaborations.name })
    .from(collaborations)
    .where(and(eq(collaborations.id, collaborationId), eq(collaborations.agencyId, ctx.agencyId)));
  if (!deal) throw notFound();
  return deal.name;
}

/** The rows of one deal, or of one of its deliverables (`deliverableId`). */
export async function readContentRows(
  ctx: TenantReader,
  collaborationId: string,
  deliverableId?: string,
) {
  const one = (column: AnyColumn) => (deliverableId ? eq(column, deliverableId) : undefined);
  const inDeal = (table: { agencyId: AnyColumn; collaborationId: AnyColumn }) =>
    and(eq(table.agencyId, ctx.agencyId), eq(table.collaborationId, collaborationId));
  const items = await ctx.db
    .select()
    .from(deliverables)
    .where(and(inDeal(deliverables), one(deliverables.id)))
    .orderBy(asc(deliverables.position), asc(deliverables.id));
  const versions = await ctx.db
    .select()
    .from(contentVersions)
    .where(and(inDeal(contentVersions), one(contentVersions.deliverableId)))
    .orderBy(desc(contentVersions.number));
  const files = await ctx.db
    .select({
      id: contentFiles.id,
      versionId: contentFiles.versionId,
      fileName: contentFiles.fileName,
      mimeType: contentFiles.mimeType,
      sizeBytes: contentFiles.sizeBytes,
    })
    .from(contentFiles)
    .innerJoin(contentVersions, eq(contentVersions.id, contentFiles.versionId))
    .where(and(inDeal(contentFiles), one(contentVersions.deliverableId)))
    .orderBy(asc(contentFiles.position), asc(contentFiles.id));
  const comments = await ctx.db
    .select()
    .from(contentComments)
    .where(and(inDeal(contentComments), one(contentComments.deliverableId)))
    .orderBy(asc(contentComments.createdAt), asc(contentComments.id));
  return { items, versions, files, comments };
}

function toViews(collaborationId: string, rows: ContentRows, day: string) {
  return rows.items.map((item) =>
    toDeliverableContentView(collaborationId, day, {
      item,
      versions: rows.versions.filter((version) => version.deliverableId === item.id),
      files: rows.files,
      comments: rows.comments.filter((comment) => comment.deliverableId === item.id),
    }),
  );
}

/** GET /api/collaborations/:id/contents */
export async function getContentsOfDeal(
  ctx: TenantReader,
  collaborationId: string,
): Promise<ContentsOfDeal> {
  await getDealName(ctx, collaborationId);
  const lines = await ctx.db
    .select({
      id: collaborationInfluencers.id,
      influencerId: collaborationInfluencers.influencerId,
      fullName: collaborationInfluencers.fullName,
    })
    .from(collaborationInfluencers)
    .where(
      and(
        eq(collaborationInfluencers.agencyId, ctx.agencyId),
        eq(collaborationInfluencers.collaborationId, collaborationId),
      ),
    )
    .orderBy(asc(collaborationInfluencers.position), asc(collaborationInfluencers.id));
  const rows = await readContentRows(ctx, collaborationId);
  const views = toViews(collaborationId, rows, today());
  const lineOf = new Map(rows.items.map((item) => [item.id, item.collaborationInfluencerId]));
  const brief = await readBrief(ctx, collaborationId);
  return {
    collaborationId,
    brief: brief && { id: brief.id, name: brief.name },
    lines: lines.map((line) => ({
      lineId: line.id,
      influencerId: line.influencerId,
      fullName: line.fullName,
      deliverables: views.filter((view) => lineOf.get(view.id) === line.id),
    })),
  };
}

/** One deliverable's content, as the tab shows it (the answer of every write). */
export async function getDeliverableContent(
  ctx: TenantReader,
  collaborationId: string,
  deliverableId: string,
): Promise<DeliverableContentView> {
  const [view] = toViews(
    collaborationId,
    await readContentRows(ctx, collaborationId, deliverableId),
    today(),
  );
  if (!view) throw notFound();
  return view;
}

/** A draft's file of the deal, as the store knows it (404 when not the agency's). */
export async function getContentFile(ctx: TenantReader, collaborationId: string, id: string) {
  const [file] = await ctx.db
    .select({
      key: contentFiles.storageKey,
      name: contentFiles.fileName,
      type: contentFiles.mimeType,
      size: contentFiles.sizeBytes,
    })
    .from(contentFiles)
    .where(
      and(
        eq(contentFiles.id, id),
        eq(contentFiles.collaborationId, collaborationId),
        eq(contentFiles.agencyId, ctx.agencyId),
      ),
    );
  if (!file) throw notFound();
  return file;
}
