import { useQuery } from '@tanstack/react-query';
import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { DetailDialog } from '#client/components/detail/detail-dialog';
import { DetailItem } from '#client/components/detail/detail-item';
import { collaborationQuery, type CollaborationDetail } from '#client/features/collaborations/api';
import { BillingStatusBadge } from '#client/features/collaborations/billing-status-badge';
import type { ScreenVariant } from '#client/features/collaborations/collaboration-dialogs';
import { DetailIndicators } from '#client/features/collaborations/detail-indicators';
import { DetailInfluencers } from '#client/features/collaborations/detail-influencers';
import { getDocumentNumberState } from '#shared/domain/billing-status';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;

export function CollaborationDetailDialog({
  variant,
  collaborationId,
  onClose,
  onEdit,
}: {
  variant: ScreenVariant;
  collaborationId: string;
  onClose: () => void;
  onEdit: () => void;
}) {
  const detail = useQuery(collaborationQuery(collaborationId));
  return (
    <DetailDialog
      detail={detail}
      title={detail.data?.name ?? fr.common.details}
      description={
        detail.data
          ? `${detail.data.brand} · ${fr.collaborationTypes[detail.data.type]}`
          : undefined
      }
      onClose={onClose}
      onEdit={onEdit}
    >
      {(collaboration) => <DetailBody variant={variant} collaboration={collaboration} />}
    </DetailDialog>
  );
}

function DetailBody({
  variant,
  collaboration: c,
}: {
  variant: ScreenVariant;
  collaboration: CollaborationDetail;
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
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <DetailItem label={t.type}>{fr.collaborationTypes[c.type]}</DetailItem>
        <DetailItem label={t.brand}>{c.brand}</DetailItem>
        <DetailItem label={t.manager}>{c.manager}</DetailItem>
        <DetailItem label={variant === 'campaigns' ? t.firstContactDate : t.contactDate}>
          {formatLongDate(c.contactDate)}
        </DetailItem>
        <DetailItem label={t.signatureDate}>{formatLongDate(c.signatureDate)}</DetailItem>
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
      <DetailIndicators indicators={c.indicators} />
      <DetailInfluencers influencers={c.influencers} />
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
