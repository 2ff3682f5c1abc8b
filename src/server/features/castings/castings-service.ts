import { and, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { clients, influencers } from '#server/db/schema/address-book';
import { castingProposals, castings } from '#server/db/schema/work';
import { AppError, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent, type EventWriter } from '#server/lib/history';
import { claimVersion } from '#server/lib/record-version';
import { recordCastingChange } from '#server/features/castings/casting-history';
import { getCasting } from '#server/features/castings/casting-views';
import type { CastingStatus, ProposalStatus } from '#shared/domain/enums';
import { buildSearchText, normalizeSearchText } from '#shared/domain/search';
import type { CastingInput, CastingUpdate } from '#shared/schemas/castings';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { fr } from '#shared/i18n/fr';
import { moveToTrash } from '#server/lib/trash/move-to-trash';

const t = castingsScreen;

/** A body's reference to a row the agency does not hold is a 404 naming the field. */
const missing = (field: string) =>
  new AppError('not_found', 404, fr.errors.documentNotFound, {
    [field]: fr.errors.documentNotFound,
  });

const byId = (ctx: Pick<AgencyContext, 'agencyId'>, id: string) =>
  and(eq(castings.id, id), eq(castings.agencyId, ctx.agencyId)) as SQL;

/** The brand comes from the client (read-only in the form); the influencers must be ours. */
async function resolveReferences(ctx: AgencyContext, input: CastingInput, kept: Set<string>) {
  const [client] = await ctx.db
    .select({ id: clients.id, brandName: clients.brandName })
    .from(clients)
    .where(and(eq(clients.id, input.clientId), eq(clients.agencyId, ctx.agencyId)));
  if (!client) throw missing('clientId');
  const ids = input.proposals.map((proposal) => proposal.influencerId);
  const found =
    ids.length === 0
      ? []
      : await ctx.db
          .select({
            id: influencers.id,
            fullName: influencers.fullName,
            isArchived: influencers.isArchived,
          })
          .from(influencers)
          .where(and(eq(influencers.agencyId, ctx.agencyId), inArray(influencers.id, ids)));
  const people = new Map(found.map((person) => [person.id, person]));
  input.proposals.forEach((proposal, index) => {
    const person = people.get(proposal.influencerId);
    if (!person) throw missing(`proposals.${index}.influencerId`);
    // Archived influencers are not proposed anew; one proposed before its archiving stays.
    if (person.isArchived && !kept.has(person.id)) {
      const field = `proposals.${index}.influencerId`;
      throw new AppError('validation', 422, t.archivedInfluencer, {
        [field]: t.archivedInfluencer,
      });
    }
  });
  return { client, people };
}

const searchKeys = (name: string, brand: string) => ({
  nameKey: normalizeSearchText(name),
  brandKey: normalizeSearchText(brand),
  searchText: buildSearchText([name, brand]),
});

/**
 * The proposals as the body lists them: removed ones deleted, the others upserted on
 * (casting, influencer) with their new place and notes, so a kept proposal keeps its id and
 * status and a new one starts pending.
 */
async function saveProposals(
  ctx: AgencyContext,
  castingId: string,
  input: CastingInput,
  people: Map<string, { fullName: string }>,
) {
  const ids = input.proposals.map((proposal) => proposal.influencerId);
  await ctx.db
    .delete(castingProposals)
    .where(
      and(
        eq(castingProposals.castingId, castingId),
        isNotNull(castingProposals.influencerId),
        ids.length > 0 ? notInArray(castingProposals.influencerId, ids) : undefined,
      ),
    );
  if (input.proposals.length === 0) return;
  await ctx.db
    .insert(castingProposals)
    .values(
      input.proposals.map((proposal, position) => ({
        agencyId: ctx.agencyId,
        castingId,
        influencerId: proposal.influencerId,
        fullName: people.get(proposal.influencerId)?.fullName ?? '',
        notes: proposal.notes,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: [castingProposals.castingId, castingProposals.influencerId],
      set: {
        position: sql`excluded.position`,
        notes: sql`excluded.notes`,
        fullName: sql`excluded.full_name`,
        updatedAt: new Date(),
      },
    });
}

/** Spec §4: a new casting is always created active. */
export async function createCasting(ctx: AgencyContext, input: CastingInput) {
  const { client, people } = await resolveReferences(ctx, input, new Set());
  const [created] = await ctx.db
    .insert(castings)
    .values({
      agencyId: ctx.agencyId,
      name: input.name,
      clientId: client.id,
      brand: client.brandName,
      description: input.description,
      requirements: input.requirements,
      status: 'active',
      ...searchKeys(input.name, client.brandName),
    })
    .returning({ id: castings.id });
  const id = (created as { id: string }).id;
  await saveProposals(ctx, id, input, people);
  await recordEvent(ctx, { kind: 'casting', recordId: id, label: input.name, action: 'create' });
  return getCasting(ctx, id);
}

/**
 * The whole brief in one transaction, at the version the form loaded (claimVersion locks the
 * row, so of two saves at one version one wins). Status and proposals' answers are one-click
 * actions the body does not carry: an edit keeps them.
 */
export async function updateCasting(ctx: AgencyContext, id: string, input: CastingUpdate) {
  await claimVersion(ctx.db, ctx.user, 'casting', castings, byId(ctx, id), input.version);
  const before = await getCasting(ctx, id);
  const current = await ctx.db
    .select({ influencerId: castingProposals.influencerId })
    .from(castingProposals)
    .where(eq(castingProposals.castingId, id));
  const kept = new Set(current.flatMap((p) => (p.influencerId ? [p.influencerId] : [])));
  const { client, people } = await resolveReferences(ctx, input, kept);
  await ctx.db
    .update(castings)
    .set({
      name: input.name,
      clientId: client.id,
      brand: client.brandName,
      description: input.description,
      requirements: input.requirements,
      ...searchKeys(input.name, client.brandName),
      updatedAt: new Date(),
    })
    .where(byId(ctx, id));
  await saveProposals(ctx, id, input, people);
  const after = await getCasting(ctx, id);
  await recordCastingChange(ctx, before, after);
  return after;
}

/** A one-click action (decision 0045): no version needed nor moved; the history names it. */
export async function setCastingStatus(ctx: AgencyContext, id: string, status: CastingStatus) {
  const before = await lockCasting(ctx, id);
  const [updated] = await ctx.db
    .update(castings)
    .set({ status, updatedAt: new Date() })
    .where(byId(ctx, id))
    .returning({ id: castings.id });
  if (!updated) throw notFound();
  const after = await getCasting(ctx, id);
  await recordCastingChange(ctx, before, after);
  return after;
}

/** The casting before a one-click action, its row locked until the action's end. */
async function lockCasting(ctx: EventWriter, id: string) {
  const [row] = await ctx.db
    .select({ id: castings.id })
    .from(castings)
    .where(byId(ctx, id))
    .for('update');
  if (!row) throw notFound();
  return getCasting(ctx, id);
}

/** To the Corbeille with its proposals (decision 0046). */
export async function deleteCasting(ctx: AgencyContext, id: string) {
  await moveToTrash(ctx, 'casting', id);
  return { id };
}

/** The brand's reviewer of a decision made through the casting's link (decision 0053). */
export type ClientReviewer = { name: string; email: string };

/**
 * Accept, refuse or reset one proposal: a single small UPDATE. The agency's buttons and the
 * brand's casting link (decision 0053) both come here; `reviewer` is the brand's, and a
 * member's own click clears it (the « Validé par le client » mark then no longer holds).
 */
export async function setProposalStatus(
  ctx: EventWriter,
  castingId: string,
  proposalId: string,
  status: ProposalStatus,
  reviewer: ClientReviewer | null = null,
) {
  const before = await lockCasting(ctx, castingId);
  const now = new Date();
  const [updated] = await ctx.db
    .update(castingProposals)
    .set({
      status,
      decidedByClientName: reviewer?.name ?? null,
      decidedByClientEmail: reviewer?.email ?? null,
      decidedByClientAt: reviewer ? now : null,
      updatedAt: now,
    })
    .where(
      and(
        eq(castingProposals.id, proposalId),
        eq(castingProposals.castingId, castingId),
        eq(castingProposals.agencyId, ctx.agencyId),
      ),
    )
    .returning({ id: castingProposals.id });
  if (!updated) throw notFound();
  const after = await getCasting(ctx, castingId);
  await recordCastingChange(ctx, before, after);
  return after;
}

export async function removeProposal(ctx: AgencyContext, castingId: string, proposalId: string) {
  const before = await lockCasting(ctx, castingId);
  const [deleted] = await ctx.db
    .delete(castingProposals)
    .where(
      and(
        eq(castingProposals.id, proposalId),
        eq(castingProposals.castingId, castingId),
        eq(castingProposals.agencyId, ctx.agencyId),
      ),
    )
    .returning({ id: castingProposals.id });
  if (!deleted) throw notFound();
  const after = await getCasting(ctx, castingId);
  await recordCastingChange(ctx, before, after);
  return after;
}
