import { and, asc, desc, eq, max } from 'drizzle-orm';
import {
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { privateLinks } from '#server/db/schema/contents';
import { AppError, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import {
  createdLinkAnswer as answer,
  getAgencyName,
  issueLink as issuePrivateLink,
  revokeLinkOf,
  toLinkItem,
  type LinkSending,
} from '#server/lib/private-links/agency-links';
import { linkExpiry } from '#server/lib/private-links/link-expiry';
import type { LinkTarget } from '#server/lib/private-links/private-links';
import { byIdInAgency } from '#server/features/collaborations/collaboration-detail';
import { mailLink } from '#server/features/collaborations/links/link-mail';
import type { CreatedLink, LinkCreateInput, PrivateLinkItem } from '#shared/schemas/private-links';
import { linksText } from '#shared/i18n/fr-links';

// Issue 29, decision 0050: the agency's side of private links, per creator line and per deal.

export type { LinkSending };

const PAGE_PATHS = { creator: '/lien/createur', brand: '/lien/client' } as const;

async function getDeal(ctx: AgencyContext, id: string, isLocked = false) {
  const query = ctx.db
    .select({ id: collaborations.id, name: collaborations.name, brand: collaborations.brand })
    .from(collaborations)
    .where(byIdInAgency(ctx, id));
  // Issuing a link locks the deal until commit: two clicks at once leave one live link, not two.
  const [deal] = await (isLocked ? query.for('update') : query);
  if (!deal) throw notFound();
  return deal;
}

/** The last planned publication among these deliverables (a line's, or the whole deal's). */
async function findLastPublishOn(ctx: AgencyContext, where: ReturnType<typeof eq>) {
  const [row] = await ctx.db
    .select({ last: max(deliverables.publishOn) })
    .from(deliverables)
    .where(and(where, eq(deliverables.agencyId, ctx.agencyId)));
  return row?.last ?? null;
}

async function issueLink(
  ctx: AgencyContext,
  sending: LinkSending,
  target: LinkTarget & { kind: 'creator' | 'brand' },
  lastPublishOn: string | null,
) {
  return issuePrivateLink(ctx, sending, target, {
    expiresAt: linkExpiry(lastPublishOn),
    pagePath: PAGE_PATHS[target.kind],
  });
}

/** 'Lien créateur': a new link for one line of the deal; the line's older links stop at once. */
export async function createCreatorLink(
  ctx: AgencyContext,
  sending: LinkSending,
  collaborationId: string,
  lineId: string,
  input: LinkCreateInput,
): Promise<CreatedLink> {
  const deal = await getDeal(ctx, collaborationId, true);
  const [line] = await ctx.db
    .select({ id: collaborationInfluencers.id, fullName: collaborationInfluencers.fullName })
    .from(collaborationInfluencers)
    .where(
      and(
        eq(collaborationInfluencers.id, lineId),
        eq(collaborationInfluencers.collaborationId, deal.id),
        eq(collaborationInfluencers.agencyId, ctx.agencyId),
      ),
    );
  if (!line) throw new AppError('not_found', 404, linksText.errors.noLine);
  const lastPublishOn = await findLastPublishOn(
    ctx,
    eq(deliverables.collaborationInfluencerId, line.id),
  );
  const target = {
    kind: 'creator' as const,
    collaborationId: deal.id,
    collaborationInfluencerId: line.id,
    castingId: null,
  };
  const link = await issueLink(ctx, sending, target, lastPublishOn);
  if (input.email) {
    const agencyName = await getAgencyName(ctx);
    const mail = { kind: 'creator', agencyName, deal, fullName: line.fullName } as const;
    mailLink(ctx, sending.mailer, { ...mail, to: input.email, link });
  }
  return answer(link, input);
}

/** 'Lien client': a new link for the brand's contacts; the deal's older ones stop at once. */
export async function createBrandLink(
  ctx: AgencyContext,
  sending: LinkSending,
  collaborationId: string,
  input: LinkCreateInput,
): Promise<CreatedLink> {
  const deal = await getDeal(ctx, collaborationId, true);
  const lastPublishOn = await findLastPublishOn(ctx, eq(deliverables.collaborationId, deal.id));
  const target = {
    kind: 'brand' as const,
    collaborationId: deal.id,
    collaborationInfluencerId: null,
    castingId: null,
  };
  const link = await issueLink(ctx, sending, target, lastPublishOn);
  if (input.email) {
    const agencyName = await getAgencyName(ctx);
    mailLink(ctx, sending.mailer, { kind: 'brand', agencyName, deal, to: input.email, link });
  }
  return answer(link, input);
}

/** The deal's links, newest first: their state, never their token nor its hash. */
export async function listLinks(
  ctx: AgencyContext,
  collaborationId: string,
): Promise<{ items: PrivateLinkItem[] }> {
  const deal = await getDeal(ctx, collaborationId);
  const rows = await ctx.db
    .select({
      id: privateLinks.id,
      kind: privateLinks.kind,
      lineId: privateLinks.collaborationInfluencerId,
      fullName: collaborationInfluencers.fullName,
      createdAt: privateLinks.createdAt,
      expiresAt: privateLinks.expiresAt,
      lastUsedAt: privateLinks.lastUsedAt,
      revokedAt: privateLinks.revokedAt,
      showBudget: privateLinks.showBudget,
    })
    .from(privateLinks)
    .leftJoin(
      collaborationInfluencers,
      eq(collaborationInfluencers.id, privateLinks.collaborationInfluencerId),
    )
    .where(and(eq(privateLinks.collaborationId, deal.id), eq(privateLinks.agencyId, ctx.agencyId)))
    .orderBy(desc(privateLinks.createdAt), asc(privateLinks.id));
  const now = new Date();
  return {
    items: rows.map(({ showBudget, ...row }) =>
      toLinkItem(
        {
          ...row,
          fullName: row.kind === 'creator' ? row.fullName : null,
          // A shared report's link says whether it shows the budget (issue 30).
          ...(row.kind === 'report' ? { showBudget } : {}),
        },
        now,
      ),
    ),
  };
}

/** Revokes one of the deal's links: refused from the next request on. */
export async function revokeLink(ctx: AgencyContext, collaborationId: string, linkId: string) {
  const deal = await getDeal(ctx, collaborationId);
  await revokeLinkOf(ctx, linkId, eq(privateLinks.collaborationId, deal.id));
}
