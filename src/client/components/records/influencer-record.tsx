import { DetailItem } from '#client/components/detail/detail-item';
import { DetailSection } from '#client/components/detail/detail-section';
import { InfluencerCollaborations } from '#client/components/records/influencer-collaborations';
import type { InfluencerDetail } from '#client/components/records/record-types';
import { Badge } from '#client/components/ui/badge';
import { formatCount } from '#shared/domain/counts';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { getCountryName, isOutsideEu } from '#shared/domain/countries';
import { formatPhone, getPhoneHref } from '#shared/domain/phone';
import { fr } from '#shared/i18n/fr';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

const t = fr.influencers;
const s = fr.influencersScreen;
const party = complianceFields.influencer;

/** An influencer's detail: contact, platforms, rates, notes and their collaborations. */
export function InfluencerRecordBody({ influencer }: { influencer: InfluencerDetail }) {
  return (
    <div className="space-y-6">
      {(influencer.isExclusive || influencer.isArchived) && (
        <div className="flex gap-2">
          {influencer.isExclusive && <Badge tone="primary">{s.exclusiveBadge}</Badge>}
          {influencer.isArchived && <Badge>{s.archivedBadge}</Badge>}
        </div>
      )}
      <DetailSection id="influencer-detail-contact" title={s.contactTitle}>
        <dl className="grid gap-4 sm:grid-cols-3">
          <DetailItem label={t.phoneNumber}>
            {influencer.phoneNumber && <PhoneLink phone={influencer.phoneNumber} />}
          </DetailItem>
          <DetailItem label={t.birthDate}>{formatLongDate(influencer.birthDate)}</DetailItem>
          <DetailItem label={t.internalReferent}>{influencer.internalReferent}</DetailItem>
          <DetailItem label={t.address} className="sm:col-span-2">
            {influencer.address}
          </DetailItem>
          <DetailItem label={t.siret}>
            <span className="font-mono">{influencer.siret}</span>
          </DetailItem>
          <DetailItem label={party.email} className="sm:col-span-2">
            {influencer.email && (
              <a href={`mailto:${influencer.email}`} className="text-link hover:underline">
                {influencer.email}
              </a>
            )}
          </DetailItem>
          <DetailItem label={party.taxCountry}>{getCountryName(influencer.taxCountry)}</DetailItem>
          {isOutsideEu(influencer.taxCountry) && (
            <>
              <DetailItem label={party.euRepresentative} className="sm:col-span-2">
                {influencer.euRepresentative}
              </DetailItem>
              <DetailItem label={party.hasLiabilityInsurance}>
                {influencer.hasLiabilityInsurance ? fr.common.yes : fr.common.no}
              </DetailItem>
            </>
          )}
          <DetailItem label={t.proposedTo} className="sm:col-span-3">
            {influencer.proposedTo}
          </DetailItem>
        </dl>
      </DetailSection>

      <div className="grid gap-6 md:grid-cols-2">
        <DetailSection
          id="influencer-detail-platforms"
          title={t.platforms}
          isEmpty={influencer.platforms.length === 0}
          emptyText={s.noPlatforms}
        >
          <ul className="divide-y divide-border rounded-lg border border-border text-sm">
            {influencer.platforms.map((platform, index) => (
              <li key={index} className="flex items-center justify-between gap-3 p-3">
                <span>
                  <span className="block font-medium">{fr.platforms[platform.name]}</span>
                  <span className="block break-all text-muted">{platform.handle}</span>
                </span>
                <span className="tabular-nums">{formatCount(platform.audience)}</span>
              </li>
            ))}
          </ul>
        </DetailSection>
        <DetailSection
          id="influencer-detail-rates"
          title={t.rates}
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

      <DetailSection id="influencer-detail-notes" title={t.internalNotes}>
        <p className="text-sm whitespace-pre-line">
          {influencer.internalNotes || fr.placeholders.notProvided}
        </p>
      </DetailSection>

      <InfluencerCollaborations collaborations={influencer.collaborations} />
    </div>
  );
}

/** Formatted (shared/domain/phone) and callable; an old value that does not parse, as typed. */
function PhoneLink({ phone }: { phone: string }) {
  const href = getPhoneHref(phone);
  if (!href) return <>{phone}</>;
  return (
    <a href={href} className="text-link hover:underline">
      {formatPhone(phone)}
    </a>
  );
}
