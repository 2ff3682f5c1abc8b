import { and, eq } from 'drizzle-orm';
import { castingProposals } from '#server/db/schema/work';
import { AppError } from '#server/lib/app-error';
import type { LinkContext } from '#server/lib/context';
import { setProposalStatus } from '#server/features/castings/castings-service';
import { getCastingLinkPage } from '#server/features/castings/links/casting-link-page';
import type { LinkCastingPage, Reviewer } from '#shared/schemas/link-pages';
import type { CastingProposalDecision } from '#shared/schemas/link-pages';
import { castingLinksText as t } from '#shared/i18n/fr-castings-links';
import { linksText } from '#shared/i18n/fr-links';

// POST /api/link/casting/proposals/:proposalId (decision 0053): the brand accepts or refuses
// one proposed influencer. The status is set by the agency's own function, so « Accepter »
// from the link does exactly what the agency's button does; the reviewer is kept beside it and
// named in the casting's history as « … (client, par son lien) ».

const noProposal = () => new AppError('not_found', 404, t.errors.noProposal);

export async function decideProposal(
  linkCtx: LinkContext,
  proposalId: string,
  input: { decision: CastingProposalDecision; reviewer: Reviewer },
): Promise<LinkCastingPage> {
  const { db, link } = linkCtx;
  // A creator's or a brand's link of a deal opens no casting.
  if (link.kind !== 'casting' || !link.castingId) {
    throw new AppError('link_not_here', 403, linksText.errors.notHere);
  }
  const [proposal] = await db
    .select({ id: castingProposals.id })
    .from(castingProposals)
    .where(
      and(
        eq(castingProposals.id, proposalId),
        eq(castingProposals.castingId, link.castingId),
        eq(castingProposals.agencyId, link.agencyId),
      ),
    );
  if (!proposal) throw noProposal();
  const author = { id: null, name: t.historyActor(input.reviewer.name) };
  await setProposalStatus(
    { db, agencyId: link.agencyId, author },
    link.castingId,
    proposal.id,
    input.decision,
    input.reviewer,
  );
  return getCastingLinkPage(linkCtx);
}
