import { DetailItem } from '#client/components/detail/detail-item';
import { DetailSection } from '#client/components/detail/detail-section';
import { Badge } from '#client/components/ui/badge';
import type { InfluencerRecord } from '#client/features/superadmin/api';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { formatPhone } from '#shared/domain/phone';
import { fr } from '#shared/i18n/fr';

const i = fr.influencers;
const s = fr.influencersScreen;

/** An influencer: identity, platforms with their audience, rates and notes. */
export function InfluencerRecordBody({ influencer }: { influencer: InfluencerRecord }) {
  return (
    <div className="space-y-6">
      {(influencer.isExclusive || influencer.isArchived) && (
        <div className="flex gap-2">
          {influencer.isExclusive && <Badge tone="primary">{s.exclusiveBadge}</Badge>}
          {influencer.isArchived && <Badge>{s.archivedBadge}</Badge>}
        </div>
      )}
      <dl className="grid gap-4 sm:grid-cols-3">
        <DetailItem label={i.phoneNumber}>
          {influencer.phoneNumber && formatPhone(influencer.phoneNumber)}
        </DetailItem>
        <DetailItem label={i.birthDate}>{formatLongDate(influencer.birthDate)}</DetailItem>
        <DetailItem label={i.internalReferent}>{influencer.internalReferent}</DetailItem>
        <DetailItem label={i.address} className="sm:col-span-2">
          {influencer.address}
        </DetailItem>
        <DetailItem label={i.siret}>{influencer.siret}</DetailItem>
      </dl>
      <div className="grid gap-6 md:grid-cols-2">
        <DetailSection
          title={i.platforms}
          isEmpty={influencer.platforms.length === 0}
          emptyText={s.noPlatforms}
        >
          <ul className="divide-y divide-border rounded-lg border border-border text-sm">
            {influencer.platforms.map((platform, index) => (
              <li key={index} className="flex items-center justify-between gap-3 p-3">
                <span className="min-w-0">
                  <span className="block font-medium">{fr.platforms[platform.name]}</span>
                  <span className="block break-all text-muted">{platform.handle}</span>
                </span>
                <span className="tabular-nums">
                  {platform.audience?.toLocaleString('fr-FR') ?? '—'}
                </span>
              </li>
            ))}
          </ul>
        </DetailSection>
        <DetailSection
          title={i.rates}
          isEmpty={influencer.rates.length === 0}
          emptyText={s.noRates}
        >
          <ul className="divide-y divide-border rounded-lg border border-border text-sm">
            {influencer.rates.map((rate, index) => (
              <li key={index} className="flex items-center justify-between gap-3 p-3">
                <span>{fr.deliverableTypes[rate.type]}</span>
                <span className="font-semibold tabular-nums">{formatEuros(rate.priceCents)}</span>
              </li>
            ))}
          </ul>
        </DetailSection>
      </div>
      <DetailSection title={i.internalNotes}>
        <p className="text-sm whitespace-pre-line wrap-anywhere">
          {influencer.internalNotes || fr.placeholders.notProvided}
        </p>
      </DetailSection>
    </div>
  );
}
