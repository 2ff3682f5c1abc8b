import { DetailItem } from '#client/components/detail/detail-item';
import { DetailSection } from '#client/components/detail/detail-section';
import type { CollaborationDetail } from '#client/components/records/record-types';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { formatMarginRate } from '#shared/domain/profitability';
import { profitability } from '#shared/i18n/fr-profitability';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;
const p = profitability.deal;

/**
 * 'Facturation client' (issue 20): the amount billed, the invoice date, each 'Frais annexes'
 * line, and the margin and its rate as the server computed them; a loss in red.
 */
export function DetailBilling({ collaboration: c }: { collaboration: CollaborationDetail }) {
  const lossClass = c.isLoss ? 'text-danger' : undefined;
  return (
    <DetailSection title={p.section}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <DetailItem label={t.billedAmount}>
          {c.billedCents === null ? p.notBilled : formatEuros(c.billedCents)}
        </DetailItem>
        <DetailItem label={t.invoiceDate}>{formatLongDate(c.invoiceDate)}</DetailItem>
        <DetailItem label={p.creators}>{formatEuros(c.totalCents)}</DetailItem>
        <DetailItem label={p.costsTotal}>{formatEuros(c.costsCents)}</DetailItem>
        <DetailItem label={p.margin} className={lossClass}>
          <span data-testid="detail-margin">
            {c.marginCents === null ? p.notBilled : formatEuros(c.marginCents)}
          </span>
        </DetailItem>
        <DetailItem label={p.rate} className={lossClass}>
          <span data-testid="detail-margin-rate">{formatMarginRate(c.marginRate)}</span>
        </DetailItem>
      </dl>
      {c.costs.length > 0 && (
        <ul aria-label={t.costs} className="space-y-1 text-sm">
          {c.costs.map((cost, index) => (
            <li key={index} className="flex justify-between gap-4 border-b border-border py-1">
              <span className="wrap-anywhere">{cost.label}</span>
              <span className="shrink-0 tabular-nums">{formatEuros(cost.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
