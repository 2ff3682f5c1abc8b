import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { agencies } from '#server/db/schema/identity';
import { AppError } from '#server/lib/app-error';
import type { LinkContext } from '#server/lib/context';
import type { LinkDeliverable } from '#shared/schemas/private-links';
import { linksText } from '#shared/i18n/fr-links';
import { getCastingLinkPage } from '#server/features/collaborations/links/feature-services';

// GET /api/link/me (decision 0050): what an outsider's link opens. Named columns only: no
// price, rate, margin or billing ever leaves, and a creator sees their own line alone.

const deliverableColumns = {
  id: deliverables.id,
  type: deliverables.type,
  description: deliverables.description,
  publishOn: deliverables.publishOn,
  stage: deliverables.stage,
};

const gone = () => new AppError('link_unknown', 404, linksText.errors.unknown);

async function findDeliverablesOf(
  { db, link }: LinkContext,
  lineIds: string[],
): Promise<Array<LinkDeliverable & { lineId: string }>> {
  if (lineIds.length === 0) return [];
  return db
    .select({ ...deliverableColumns, lineId: deliverables.collaborationInfluencerId })
    .from(deliverables)
    .where(
      and(
        inArray(deliverables.collaborationInfluencerId, lineIds),
        eq(deliverables.agencyId, link.agencyId),
      ),
    )
    .orderBy(asc(deliverables.position), asc(deliverables.id));
}

const withoutLine = ({ lineId: _lineId, ...item }: LinkDeliverable & { lineId: string }) => item;

export async function getLinkPage(linkCtx: LinkContext) {
  if (linkCtx.link.kind === 'casting') return getCastingLinkPage(linkCtx);
  const { db, link } = linkCtx;
  if (!link.collaborationId || link.kind === 'casting') throw gone();
  const [deal] = await db
    .select({ name: collaborations.name, brand: collaborations.brand, agencyName: agencies.name })
    .from(collaborations)
    .innerJoin(agencies, eq(agencies.id, collaborations.agencyId))
    .where(
      and(eq(collaborations.id, link.collaborationId), eq(collaborations.agencyId, link.agencyId)),
    );
  if (!deal) throw gone();
  const lines = await db
    .select({ id: collaborationInfluencers.id, fullName: collaborationInfluencers.fullName })
    .from(collaborationInfluencers)
    .where(
      and(
        eq(collaborationInfluencers.collaborationId, link.collaborationId),
        eq(collaborationInfluencers.agencyId, link.agencyId),
        link.kind === 'creator'
          ? eq(collaborationInfluencers.id, link.collaborationInfluencerId ?? link.id)
          : undefined,
      ),
    )
    .orderBy(asc(collaborationInfluencers.position), asc(collaborationInfluencers.id));
  const items = await findDeliverablesOf(
    linkCtx,
    lines.map((line) => line.id),
  );
  const influencers = lines.map((line) => ({
    fullName: line.fullName,
    deliverables: items.filter((item) => item.lineId === line.id).map(withoutLine),
  }));
  const common = {
    agencyName: deal.agencyName,
    collaborationName: deal.name,
    brand: deal.brand,
    expiresAt: link.expiresAt.toISOString(),
  };
  if (link.kind === 'brand') return { kind: 'brand' as const, ...common, influencers };
  const [creator] = influencers;
  if (!creator) throw gone();
  return { kind: 'creator' as const, ...common, creator };
}
