import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { collaborationQuery, type CollaborationDetail } from '#client/features/collaborations/api';
import type { ScreenVariant } from '#client/features/collaborations/collaboration-dialogs';
import { DetailIndicators } from '#client/features/collaborations/detail-indicators';
import { DetailInfluencers } from '#client/features/collaborations/detail-influencers';
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
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={detail.data?.name ?? fr.common.details}
      description={
        detail.data
          ? `${detail.data.brand} · ${fr.collaborationTypes[detail.data.type]}`
          : undefined
      }
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {fr.common.close}
          </Button>
          <Button onClick={onEdit} disabled={!detail.isSuccess}>
            <Pencil aria-hidden className="h-4 w-4" />
            {fr.common.edit}
          </Button>
        </>
      }
    >
      {detail.isPending && <Spinner label={fr.common.loading} />}
      {detail.isError && <ErrorAlert>{errorMessage(detail.error)}</ErrorAlert>}
      {detail.data && <DetailBody variant={variant} collaboration={detail.data} />}
    </Dialog>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium break-words">{children || fr.placeholders.notProvided}</dd>
    </div>
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
        <Item label={t.type}>{fr.collaborationTypes[c.type]}</Item>
        <Item label={t.brand}>{c.brand}</Item>
        <Item label={t.manager}>{c.manager}</Item>
        <Item label={variant === 'campaigns' ? t.firstContactDate : t.contactDate}>
          {formatLongDate(c.contactDate)}
        </Item>
        <Item label={t.signatureDate}>{formatLongDate(c.signatureDate)}</Item>
        <Item label={t.postProgress}>{t.percentageOption(c.postProgress)}</Item>
        <Item label={t.quoteNumber}>{c.quoteNumber}</Item>
        <Item label={t.invoiceNumber}>{c.invoiceNumber}</Item>
        <Item label={t.billingStatus}>{t.billingStatuses[c.billingStatus] ?? c.billingStatus}</Item>
      </dl>
      <DetailIndicators indicators={c.indicators} />
      <DetailInfluencers influencers={c.influencers} />
    </div>
  );
}
