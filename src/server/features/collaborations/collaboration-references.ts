import { and, eq, inArray } from 'drizzle-orm';
import { clients, influencers } from '#server/db/schema/address-book';
import { invalid, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { withInfluencerRates } from '#shared/domain/collaboration-totals';
import type { CollaborationInput, DeliverableInput } from '#shared/schemas/collaborations';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;

export type ExistingCollaboration = {
  id: string;
  clientId: string | null;
  brand: string;
  lines: { id: string; influencerId: string | null; fullName: string }[];
};

/** An influencer line as it will be written: names from the address book, rate computed. */
export type ResolvedLine = {
  id: string | null;
  influencerId: string | null;
  fullName: string;
  rateCents: number;
  isCreatorInvoicePaid: boolean;
  paidPercentage: number;
  giftsCents: number;
  deliverables: DeliverableInput[];
};

const refuse = (field: string, message: string) => invalid({ [field]: message }, message);

/** The brand is copied from the agency's client; another agency's client is a 404. */
async function resolveClient(
  ctx: AgencyContext,
  clientId: string | null,
  existing: ExistingCollaboration | null,
) {
  if (clientId === null) {
    // Only a collaboration whose client was deleted since may be saved without one: it keeps
    // the brand it had. Everything else needs a client (spec §5: brand via the client picker).
    if (existing && existing.clientId === null) return { clientId: null, brand: existing.brand };
    throw refuse('clientId', fr.fields.required(t.client));
  }
  const [client] = await ctx.db
    .select({ brandName: clients.brandName })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.agencyId, ctx.agencyId)));
  if (!client) throw notFound();
  return { clientId, brand: client.brandName };
}

/**
 * Checks every client and influencer id of the input against the caller's agency before
 * anything is written. An id of another agency (or of nothing) is a 404; an archived influencer
 * may stay in a collaboration it was already in, but cannot be added (spec §4: archived ones
 * are hidden from pickers).
 */
export async function resolveReferences(
  ctx: AgencyContext,
  input: CollaborationInput,
  existing: ExistingCollaboration | null,
) {
  const client = await resolveClient(ctx, input.clientId, existing);
  const ids = input.influencers.flatMap((line) => (line.influencerId ? [line.influencerId] : []));
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
          .where(and(inArray(influencers.id, ids), eq(influencers.agencyId, ctx.agencyId)));
  const byId = new Map(found.map((influencer) => [influencer.id, influencer]));
  const previousLines = new Map((existing?.lines ?? []).map((line) => [line.id, line]));
  const previouslyIn = new Set(existing?.lines.map((line) => line.influencerId));
  const usedLineIds = new Set<string>();

  const lines = input.influencers.map((line, index) => {
    const field = `influencers.${index}.influencerId`;
    const previous = line.id ? previousLines.get(line.id) : undefined;
    // A line keeps its id only for the same influencer, and only once.
    const keptId =
      previous && previous.influencerId === line.influencerId && !usedLineIds.has(previous.id)
        ? previous.id
        : null;
    if (keptId) usedLineIds.add(keptId);
    const common = {
      id: keptId,
      isCreatorInvoicePaid: line.isCreatorInvoicePaid,
      paidPercentage: line.paidPercentage,
      giftsCents: line.giftsCents,
      deliverables: line.deliverables,
    };
    if (line.influencerId === null) {
      // The influencer was deleted: the line is kept under the name it had.
      if (!keptId || !previous) throw refuse(field, fr.fields.required(t.influencer));
      return { ...common, influencerId: null, fullName: previous.fullName };
    }
    const influencer = byId.get(line.influencerId);
    if (!influencer) throw notFound();
    if (influencer.isArchived && !previouslyIn.has(influencer.id)) {
      throw refuse(field, t.messages.archivedInfluencer(t.influencer));
    }
    return { ...common, influencerId: influencer.id, fullName: influencer.fullName };
  });
  const resolved: ResolvedLine[] = withInfluencerRates(lines);
  return { ...client, lines: resolved };
}
