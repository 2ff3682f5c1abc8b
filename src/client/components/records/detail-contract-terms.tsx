import { DetailItem } from '#client/components/detail/detail-item';
import { DetailSection } from '#client/components/detail/detail-section';
import type { CollaborationDetail } from '#client/components/records/record-types';
import { REGULATED_CATEGORIES } from '#shared/domain/compliance/compliance-types';
import { fr } from '#shared/i18n/fr';
import { compliance } from '#shared/i18n/fr-compliance';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

const t = complianceFields.collaboration;

const isRegulated = (category: string | null) =>
  (REGULATED_CATEGORIES as readonly string[]).includes(category ?? '');

/** Issue 31: the deal's category (« À confirmer » while not confirmed) and contract terms. */
export function DetailContractTerms({ collaboration: c }: { collaboration: CollaborationDetail }) {
  return (
    <DetailSection title={t.section}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <DetailItem label={t.category}>
          {c.category ? compliance.categories[c.category] : t.categoryUnconfirmed}
        </DetailItem>
        {isRegulated(c.category) && (
          <DetailItem label={t.areCategoryConditionsMet}>
            {c.areCategoryConditionsMet ? fr.common.yes : fr.common.no}
          </DetailItem>
        )}
        <DetailItem label={t.rightsMonths}>{c.rightsMonths?.toLocaleString('fr-FR')}</DetailItem>
        <DetailItem label={t.paymentDays}>{c.paymentDays?.toLocaleString('fr-FR')}</DetailItem>
        <DetailItem label={t.rightsUsage} className="col-span-2 sm:col-span-3">
          <span className="whitespace-pre-line">{c.rightsUsage}</span>
        </DetailItem>
        <DetailItem label={t.exclusivity} className="col-span-2 sm:col-span-3">
          {c.exclusivity}
        </DetailItem>
      </dl>
    </DetailSection>
  );
}
