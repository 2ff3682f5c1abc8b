import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { ErrorAlert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { influencerQuery, type InfluencerDetail } from '#client/features/influencers/api';
import { InfluencerCollaborations } from '#client/features/influencers/influencer-collaborations';
import { formatAudience } from '#client/features/influencers/format-audience';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { fr } from '#shared/i18n/fr';

const t = fr.influencers;
const s = fr.influencersScreen;

export function InfluencerDetailDialog({
  influencerId,
  onClose,
  onEdit,
}: {
  influencerId: string;
  onClose: () => void;
  onEdit: () => void;
}) {
  const detail = useQuery(influencerQuery(influencerId));
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={detail.data?.fullName ?? fr.common.details}
      description={detail.data ? `@${detail.data.username}` : undefined}
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
      {detail.data && <InfluencerDetailBody influencer={detail.data} />}
    </Dialog>
  );
}

function Item({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium break-words">{children || fr.placeholders.notProvided}</dd>
    </div>
  );
}

function InfluencerDetailBody({ influencer }: { influencer: InfluencerDetail }) {
  return (
    <div className="space-y-6">
      {(influencer.isExclusive || influencer.isArchived) && (
        <div className="flex gap-2">
          {influencer.isExclusive && <Badge tone="primary">{s.exclusiveBadge}</Badge>}
          {influencer.isArchived && <Badge>{s.archivedBadge}</Badge>}
        </div>
      )}
      <section aria-labelledby="influencer-detail-contact" className="space-y-2">
        <h3 id="influencer-detail-contact" className="font-semibold">
          {s.contactTitle}
        </h3>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Item label={t.phoneNumber}>{influencer.phoneNumber}</Item>
          <Item label={t.birthDate}>{formatLongDate(influencer.birthDate)}</Item>
          <Item label={t.internalReferent}>{influencer.internalReferent}</Item>
          <Item label={t.address} className="sm:col-span-2">
            {influencer.address}
          </Item>
          <Item label={t.siret}>
            <span className="font-mono">{influencer.siret}</span>
          </Item>
        </dl>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="influencer-detail-platforms" className="space-y-2">
          <h3 id="influencer-detail-platforms" className="font-semibold">
            {t.platforms}
          </h3>
          {influencer.platforms.length === 0 ? (
            <p className="text-sm text-muted">{s.noPlatforms}</p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border text-sm">
              {influencer.platforms.map((platform, index) => (
                <li key={index} className="flex items-center justify-between gap-3 p-3">
                  <span>
                    <span className="block font-medium">{fr.platforms[platform.name]}</span>
                    <span className="block break-all text-muted">{platform.handle}</span>
                  </span>
                  <span className="tabular-nums">{formatAudience(platform.audience)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="influencer-detail-rates" className="space-y-2">
          <h3 id="influencer-detail-rates" className="font-semibold">
            {t.rates}
          </h3>
          {influencer.rates.length === 0 ? (
            <p className="text-sm text-muted">{s.noRates}</p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border text-sm">
              {influencer.rates.map((rate, index) => (
                <li key={index} className="flex items-center justify-between gap-3 p-3">
                  <span>{fr.deliverableTypes[rate.type]}</span>
                  <span className="font-semibold tabular-nums">{formatEuros(rate.priceCents)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="influencer-detail-notes" className="space-y-2">
        <h3 id="influencer-detail-notes" className="font-semibold">
          {t.internalNotes}
        </h3>
        <p className="text-sm whitespace-pre-line">
          {influencer.internalNotes || fr.placeholders.notProvided}
        </p>
      </section>

      <InfluencerCollaborations collaborations={influencer.collaborations} />
    </div>
  );
}
