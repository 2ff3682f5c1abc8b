import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { getCollaborationTotalCents } from '#shared/domain/collaboration-totals';
import { buildSearchText, normalizeSearchText } from '#shared/domain/search';
import type { CollaborationInput } from '#shared/schemas/collaborations';
import {
  byIdInAgency,
  getCollaboration,
} from '#server/features/collaborations/collaboration-detail';
import {
  resolveReferences,
  type ExistingCollaboration,
  type ResolvedLine,
} from '#server/features/collaborations/collaboration-references';

/** Spec §5: campaigns are searched by name or brand (see collaborations-list.ts). */
export function buildCollaborationSearchKeys(name: string, brand: string) {
  return {
    nameKey: normalizeSearchText(name),
    brandKey: normalizeSearchText(brand),
    searchText: buildSearchText([name, brand]),
  };
}

function toCollaborationRow(
  ctx: AgencyContext,
  input: CollaborationInput,
  resolved: { clientId: string | null; brand: string; lines: ResolvedLine[] },
) {
  return {
    agencyId: ctx.agencyId,
    name: input.name,
    type: input.type,
    clientId: resolved.clientId,
    brand: resolved.brand,
    manager: input.manager,
    quoteNumber: input.quoteNumber,
    invoiceNumber: input.invoiceNumber,
    billingStatus: input.billingStatus,
    contactDate: input.contactDate,
    signatureDate: input.signatureDate,
    isQuoteSent: input.isQuoteSent,
    isContractSigned: input.isContractSigned,
    isCastingValidated: input.isCastingValidated,
    isInvoiceSent: input.isInvoiceSent,
    isPaymentReceived: input.isPaymentReceived,
    postProgress: input.postProgress,
    // Never taken from the client: the sum of the rates, from the prices.
    totalCents: getCollaborationTotalCents(resolved.lines),
    ...buildCollaborationSearchKeys(input.name, resolved.brand),
  };
}

// PostgreSQL takes at most 65,535 parameters per statement: big collaborations go in chunks.
const INSERT_CHUNK = 1000;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

async function insertLines(ctx: AgencyContext, collaborationId: string, lines: ResolvedLine[]) {
  const owner = { agencyId: ctx.agencyId };
  const lineRows = lines.map((line, position) => ({
    ...owner,
    // A line sent back with its id keeps it, so what refers to a line survives an edit.
    id: line.id ?? randomUUID(),
    collaborationId,
    influencerId: line.influencerId,
    fullName: line.fullName,
    rateCents: line.rateCents,
    isCreatorInvoicePaid: line.isCreatorInvoicePaid,
    paidPercentage: line.paidPercentage,
    position,
  }));
  const deliverableRows = lines.flatMap((line, index) =>
    line.deliverables.map((deliverable, position) => ({
      ...owner,
      ...deliverable,
      collaborationInfluencerId: lineRows[index]!.id,
      position,
    })),
  );
  await insertInChunks(lineRows, (chunk) => ctx.db.insert(collaborationInfluencers).values(chunk));
  await insertInChunks(deliverableRows, (chunk) => ctx.db.insert(deliverables).values(chunk));
}

export async function createCollaboration(ctx: AgencyContext, input: CollaborationInput) {
  const resolved = await resolveReferences(ctx, input, null);
  const [created] = await ctx.db
    .insert(collaborations)
    .values(toCollaborationRow(ctx, input, resolved))
    .returning({ id: collaborations.id });
  if (!created) throw new Error('collaboration insert returned nothing');
  await insertLines(ctx, created.id, resolved.lines);
  return getCollaboration(ctx, created.id);
}

/**
 * Replaces the collaboration, its influencers and their deliverables. Everything runs in the
 * request's transaction and every reference is checked before the first write, so a refused
 * edit leaves the old version whole. The row is locked first: two edits at once apply one
 * after the other instead of mixing their children.
 */
export async function updateCollaboration(
  ctx: AgencyContext,
  id: string,
  input: CollaborationInput,
) {
  const [row] = await ctx.db
    .select({
      id: collaborations.id,
      clientId: collaborations.clientId,
      brand: collaborations.brand,
    })
    .from(collaborations)
    .where(byIdInAgency(ctx, id))
    .for('update');
  if (!row) throw notFound();
  const ownedLines = and(
    eq(collaborationInfluencers.collaborationId, id),
    eq(collaborationInfluencers.agencyId, ctx.agencyId),
  );
  const existing: ExistingCollaboration = {
    ...row,
    lines: await ctx.db
      .select({
        id: collaborationInfluencers.id,
        influencerId: collaborationInfluencers.influencerId,
        fullName: collaborationInfluencers.fullName,
      })
      .from(collaborationInfluencers)
      .where(ownedLines),
  };
  const resolved = await resolveReferences(ctx, input, existing);
  await ctx.db
    .update(collaborations)
    .set({ ...toCollaborationRow(ctx, input, resolved), updatedAt: new Date() })
    .where(byIdInAgency(ctx, id));
  // Deliverables go with their lines (on delete cascade).
  await ctx.db.delete(collaborationInfluencers).where(ownedLines);
  await insertLines(ctx, id, resolved.lines);
  return getCollaboration(ctx, id);
}

/** Its influencer lines and their deliverables go with it (on delete cascade). */
export async function deleteCollaboration(ctx: AgencyContext, id: string) {
  const [deleted] = await ctx.db
    .delete(collaborations)
    .where(byIdInAgency(ctx, id))
    .returning({ id: collaborations.id });
  if (!deleted) throw notFound();
  return { id: deleted.id };
}
