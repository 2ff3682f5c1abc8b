import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { notFound } from '#server/lib/app-error';
import { recordAccess } from '#server/features/superadmin/access-log';
import type { PlatformContext } from '#server/features/superadmin/superadmin-gate';
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

/**
 * A campaign of the agency as its detail dialog shows it (collaboration-detail
 * getCollaboration): its information, and each influencer's deliverables with their prices,
 * the rates recomputed from them by the shared rule. Logged.
 */
export async function getCollaborationRecord(ctx: PlatformContext, agencyId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(collaborations)
    .where(and(eq(collaborations.id, id), eq(collaborations.agencyId, agencyId)));
  if (!row) throw notFound();
  const lines = await ctx.db
    .select()
    .from(collaborationInfluencers)
    .where(
      and(
        eq(collaborationInfluencers.collaborationId, id),
        eq(collaborationInfluencers.agencyId, agencyId),
      ),
    )
    .orderBy(asc(collaborationInfluencers.position));
  const lineIds = lines.map((line) => line.id);
  const items =
    lineIds.length === 0
      ? []
      : await ctx.db
          .select()
          .from(deliverables)
          .where(
            and(
              inArray(deliverables.collaborationInfluencerId, lineIds),
              eq(deliverables.agencyId, agencyId),
            ),
          )
          .orderBy(asc(deliverables.collaborationInfluencerId), asc(deliverables.position));
  const influencers = withInfluencerRates(
    lines.map((line) => ({
      id: line.id,
      influencerId: line.influencerId,
      fullName: line.fullName,
      isCreatorInvoicePaid: line.isCreatorInvoicePaid,
      paidPercentage: line.paidPercentage,
      deliverables: items
        .filter((item) => item.collaborationInfluencerId === line.id)
        .map((item) => ({
          id: item.id,
          type: item.type,
          description: item.description,
          priceCents: item.priceCents,
          isPosted: item.isPosted,
        })),
    })),
  );
  await recordAccess(ctx, { agencyId, what: 'collaboration', recordId: id, recordLabel: row.name });
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
    billingStatus: deriveBillingStatus(row),
    isQuoteSent: row.isQuoteSent,
    isContractSigned: row.isContractSigned,
    isCastingValidated: row.isCastingValidated,
    isInvoiceSent: isCollaborationInvoiceSent(row),
    isPaymentReceived: row.isPaymentReceived,
    postProgress: row.postProgress as PostProgress,
    status: getStoredStatus(row),
    indicators: getStoredIndicators(row),
    influencers,
    totalCents: getCollaborationTotalCents(influencers),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
