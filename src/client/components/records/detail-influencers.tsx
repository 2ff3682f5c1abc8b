import { useId } from 'react';
import { Badge } from '#client/components/ui/badge';
import type { CollaborationDetail } from '#client/components/records/record-types';
import { formatEuros } from '#shared/domain/money';
import { fr } from '#shared/i18n/fr';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

const t = fr.collaborations;
const terms = complianceFields.collaboration;
const typeLabels: Record<string, string> = fr.deliverableTypes;

/**
 * Each influencer with its rate, gifts, paid state and deliverables (a free-text type shows as
 * is; a retouched or virtual image says so).
 */
export function DetailInfluencers({
  influencers,
}: {
  influencers: CollaborationDetail['influencers'];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold">
        {t.influencers}
      </h3>
      {influencers.length === 0 && <p className="text-sm text-muted">{t.noInfluencers}</p>}
      {influencers.map((line) => (
        <article
          key={line.id}
          aria-label={line.fullName}
          className="rounded-lg border border-border p-4"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h4 className="font-semibold">{line.fullName}</h4>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                <Badge tone={line.isCreatorInvoicePaid ? 'success' : 'neutral'}>
                  {line.isCreatorInvoicePaid ? t.paid : t.unpaid}
                </Badge>
                <span>
                  {t.paidPercentage} : {t.percentageOption(line.paidPercentage)}
                </span>
                <span>
                  {t.amountToInvoice} : {formatEuros(line.amountToInvoiceCents)}
                </span>
              </p>
            </div>
            <div className="text-right text-sm">
              <p>
                <span className="text-muted">{t.rate} </span>
                <span className="font-semibold tabular-nums">{formatEuros(line.rateCents)}</span>
              </p>
              {line.giftsCents > 0 && (
                <p>
                  <span className="text-muted">{terms.giftsCents} </span>
                  <span className="tabular-nums">{formatEuros(line.giftsCents)}</span>
                </p>
              )}
            </div>
          </div>
          {line.deliverables.length === 0 ? (
            <p className="mt-3 text-sm text-muted">{t.noDeliverables}</p>
          ) : (
            <ul className="mt-3 divide-y divide-border rounded-md border border-border text-sm">
              {line.deliverables.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
                  <span className="font-medium">{typeLabels[item.type] ?? item.type}</span>
                  <span className="min-w-0 flex-1 break-words text-muted">
                    {item.description || fr.placeholders.notProvided}
                  </span>
                  {item.isRetouched && <Badge>{terms.isRetouched}</Badge>}
                  {item.isVirtual && <Badge>{terms.isVirtual}</Badge>}
                  <Badge tone={item.isPosted ? 'success' : 'neutral'}>
                    {fr.deliverablePosted[item.isPosted ? 'true' : 'false']}
                  </Badge>
                  <span className="w-24 text-right font-semibold tabular-nums">
                    {formatEuros(item.priceCents)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </article>
      ))}
    </section>
  );
}
