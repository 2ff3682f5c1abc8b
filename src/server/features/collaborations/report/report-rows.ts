import { and, asc, desc, eq } from 'drizzle-orm';
import {
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { contentFiles, contentVersions } from '#server/db/schema/contents';
import { agencies } from '#server/db/schema/identity';
import { publicationReadings } from '#server/db/schema/performance';
import { notFound } from '#server/lib/app-error';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { isDraftFileType, isPostedStage } from '#shared/domain/content-stages';
import type { ReportPreview } from '#shared/schemas/report';

// Issue 30, decision 0056: what the campaign report reads, in three queries whatever the size of
// the deal (a member's tenant transaction, or a shared report's link's). Named columns only.

/**
 * The deal with its agency's name, conclusion and money, and every line with its deliverables
 * (a line without any: one row of nulls), in the deal's order; a 404 when not the agency's.
 */
export async function readReportDeal(reader: TenantReader, collaborationId: string) {
  const rows = await reader.db
    .select({
      name: collaborations.name,
      brand: collaborations.brand,
      conclusion: collaborations.reportConclusion,
      billedCents: collaborations.billedCents,
      marginCents: collaborations.marginCents,
      agencyName: agencies.name,
      lineId: collaborationInfluencers.id,
      influencerName: collaborationInfluencers.fullName,
      deliverableId: deliverables.id,
      type: deliverables.type,
      description: deliverables.description,
      priceCents: deliverables.priceCents,
      stage: deliverables.stage,
      publishedUrl: deliverables.publishedUrl,
      publishedOn: deliverables.publishedOn,
    })
    .from(collaborations)
    .innerJoin(agencies, eq(agencies.id, collaborations.agencyId))
    .leftJoin(
      collaborationInfluencers,
      and(
        eq(collaborationInfluencers.collaborationId, collaborations.id),
        eq(collaborationInfluencers.agencyId, reader.agencyId),
      ),
    )
    .leftJoin(
      deliverables,
      and(
        eq(deliverables.collaborationInfluencerId, collaborationInfluencers.id),
        eq(deliverables.agencyId, reader.agencyId),
      ),
    )
    .where(
      and(eq(collaborations.id, collaborationId), eq(collaborations.agencyId, reader.agencyId)),
    )
    .orderBy(
      asc(collaborationInfluencers.position),
      asc(collaborationInfluencers.id),
      asc(deliverables.position),
      asc(deliverables.id),
    );
  const [deal] = rows;
  if (!deal) throw notFound();
  const lines = rows.flatMap(({ lineId, influencerName, ...row }) =>
    lineId === null || influencerName === null ? [] : [{ ...row, lineId, influencerName }],
  );
  return { deal, lines };
}

/** The deal's published deliverables (isPostedStage), in the deal's order. */
export const findPublished = (lines: Awaited<ReturnType<typeof readReportDeal>>['lines']) =>
  lines.flatMap(({ deliverableId, stage, ...line }) =>
    deliverableId === null || stage === null || !isPostedStage(stage)
      ? []
      : [{ ...line, deliverableId, stage }],
  );

/** Every reading of the deal: the latest of each publication, and the older for the chart. */
export async function readReportReadings(reader: TenantReader, collaborationId: string) {
  return reader.db
    .select({
      id: publicationReadings.id,
      deliverableId: publicationReadings.deliverableId,
      readOn: publicationReadings.readOn,
      createdAt: publicationReadings.createdAt,
      impressions: publicationReadings.impressions,
      reach: publicationReadings.reach,
      views: publicationReadings.views,
      likes: publicationReadings.likes,
      comments: publicationReadings.comments,
      shares: publicationReadings.shares,
      saves: publicationReadings.saves,
      linkClicks: publicationReadings.linkClicks,
      sales: publicationReadings.sales,
    })
    .from(publicationReadings)
    .where(
      and(
        eq(publicationReadings.collaborationId, collaborationId),
        eq(publicationReadings.agencyId, reader.agencyId),
      ),
    );
}

/**
 * Each deliverable's preview: the first picture, video or PDF of its latest version (none
 * there: no preview, an older version's file is no longer the content), by deliverable id.
 */
export async function readReportPreviews(
  reader: TenantReader,
  collaborationId: string,
): Promise<Map<string, ReportPreview & { storageKey: string; sizeBytes: number }>> {
  const latest = reader.db
    .selectDistinctOn([contentVersions.deliverableId], {
      id: contentVersions.id,
      deliverableId: contentVersions.deliverableId,
    })
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.collaborationId, collaborationId),
        eq(contentVersions.agencyId, reader.agencyId),
      ),
    )
    .orderBy(contentVersions.deliverableId, desc(contentVersions.number))
    .as('latest');
  const files = await reader.db
    .select({
      deliverableId: latest.deliverableId,
      fileId: contentFiles.id,
      fileName: contentFiles.fileName,
      mimeType: contentFiles.mimeType,
      storageKey: contentFiles.storageKey,
      sizeBytes: contentFiles.sizeBytes,
    })
    .from(contentFiles)
    .innerJoin(latest, eq(latest.id, contentFiles.versionId))
    .where(
      and(
        eq(contentFiles.collaborationId, collaborationId),
        eq(contentFiles.agencyId, reader.agencyId),
      ),
    )
    .orderBy(asc(contentFiles.position), asc(contentFiles.id));
  const previews = new Map<string, ReportPreview & { storageKey: string; sizeBytes: number }>();
  for (const { deliverableId, ...file } of files) {
    if (!previews.has(deliverableId) && isDraftFileType(file.mimeType)) {
      previews.set(deliverableId, file);
    }
  }
  return previews;
}
