import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { TD, TH, TruncatedText } from '#client/components/ui/table';
import type { CollaborationSummary } from '#client/features/collaborations/api';
import {
  ContactDateCell,
  SignatureDateCell,
  StatusCell,
  SummaryTable,
  type SummaryTableProps,
  TypeCell,
  cell,
} from '#client/features/collaborations/summary-table';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { formatMarginRate } from '#shared/domain/profitability';
import { profitability } from '#shared/i18n/fr-profitability';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;
const p = profitability.table;

/**
 * 'Toutes les campagnes': the same rows as a campaign table, with their total (spec §2).
 * Narrower screens fold the type under the name and the signature under the first contact.
 */
export function CampaignsTable(props: SummaryTableProps) {
  return (
    <SummaryTable
      {...props}
      label={t.screens.campaigns.listLabel}
      rowTestId="campaign-row"
      head={
        <>
          <TH className={`hidden ${cell} md:table-cell`}>{t.brand}</TH>
          <TH className={`hidden ${cell} 2xl:table-cell`}>{t.type}</TH>
          <TH className={`hidden ${cell} lg:table-cell`}>{t.firstContactDate}</TH>
          <TH className={`hidden ${cell} 2xl:table-cell`}>{t.signatureDate}</TH>
          <TH className={`hidden ${cell} sm:table-cell`}>{t.status}</TH>
          <TH className={`${cell} text-right`}>{t.total}</TH>
          <TH className={`hidden ${cell} text-right md:table-cell`}>{p.billed}</TH>
          <TH className={`hidden ${cell} text-right md:table-cell`}>{p.margin}</TH>
          <TH className={`hidden ${cell} text-right xl:table-cell`}>{p.rate}</TH>
          <TH className={`hidden ${cell} text-right sm:table-cell`}>{t.influencerCount}</TH>
        </>
      }
      renderFolded={(item) => (
        <>
          <TruncatedText text={item.brand} className="text-xs text-muted md:hidden" />
          <span className="block text-xs text-muted 2xl:hidden">
            {fr.collaborationTypes[item.type]}
          </span>
          <span className="block text-xs text-muted lg:hidden">
            {formatLongDate(item.contactDate)}
          </span>
          <div className="mt-2 sm:hidden">
            <CollaborationStatusBadge status={item.status} />
          </div>
        </>
      )}
      renderCells={(item) => (
        <>
          <TD className={`hidden ${cell} md:table-cell`}>
            <TruncatedText text={item.brand} />
          </TD>
          <TypeCell item={item} />
          <ContactDateCell item={item} shownFrom="lg:table-cell" />
          <SignatureDateCell item={item} />
          <StatusCell item={item} shownFrom="sm:table-cell" />
          <TD
            data-testid="campaign-total"
            className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}
          >
            {formatEuros(item.totalCents)}
          </TD>
          <CampaignProfitCells item={item} />
          <TD
            data-testid="campaign-influencers"
            className={`hidden ${cell} text-right tabular-nums sm:table-cell`}
          >
            {item.influencerCount}
          </TD>
        </>
      )}
    />
  );
}

/** Issue 20: what was billed, the margin and its rate ('—' while nothing is billed); a loss in red. */
function CampaignProfitCells({ item }: { item: CollaborationSummary }) {
  const isLoss = item.marginCents !== null && item.marginCents < 0;
  const figure = `${cell} text-right whitespace-nowrap tabular-nums`;
  return (
    <>
      <TD data-testid="campaign-billed" className={`hidden ${figure} md:table-cell`}>
        {item.billedCents === null ? '—' : formatEuros(item.billedCents)}
      </TD>
      <TD
        data-testid="campaign-margin"
        className={`hidden ${figure} md:table-cell ${isLoss ? 'font-semibold text-danger' : ''}`}
      >
        {item.marginCents === null ? '—' : formatEuros(item.marginCents)}
      </TD>
      <TD
        data-testid="campaign-margin-rate"
        className={`hidden ${figure} xl:table-cell ${isLoss ? 'text-danger' : ''}`}
      >
        {formatMarginRate(item.marginRate)}
      </TD>
    </>
  );
}
