import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { collaborations } from '#server/db/schema/collaborations';
import { privateLinks } from '#server/db/schema/contents';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext, LinkContext } from '#server/lib/context';
import type { StoredFile } from '#server/lib/storage/file-response';
import {
  createdLinkAnswer,
  getAgencyName,
  issueLink,
  type LinkSending,
} from '#server/lib/private-links/agency-links';
import { byIdInAgency } from '#server/features/collaborations/collaboration-detail';
import { mailLink } from '#server/features/collaborations/links/link-mail';
import { linkGone } from '#server/features/collaborations/links/link-page';
import {
  findPublished,
  readReportDeal,
  readReportPreviews,
} from '#server/features/collaborations/report/report-rows';
import { getCampaignReport } from '#server/features/collaborations/report/report-service';
import type { CampaignReport, reportLinkSchema } from '#shared/schemas/report';
import type { CreatedLink } from '#shared/schemas/private-links';

// Issue 30, decision 0056: 'Partager le rapport', a private link of kind 'report' (the token
// rules of decision 0050) that opens the live report of one deal, read-only, and nothing else.

export const REPORT_PAGE_PATH = '/lien/rapport';

/** A shared report lives 90 days from its creation; sharing again makes a new one. */
export const REPORT_LINK_DAYS = 90;
const DAY_MS = 86_400_000;
export const reportLinkExpiry = (now = new Date()) =>
  new Date(now.getTime() + REPORT_LINK_DAYS * DAY_MS);

/**
 * POST /api/collaborations/:id/links/report: a new link to the deal's report, the deal's older
 * report links revoked at once (a change of 'Afficher le budget' is a new link); mailed after
 * commit when an address is given.
 */
export async function createReportLink(
  ctx: AgencyContext,
  sending: LinkSending,
  collaborationId: string,
  input: z.output<typeof reportLinkSchema>,
): Promise<CreatedLink> {
  // Locked until commit: two clicks at once leave one live link, not two.
  const [deal] = await ctx.db
    .select({ id: collaborations.id, name: collaborations.name, brand: collaborations.brand })
    .from(collaborations)
    .where(byIdInAgency(ctx, collaborationId))
    .for('update');
  if (!deal) throw notFound();
  const target = {
    kind: 'report' as const,
    collaborationId: deal.id,
    collaborationInfluencerId: null,
    castingId: null,
    showBudget: input.showBudget,
  };
  const link = await issueLink(ctx, sending, target, {
    expiresAt: reportLinkExpiry(),
    pagePath: REPORT_PAGE_PATH,
  });
  if (input.email) {
    const agencyName = await getAgencyName(ctx);
    mailLink(ctx, sending.mailer, { kind: 'report', agencyName, deal, to: input.email, link });
  }
  return createdLinkAnswer(link, input);
}

/** The deal a shared report's link opens, and whether it shows the budget; else 404. */
async function reportOfLink(linkCtx: LinkContext) {
  const { db, link } = linkCtx;
  if (link.kind !== 'report' || !link.collaborationId) throw linkGone();
  const [row] = await db
    .select({ showBudget: privateLinks.showBudget })
    .from(privateLinks)
    .where(eq(privateLinks.id, link.id));
  if (!row) throw linkGone();
  const reader = { db, agencyId: link.agencyId };
  return { reader, collaborationId: link.collaborationId, showBudget: row.showBudget };
}

/** GET /api/link/report: the live report, as the brand may see it. */
export async function getLinkReport(linkCtx: LinkContext): Promise<CampaignReport> {
  const { reader, collaborationId, showBudget } = await reportOfLink(linkCtx);
  return getCampaignReport(reader, collaborationId, { kind: 'shared', showBudget });
}

/** GET /api/link/report/files/:fileId: a preview of one of the deal's publications, else 404. */
export async function getLinkReportFile(linkCtx: LinkContext, fileId: string): Promise<StoredFile> {
  const { reader, collaborationId } = await reportOfLink(linkCtx);
  const { lines } = await readReportDeal(reader, collaborationId);
  const published = new Set(findPublished(lines).map((item) => item.deliverableId));
  const previews = await readReportPreviews(reader, collaborationId);
  for (const [deliverableId, preview] of previews) {
    if (preview.fileId === fileId && published.has(deliverableId)) {
      return {
        key: preview.storageKey,
        name: preview.fileName,
        type: preview.mimeType,
        size: preview.sizeBytes,
      };
    }
  }
  throw linkGone();
}
