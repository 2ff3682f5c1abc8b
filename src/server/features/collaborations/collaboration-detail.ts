import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  collaborationCosts,
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { contracts } from '#server/db/schema/contracts';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { deriveBillingStatus } from '#shared/domain/billing-status';
import type { PostProgress } from '#shared/domain/collaboration-status';
import {
  getStoredIndicators,
  getStoredStatus,
  isCollaborationInvoiceSent,
} from '#shared/domain/collaboration-switches';
import {
  getCollaborationTotalCents,
  withInfluencerRates,
} from '#shared/domain/collaboration-totals';
import type { CollaborationType } from '#shared/domain/enums';
import { getDealProfit } from '#shared/domain/profitability';

export const byIdInAgency = (ctx: AgencyContext, id: string) =>
  and(eq(collaborations.id, id), eq(collaborations.agencyId, ctx.agencyId));

/** The detail dialog and the edit form: every field, the influencers and their deliverables. */
export async function getCollaboration(ctx: AgencyContext, id: string) {
  const [row] = await ctx.db.select().from(collaborations).where(byIdInAgency(ctx, id));
  if (!row) throw notFound();
  const lines = await ctx.db
    .select()
    .from(collaborationInfluencers)
    .where(
      and(
        eq(collaborationInfluencers.collaborationId, id),
        eq(collaborationInfluencers.agencyId, ctx.agencyId),
      ),
    )
    .orderBy(asc(collaborationInfluencers.position));
  const items = await findDeliverables(
    ctx,
    lines.map((line) => line.id),
  );
  // Rates are recomputed from the prices shown, with the same function the save used.
  const influencers = withInfluencerRates(
    lines.map((line) => ({
      id: line.id,
      influencerId: line.influencerId,
      fullName: line.fullName,
      isCreatorInvoicePaid: line.isCreatorInvoicePaid,
      paidPercentage: line.paidPercentage,
      giftsCents: line.giftsCents,
      deliverables: items
        .filter((item) => item.collaborationInfluencerId === line.id)
        .map((item) => ({
          id: item.id,
          type: item.type,
          description: item.description,
          priceCents: item.priceCents,
          isPosted: item.isPosted,
          publishOn: item.publishOn,
          stage: item.stage,
          isRetouched: item.isRetouched,
          isVirtual: item.isVirtual,
        })),
    })),
  );
  const costs = await ctx.db
    .select({ label: collaborationCosts.label, amountCents: collaborationCosts.amountCents })
    .from(collaborationCosts)
    .where(
      and(
        eq(collaborationCosts.collaborationId, id),
        eq(collaborationCosts.agencyId, ctx.agencyId),
      ),
    )
    .orderBy(asc(collaborationCosts.position));
  const totalCents = getCollaborationTotalCents(influencers);
  return {
    id: row.id,
    name: row.name,
    type: row.type as CollaborationType,
    clientId: row.clientId,
    brand: row.brand,
    contactDate: row.contactDate,
    signatureDate: row.signatureDate,
    manager: row.manager,
    quoteNumber: row.quoteNumber,
    invoiceNumber: row.invoiceNumber,
    // Read from the switches, whatever an older save wrote in the column (issue 11).
    billingStatus: deriveBillingStatus(row),
    isQuoteSent: row.isQuoteSent,
    isContractSigned: row.isContractSigned,
    isCastingValidated: row.isCastingValidated,
    isInvoiceSent: isCollaborationInvoiceSent(row),
    isPaymentReceived: row.isPaymentReceived,
    postProgress: row.postProgress as PostProgress,
    // Issue 31: the category (null: « À confirmer ») and the contract's terms.
    category: row.category,
    areCategoryConditionsMet: row.areCategoryConditionsMet,
    rightsUsage: row.rightsUsage,
    rightsMonths: row.rightsMonths,
    exclusivity: row.exclusivity,
    paymentDays: row.paymentDays,
    // With contracts, 'Contrat signé' follows their signatures (the form shows it read-only).
    hasContracts: await hasContracts(ctx, id),
    status: getStoredStatus(row),
    indicators: getStoredIndicators(row),
    influencers,
    totalCents,
    // The client's side, its margin recomputed with the function the save used (issue 20).
    billedCents: row.billedCents,
    invoiceDate: row.invoiceDate,
    version: row.version,
    costs,
    ...getDealProfit({ billedCents: row.billedCents, totalCents, costs }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether the deal has a contract in the product: 'Contrat signé' then follows it. */
export async function hasContracts(ctx: AgencyContext, collaborationId: string) {
  const [row] = await ctx.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(eq(contracts.collaborationId, collaborationId), eq(contracts.agencyId, ctx.agencyId)),
    )
    .limit(1);
  return row !== undefined;
}

function findDeliverables(ctx: AgencyContext, lineIds: string[]) {
  if (lineIds.length === 0) return Promise.resolve([]);
  return ctx.db
    .select()
    .from(deliverables)
    .where(
      and(
        inArray(deliverables.collaborationInfluencerId, lineIds),
        eq(deliverables.agencyId, ctx.agencyId),
      ),
    )
    .orderBy(asc(deliverables.collaborationInfluencerId), asc(deliverables.position));
}
