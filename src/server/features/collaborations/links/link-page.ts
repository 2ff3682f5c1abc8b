import { and, asc, eq } from 'drizzle-orm';
import { collaborationInfluencers, collaborations } from '#server/db/schema/collaborations';
import { agencies } from '#server/db/schema/identity';
import { AppError } from '#server/lib/app-error';
import type { LinkContext } from '#server/lib/context';
import { readContentRows } from '#server/features/collaborations/contents/contents-read';
import { readBrief } from '#server/features/collaborations/contents/content-brief';
import { withLinkReadings } from '#server/features/collaborations/links/link-reading-views';
import { toLinkContentView } from '#server/features/collaborations/links/link-views';
import { today } from '#shared/domain/dates';
import type { Outsider } from '#shared/domain/link-contents';
import { linksText } from '#shared/i18n/fr-links';
import type { LinkContentView, LinkDealPage, LinkPage } from '#shared/schemas/link-pages';
import { getCastingLinkPage } from '#server/features/collaborations/links/feature-services';

// GET /api/link/me (decisions 0050, 0051): what a creator's or a brand's link opens. Named
// columns only: no price, rate, margin or billing ever leaves, and a creator sees their own
// line alone. A casting's link is not a deal's: it answers as before (its page comes apart).

export const linkGone = () => new AppError('link_unknown', 404, linksText.errors.unknown);

/** The deal a creator's or brand's link opens, and who the outsider is; else 404. */
export function dealOfLink({ link }: LinkContext) {
  // A casting's, a shared report's and a calendar's links open other pages.
  if (!link.collaborationId || (link.kind !== 'creator' && link.kind !== 'brand')) throw linkGone();
  if (link.kind === 'creator' && !link.collaborationInfluencerId) throw linkGone();
  return {
    collaborationId: link.collaborationId,
    outsider: link.kind satisfies Outsider,
    // A creator's link: their own line only.
    lineId: link.kind === 'creator' ? (link.collaborationInfluencerId ?? undefined) : undefined,
  };
}

/** The lines the link sees (one for a creator), in the deal's order. */
async function findLines(linkCtx: LinkContext, collaborationId: string, lineId?: string) {
  const { db, link } = linkCtx;
  return db
    .select({ id: collaborationInfluencers.id, fullName: collaborationInfluencers.fullName })
    .from(collaborationInfluencers)
    .where(
      and(
        eq(collaborationInfluencers.collaborationId, collaborationId),
        eq(collaborationInfluencers.agencyId, link.agencyId),
        lineId === undefined ? undefined : eq(collaborationInfluencers.id, lineId),
      ),
    )
    .orderBy(asc(collaborationInfluencers.position), asc(collaborationInfluencers.id));
}

/** The link's views of the deal's deliverables (of one, with `deliverableId`), by line. */
async function readLinkContents(linkCtx: LinkContext, deliverableId?: string) {
  const { collaborationId, outsider, lineId } = dealOfLink(linkCtx);
  const reader = { db: linkCtx.db, agencyId: linkCtx.link.agencyId };
  const rows = await readContentRows(reader, collaborationId, deliverableId);
  const day = today();
  const contents = rows.items
    .filter((item) => lineId === undefined || item.collaborationInfluencerId === lineId)
    .map((item) => ({
      lineId: item.collaborationInfluencerId,
      view: toLinkContentView(outsider, day, item, rows),
    }));
  // A creator's published deliverables take their readings (issue 30); the brand's page none.
  return outsider === 'creator' ? withLinkReadings(reader, collaborationId, contents) : contents;
}

/** One deliverable as the link sees it (the answer of its writes); another line's: 404. */
export async function getLinkContent(
  linkCtx: LinkContext,
  deliverableId: string,
): Promise<LinkContentView> {
  const [found] = await readLinkContents(linkCtx, deliverableId);
  if (!found) throw linkGone();
  return found.view;
}

/** GET: the deal's brief when it is a file (creator links only). */
export const LINK_BRIEF_PATH = '/api/link/brief';

/** The brief's file for a creator's link; 404 without one. */
export async function getLinkBriefFile(linkCtx: LinkContext) {
  const { collaborationId, outsider } = dealOfLink(linkCtx);
  if (outsider !== 'creator') throw linkGone();
  const brief = await readBrief(
    { db: linkCtx.db, agencyId: linkCtx.link.agencyId },
    collaborationId,
  );
  if (!brief?.key) throw linkGone();
  return {
    key: brief.key,
    name: brief.fileName || brief.name,
    type: brief.type ?? '',
    size: brief.size ?? 0,
  };
}

export async function getLinkPage(linkCtx: LinkContext): Promise<LinkPage> {
  if (linkCtx.link.kind === 'casting') return getCastingLinkPage(linkCtx);
  return getDealLinkPage(linkCtx);
}

async function getDealLinkPage(linkCtx: LinkContext): Promise<LinkDealPage> {
  const { db, link } = linkCtx;
  const { collaborationId, outsider, lineId } = dealOfLink(linkCtx);
  const [deal] = await db
    .select({ name: collaborations.name, brand: collaborations.brand, agencyName: agencies.name })
    .from(collaborations)
    .innerJoin(agencies, eq(agencies.id, collaborations.agencyId))
    .where(and(eq(collaborations.id, collaborationId), eq(collaborations.agencyId, link.agencyId)));
  if (!deal) throw linkGone();
  const lines = await findLines(linkCtx, collaborationId, lineId);
  // A creator's line gone from the deal: nothing to show (the brand's page may be empty).
  if (lineId !== undefined && lines.length === 0) throw linkGone();
  const contents = await readLinkContents(linkCtx);
  const brief =
    outsider === 'creator'
      ? await readBrief({ db, agencyId: link.agencyId }, collaborationId)
      : null;
  return {
    kind: outsider,
    agencyName: deal.agencyName,
    collaborationName: deal.name,
    brand: deal.brand,
    expiresAt: link.expiresAt.toISOString(),
    // A file of the agency's is read through the link; an address is given as is.
    brief: brief && {
      name: brief.name,
      url: brief.key ? LINK_BRIEF_PATH : (brief.url ?? ''),
    },
    influencers: lines.map((line) => ({
      fullName: line.fullName,
      deliverables: contents
        .filter((content) => content.lineId === line.id)
        .map((content) => content.view),
    })),
  };
}
