import { syncContractSigned } from '#server/features/collaborations/contracts/contract-flag';
import { and, eq, type SQL } from 'drizzle-orm';
import { collaborationInfluencers, collaborations } from '#server/db/schema/collaborations';
import { castings } from '#server/db/schema/work';
import { AppError, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { isHistoryWriting, recordEvent } from '#server/lib/history';
import { claimVersion } from '#server/lib/record-version';
import { toCollaborationView } from '#server/features/collaborations/collaboration-history';
import { diffRecordViews } from '#shared/domain/record-history';
import {
  insertLines,
  saveCosts,
  saveLines,
  type DealCopy,
} from '#server/features/collaborations/collaboration-lines';
import { deriveBillingStatus } from '#shared/domain/billing-status';
import { REGULATED_CATEGORIES } from '#shared/domain/compliance/compliance-types';
import { getCollaborationTotalCents } from '#shared/domain/collaboration-totals';
import { getDealProfit } from '#shared/domain/profitability';
import { buildSearchText, normalizeSearchText } from '#shared/domain/search';
import type { CollaborationInput, CollaborationUpdate } from '#shared/schemas/collaborations';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { fr } from '#shared/i18n/fr';
import {
  byIdInAgency,
  getCollaboration,
  hasContracts,
} from '#server/features/collaborations/collaboration-detail';
import {
  resolveReferences,
  type ExistingCollaboration,
  type ResolvedLine,
} from '#server/features/collaborations/collaboration-references';
import { moveToTrash } from '#server/lib/trash/move-to-trash';
import { syncPostProgress } from '#server/features/collaborations/contents/content-progress';

/** Spec §5: campaigns are searched by name or brand (see collaborations-list.ts). */
export function buildCollaborationSearchKeys(name: string, brand: string) {
  return {
    nameKey: normalizeSearchText(name),
    brandKey: normalizeSearchText(brand),
    searchText: buildSearchText([name, brand]),
  };
}

const isRegulated = (category: CollaborationInput['category']) =>
  (REGULATED_CATEGORIES as readonly string[]).includes(category ?? '');

function toCollaborationRow(
  ctx: AgencyContext,
  input: CollaborationInput,
  resolved: { clientId: string | null; brand: string; lines: ResolvedLine[] },
) {
  const totalCents = getCollaborationTotalCents(resolved.lines);
  // Never taken from the client either: the costs' sum and the margin (decision 0032).
  const { costsCents, marginCents } = getDealProfit({
    billedCents: input.billedCents,
    totalCents,
    costs: input.costs,
  });
  return {
    agencyId: ctx.agencyId,
    name: input.name,
    type: input.type,
    clientId: resolved.clientId,
    brand: resolved.brand,
    manager: input.manager,
    quoteNumber: input.quoteNumber,
    invoiceNumber: input.invoiceNumber,
    // Derived from the switches, never taken from the body (shared/domain/billing-status).
    billingStatus: deriveBillingStatus(input),
    contactDate: input.contactDate,
    signatureDate: input.signatureDate,
    isQuoteSent: input.isQuoteSent,
    isContractSigned: input.isContractSigned,
    isCastingValidated: input.isCastingValidated,
    isInvoiceSent: input.isInvoiceSent,
    isPaymentReceived: input.isPaymentReceived,
    postProgress: input.postProgress,
    category: input.category,
    // Only a regulated category carries conditions (the form shows the tick only then).
    areCategoryConditionsMet: isRegulated(input.category) && input.areCategoryConditionsMet,
    rightsUsage: input.rightsUsage,
    rightsMonths: input.rightsMonths,
    exclusivity: input.exclusivity,
    paymentDays: input.paymentDays,
    // Never taken from the client: the sum of the rates, from the prices.
    totalCents,
    billedCents: input.billedCents,
    invoiceDate: input.invoiceDate,
    costsCents,
    marginCents,
    ...buildCollaborationSearchKeys(input.name, resolved.brand),
  };
}

const toDealCopy = (input: CollaborationInput, brand: string): DealCopy => ({
  contactDate: input.contactDate,
  isPaymentReceived: input.isPaymentReceived,
  name: input.name,
  brand,
});

export async function createCollaboration(ctx: AgencyContext, input: CollaborationInput) {
  const resolved = await resolveReferences(ctx, input, null);
  const castingId = input.castingId ? await lockCastingToLink(ctx, input.castingId) : null;
  const [created] = await ctx.db
    .insert(collaborations)
    .values(toCollaborationRow(ctx, input, resolved))
    .returning({ id: collaborations.id });
  if (!created) throw new Error('collaboration insert returned nothing');
  await insertLines(ctx, created.id, toDealCopy(input, resolved.brand), resolved.lines);
  await syncPostProgress(ctx, created.id);
  await saveCosts(ctx, created.id, input.costs);
  if (castingId) {
    await ctx.db
      .update(castings)
      .set({ collaborationId: created.id, updatedAt: new Date() })
      .where(eq(castings.id, castingId));
  }
  await recordEvent(ctx, {
    kind: 'collaboration',
    recordId: created.id,
    label: input.name,
    action: 'create',
  });
  return getCollaboration(ctx, created.id);
}

/**
 * The casting a new deal comes from: ours, and not yet made into a collaboration. Locked, so
 * two hand-overs at once make one deal and a 409.
 */
async function lockCastingToLink(ctx: AgencyContext, castingId: string) {
  const [casting] = await ctx.db
    .select({ id: castings.id, collaborationId: castings.collaborationId })
    .from(castings)
    .where(and(eq(castings.id, castingId), eq(castings.agencyId, ctx.agencyId)))
    .for('update');
  if (!casting) {
    const message = fr.errors.documentNotFound;
    throw new AppError('not_found', 404, message, { castingId: message });
  }
  if (casting.collaborationId !== null) {
    throw new AppError('conflict', 409, castingsScreen.alreadyLinked);
  }
  return casting.id;
}

/**
 * Saves the collaboration, its influencers and their deliverables (saveLines). Everything runs in the
 * request's transaction and every reference is checked before the first write, so a refused
 * edit leaves the old version whole. The version is checked and moved first, which locks the
 * row (claimVersion): two edits at the same version make one save and one 409. The history
 * gets the difference of the details before and after.
 */
export async function updateCollaboration(
  ctx: AgencyContext,
  id: string,
  input: CollaborationUpdate,
) {
  await claimVersion(
    ctx.db,
    ctx.user,
    'collaboration',
    collaborations,
    byIdInAgency(ctx, id) as SQL,
    input.version,
  );
  const before = isHistoryWriting() ? toCollaborationView(await getCollaboration(ctx, id)) : {};
  const [row] = await ctx.db
    .select({
      id: collaborations.id,
      clientId: collaborations.clientId,
      brand: collaborations.brand,
      isContractSigned: collaborations.isContractSigned,
    })
    .from(collaborations)
    .where(byIdInAgency(ctx, id))
    .for('update');
  if (!row) throw notFound();
  // Issue 31: with contracts in the product, 'Contrat signé' follows their signatures (the
  // contracts feature writes it): the value sent is ignored, not refused.
  const values = (await hasContracts(ctx, id))
    ? { ...input, isContractSigned: row.isContractSigned }
    : input;
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
  const resolved = await resolveReferences(ctx, values, existing);
  await ctx.db
    .update(collaborations)
    .set({ ...toCollaborationRow(ctx, values, resolved), updatedAt: new Date() })
    .where(byIdInAgency(ctx, id));
  await saveLines(ctx, id, toDealCopy(values, resolved.brand), resolved.lines, ownedLines as SQL);
  await syncPostProgress(ctx, id);
  // A line added or removed changes whether every creator has signed (issue 31).
  await syncContractSigned(ctx, id);
  await saveCosts(ctx, id, values.costs);
  const detail = await getCollaboration(ctx, id);
  await recordEvent(ctx, {
    kind: 'collaboration',
    recordId: id,
    label: input.name,
    action: 'update',
    changes: diffRecordViews(before, toCollaborationView(detail)),
  });
  return detail;
}

/** Its influencer lines and their deliverables go with it (on delete cascade). */
/** To the Corbeille with its lines, deliverables and costs (decision 0046). */
export async function deleteCollaboration(ctx: AgencyContext, id: string) {
  await moveToTrash(ctx, 'collaboration', id);
  return { id };
}
