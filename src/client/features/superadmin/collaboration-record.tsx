import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { DetailItem } from '#client/components/detail/detail-item';
import { DetailSection } from '#client/components/detail/detail-section';
import { Badge } from '#client/components/ui/badge';
import type { CollaborationRecord } from '#client/features/superadmin/api';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { fr } from '#shared/i18n/fr';

const c = fr.collaborations;
const t = fr.superAdminScreen;
const typeLabels: Record<string, string> = fr.deliverableTypes;

/** A campaign: its information, then each influencer's deliverables with their prices. */
export function CollaborationRecordBody({
  collaboration: record,
}: {
  collaboration: CollaborationRecord;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface-muted p-4">
        <div className="flex items-center gap-2 text-sm">
          <span className="text-muted">{c.status}</span>
          <CollaborationStatusBadge status={record.status} />
        </div>
        <p className="text-sm">
          <span className="text-muted">{c.collaborationTotal} </span>
          <span className="text-lg font-bold tabular-nums">{formatEuros(record.totalCents)}</span>
        </p>
      </div>
      <DetailSection title={t.informations}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <DetailItem label={c.type}>{fr.collaborationTypes[record.type]}</DetailItem>
          <DetailItem label={c.brand}>{record.brand}</DetailItem>
          <DetailItem label={c.manager}>{record.manager}</DetailItem>
          <DetailItem label={c.contactDate}>{formatLongDate(record.contactDate)}</DetailItem>
          <DetailItem label={c.signatureDate}>{formatLongDate(record.signatureDate)}</DetailItem>
          <DetailItem label={c.postProgress}>{c.percentageOption(record.postProgress)}</DetailItem>
          <DetailItem label={c.quoteNumber}>{record.quoteNumber}</DetailItem>
          <DetailItem label={c.invoiceNumber}>{record.invoiceNumber}</DetailItem>
          <DetailItem label={c.billingStatus}>{c.billingStatuses[record.billingStatus]}</DetailItem>
        </dl>
      </DetailSection>
      <DetailSection
        title={c.influencers}
        isEmpty={record.influencers.length === 0}
        emptyText={c.noInfluencers}
      >
        <div className="space-y-3">
          {record.influencers.map((line) => (
            <article
              key={line.id}
              aria-label={line.fullName}
              className="rounded-lg border border-border p-4"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h4 className="font-semibold">{line.fullName}</h4>
                <p className="text-sm">
                  <span className="text-muted">{c.rate} </span>
                  <span className="font-semibold tabular-nums">{formatEuros(line.rateCents)}</span>
                </p>
              </div>
              {line.deliverables.length === 0 ? (
                <p className="mt-3 text-sm text-muted">{c.noDeliverables}</p>
              ) : (
                <ul className="mt-3 divide-y divide-border rounded-md border border-border text-sm">
                  {line.deliverables.map((item) => (
                    <li
                      key={item.id}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3"
                      data-testid="deliverable"
                    >
                      <span className="font-medium">{typeLabels[item.type] ?? item.type}</span>
                      <span className="min-w-0 flex-1 wrap-anywhere text-muted">
                        {item.description || fr.placeholders.notProvided}
                      </span>
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
        </div>
      </DetailSection>
    </div>
  );
}
