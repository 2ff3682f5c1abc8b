import { BillingStatusBadge } from '#client/components/billing-status-badge';
import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { DetailItem } from '#client/components/detail/detail-item';
import { DetailSection } from '#client/components/detail/detail-section';
import { DetailIndicators } from '#client/components/records/detail-indicators';
import { DetailBilling } from '#client/components/records/detail-billing';
import { DetailContractTerms } from '#client/components/records/detail-contract-terms';
import { DetailInfluencers } from '#client/components/records/detail-influencers';
import type { CollaborationDetail } from '#client/components/records/record-types';
import { getDocumentNumberState } from '#shared/domain/billing-status';
import { formatSignatureDate } from '#shared/domain/collaboration-dates';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;

/**
 * A collaboration's detail: status and total, its information, the state icons, then each
 * influencer's deliverables with their prices. 'Toutes les campagnes' names the contact date
 * the first contact.
 */
export function CollaborationRecordBody({
  collaboration: c,
  isCampaignView = false,
}: {
  collaboration: CollaborationDetail;
  isCampaignView?: boolean;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface-muted p-4">
        <div className="flex items-center gap-2 text-sm">
          <span className="text-muted">{t.status}</span>
          <CollaborationStatusBadge status={c.status} />
        </div>
        <p className="text-sm">
          <span className="text-muted">{t.collaborationTotal} </span>
          <span className="text-lg font-bold tabular-nums">{formatEuros(c.totalCents)}</span>
        </p>
      </div>
      <DetailSection title={t.informations}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <DetailItem label={t.type}>{fr.collaborationTypes[c.type]}</DetailItem>
          <DetailItem label={t.brand}>{c.brand}</DetailItem>
          <DetailItem label={t.manager}>{c.manager}</DetailItem>
          <DetailItem label={isCampaignView ? t.firstContactDate : t.contactDate}>
            {formatLongDate(c.contactDate)}
          </DetailItem>
          <DetailItem label={t.signatureDate}>{formatSignatureDate(c.signatureDate)}</DetailItem>
          <DetailItem label={t.postProgress}>{t.percentageOption(c.postProgress)}</DetailItem>
          <DetailItem label={t.quoteNumber}>
            {describeNumber(c.isQuoteSent, c.quoteNumber, t.quoteNumberStates)}
          </DetailItem>
          <DetailItem label={t.invoiceNumber}>
            {describeNumber(c.isInvoiceSent, c.invoiceNumber, t.invoiceNumberStates)}
          </DetailItem>
          <DetailItem label={t.billingStatus}>
            <BillingStatusBadge status={c.billingStatus} />
          </DetailItem>
        </dl>
      </DetailSection>
      <DetailIndicators indicators={c.indicators} />
      <DetailInfluencers influencers={c.influencers} />
      <DetailBilling collaboration={c} />
      <DetailContractTerms collaboration={c} />
    </div>
  );
}

/** The number, or why there is none: never 'Non renseigné' beside 'Facture envoyée : Oui'. */
function describeNumber(
  isSent: boolean,
  number: string,
  states: { number_missing: string; not_sent: string },
) {
  const state = getDocumentNumberState(isSent, number);
  return state.kind === 'numbered' ? state.number : states[state.kind];
}
