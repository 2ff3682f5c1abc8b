import { and, asc, eq, inArray } from 'drizzle-orm';
import { clients, influencerPlatforms, influencers } from '#server/db/schema/address-book';
import { agencies } from '#server/db/schema/identity';
import { castingProposals, castings } from '#server/db/schema/work';
import { AppError } from '#server/lib/app-error';
import type { LinkContext } from '#server/lib/context';
import type { LinkCastingPage } from '#shared/schemas/link-pages';
import { linksText } from '#shared/i18n/fr-links';

// GET /api/link/me for a casting's selection link (issue 29, decision 0053): the brief and the
// proposed influencers, by named columns only — never the agency's notes, rates, emails,
// phones, addresses, nor the reviewer's email.

const gone = () => new AppError('link_unknown', 404, linksText.errors.unknown);

/** Who is proposed: name, username, platforms and their summed audience (when known). */
async function findProfiles({ db, link }: LinkContext, influencerIds: string[]) {
  if (influencerIds.length === 0) return new Map<string, Profile>();
  const people = await db
    .select({ id: influencers.id, username: influencers.username })
    .from(influencers)
    .where(and(inArray(influencers.id, influencerIds), eq(influencers.agencyId, link.agencyId)));
  const platforms = await db
    .select({
      influencerId: influencerPlatforms.influencerId,
      name: influencerPlatforms.name,
      audience: influencerPlatforms.audience,
    })
    .from(influencerPlatforms)
    .where(
      and(
        inArray(influencerPlatforms.influencerId, influencerIds),
        eq(influencerPlatforms.agencyId, link.agencyId),
      ),
    )
    .orderBy(asc(influencerPlatforms.influencerId), asc(influencerPlatforms.position));
  return new Map(
    people.map((person) => {
      const own = platforms.filter((platform) => platform.influencerId === person.id);
      const audiences = own.flatMap((platform) =>
        (platform.audience ?? null) === null ? [] : [platform.audience as number],
      );
      const profile: Profile = {
        username: person.username,
        platforms: [...new Set(own.map((platform) => platform.name))],
        followers: audiences.length === 0 ? null : audiences.reduce((sum, n) => sum + n, 0),
      };
      return [person.id, profile];
    }),
  );
}
type Profile = { username: string; platforms: string[]; followers: number | null };

export async function getCastingLinkPage(linkCtx: LinkContext): Promise<LinkCastingPage> {
  const { db, link } = linkCtx;
  if (link.kind !== 'casting' || !link.castingId) throw gone();
  const [casting] = await db
    .select({
      name: castings.name,
      brand: castings.brand,
      clientBrand: clients.brandName,
      description: castings.description,
      agencyName: agencies.name,
    })
    .from(castings)
    .innerJoin(agencies, eq(agencies.id, castings.agencyId))
    .leftJoin(
      clients,
      and(eq(clients.id, castings.clientId), eq(clients.agencyId, castings.agencyId)),
    )
    .where(and(eq(castings.id, link.castingId), eq(castings.agencyId, link.agencyId)));
  if (!casting) throw gone();
  const proposals = await db
    .select({
      id: castingProposals.id,
      influencerId: castingProposals.influencerId,
      fullName: castingProposals.fullName,
      status: castingProposals.status,
      decidedBy: castingProposals.decidedByClientName,
    })
    .from(castingProposals)
    .where(
      and(
        eq(castingProposals.castingId, link.castingId),
        eq(castingProposals.agencyId, link.agencyId),
      ),
    )
    .orderBy(asc(castingProposals.position), asc(castingProposals.id));
  const profiles = await findProfiles(
    linkCtx,
    proposals.flatMap((proposal) => (proposal.influencerId ? [proposal.influencerId] : [])),
  );
  return {
    kind: 'casting',
    agencyName: casting.agencyName,
    expiresAt: link.expiresAt.toISOString(),
    castingName: casting.name,
    // The brand is the casting's client (its name today), the copy kept on the casting otherwise.
    brand: casting.clientBrand ?? casting.brand,
    description: casting.description,
    proposals: proposals.map(({ influencerId, ...proposal }) => {
      const profile = influencerId ? profiles.get(influencerId) : undefined;
      return {
        ...proposal,
        username: profile?.username ?? '',
        platforms: profile?.platforms ?? [],
        followers: profile?.followers ?? null,
      };
    }),
  };
}
