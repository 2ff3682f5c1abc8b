import { and, asc, eq, inArray } from 'drizzle-orm';
import { castingProposals, castings } from '#server/db/schema/work';
import type { AgencyContext } from '#server/lib/context';
import { notFound } from '#server/lib/app-error';

// What every casting answer holds: the casting, its proposals in order, and the selected
// influencers derived from them (spec: selectedInfluencers are the accepted proposals).

/** Reading needs the tenant transaction only: a member's, or a casting link's (decision 0053). */
type ReadContext = Pick<AgencyContext, 'db' | 'agencyId'>;

/** The castings of `ids`, in that order, with their proposals: two statements whatever the count. */
export async function getCastingViews(ctx: ReadContext, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: castings.id,
      name: castings.name,
      brand: castings.brand,
      clientId: castings.clientId,
      description: castings.description,
      requirements: castings.requirements,
      status: castings.status,
      collaborationId: castings.collaborationId,
      version: castings.version,
      createdAt: castings.createdAt,
      updatedAt: castings.updatedAt,
    })
    .from(castings)
    .where(and(eq(castings.agencyId, ctx.agencyId), inArray(castings.id, ids)));
  const proposals = await ctx.db
    .select({
      id: castingProposals.id,
      castingId: castingProposals.castingId,
      influencerId: castingProposals.influencerId,
      fullName: castingProposals.fullName,
      status: castingProposals.status,
      notes: castingProposals.notes,
      // « Validé par le client »: who decided through the casting's link, else null.
      decidedByClientName: castingProposals.decidedByClientName,
      decidedByClientAt: castingProposals.decidedByClientAt,
    })
    .from(castingProposals)
    .where(
      and(eq(castingProposals.agencyId, ctx.agencyId), inArray(castingProposals.castingId, ids)),
    )
    .orderBy(asc(castingProposals.castingId), asc(castingProposals.position));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = proposals
      .filter((proposal) => proposal.castingId === id)
      .map(({ castingId: _castingId, decidedByClientAt, ...proposal }) => ({
        ...proposal,
        decidedByClientAt: decidedByClientAt?.toISOString() ?? null,
      }));
    return [
      {
        ...row,
        proposals: own,
        selectedInfluencerIds: own.flatMap((proposal) =>
          proposal.status === 'accepted' && proposal.influencerId ? [proposal.influencerId] : [],
        ),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
}
export type CastingView = Awaited<ReturnType<typeof getCastingViews>>[number];

export async function getCasting(ctx: ReadContext, id: string) {
  const [view] = await getCastingViews(ctx, [id]);
  if (!view) throw notFound();
  return view;
}
