import { formatEuros } from '#shared/domain/money';
import { influencerLineLabel as lineLabel } from '#shared/domain/history-fields';
import type { RecordView } from '#shared/domain/record-history';
import { fr } from '#shared/i18n/fr';
import type { getCollaboration } from '#server/features/collaborations/collaboration-detail';
import { history as historyText } from '#shared/i18n/fr-history';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

const terms = complianceFields.collaboration;

type Detail = Awaited<ReturnType<typeof getCollaboration>>;

const deliverableType = (type: string) =>
  fr.deliverableTypes[type as keyof typeof fr.deliverableTypes] ?? type;

/**
 * The collaboration as its history sees it (decision 0045), from its detail: money in cents,
 * days as days, the influencer lines, their deliverables and the costs as readable items.
 */
export function toCollaborationView(detail: Detail): RecordView {
  return {
    name: detail.name,
    type: detail.type,
    client: detail.brand,
    contactDate: detail.contactDate,
    signatureDate: detail.signatureDate,
    manager: detail.manager,
    quoteNumber: detail.quoteNumber,
    invoiceNumber: detail.invoiceNumber,
    isQuoteSent: detail.isQuoteSent,
    isContractSigned: detail.isContractSigned,
    isCastingValidated: detail.isCastingValidated,
    isInvoiceSent: detail.isInvoiceSent,
    isPaymentReceived: detail.isPaymentReceived,
    postProgress: detail.postProgress,
    totalCents: detail.totalCents,
    billedCents: detail.billedCents,
    invoiceDate: detail.invoiceDate,
    category: detail.category,
    areCategoryConditionsMet: detail.areCategoryConditionsMet,
    rightsUsage: detail.rightsUsage,
    rightsMonths: detail.rightsMonths,
    exclusivity: detail.exclusivity,
    paymentDays: detail.paymentDays,
    influencers: detail.influencers.map(lineLabel),
    deliverables: detail.influencers.flatMap((line) =>
      line.deliverables.map((item) =>
        [
          line.fullName,
          deliverableType(item.type),
          item.description,
          formatEuros(item.priceCents),
          item.isPosted ? historyText.items.posted : '',
          item.isRetouched ? terms.isRetouched : '',
          item.isVirtual ? terms.isVirtual : '',
        ]
          .filter(Boolean)
          .join(' · '),
      ),
    ),
    costs: detail.costs.map((cost) => `${cost.label} · ${formatEuros(cost.amountCents)}`),
  };
}
