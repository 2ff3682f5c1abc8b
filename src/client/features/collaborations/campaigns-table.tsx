import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { Table, TBody, TD, TH, THead, TR } from '#client/components/ui/table';
import type { CollaborationSummary } from '#client/features/collaborations/api';
import type { RowHandlers } from '#client/features/collaborations/collaboration-dialogs';
import { NameButton, RowActions } from '#client/features/collaborations/row-actions';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;
const cell = 'px-3';

/**
 * 'Toutes les campagnes': the same rows as a campaign table, with their total (spec §2).
 * Narrower screens fold the type under the name and the signature under the first contact.
 */
export function CampaignsTable({
  items,
  isUpdating,
  onShow,
  onEdit,
  onDelete,
}: { items: CollaborationSummary[]; isUpdating: boolean } & RowHandlers) {
  return (
    <Table aria-label={t.screens.campaigns.listLabel} aria-busy={isUpdating || undefined}>
      <THead>
        <tr>
          <TH className={cell}>{t.name}</TH>
          <TH className={`hidden ${cell} md:table-cell`}>{t.brand}</TH>
          <TH className={`hidden ${cell} 2xl:table-cell`}>{t.type}</TH>
          <TH className={`hidden ${cell} lg:table-cell`}>{t.firstContactDate}</TH>
          <TH className={`hidden ${cell} 2xl:table-cell`}>{t.signatureDate}</TH>
          <TH className={`hidden ${cell} sm:table-cell`}>{t.status}</TH>
          <TH className={`${cell} text-right`}>{t.total}</TH>
          <TH className={`hidden ${cell} text-right sm:table-cell`}>{t.influencerCount}</TH>
          <TH className={`${cell} text-right`}>{fr.common.actions}</TH>
        </tr>
      </THead>
      <TBody>
        {items.map((item) => (
          <TR key={item.id} onClick={() => onShow(item)} data-testid="campaign-row">
            <TD className={cell}>
              <NameButton name={item.name} onOpen={() => onShow(item)} />
              <span className="block text-xs text-muted md:hidden">{item.brand}</span>
              <span className="block text-xs text-muted 2xl:hidden">
                {fr.collaborationTypes[item.type]}
              </span>
              <span className="block text-xs text-muted lg:hidden">
                {formatLongDate(item.contactDate)}
              </span>
              <div className="mt-2 sm:hidden">
                <CollaborationStatusBadge status={item.status} />
              </div>
            </TD>
            <TD className={`hidden ${cell} md:table-cell`}>{item.brand}</TD>
            <TD className={`hidden ${cell} 2xl:table-cell`}>{fr.collaborationTypes[item.type]}</TD>
            <TD className={`hidden ${cell} whitespace-nowrap lg:table-cell`}>
              {formatLongDate(item.contactDate)}
              <span className="block text-xs text-muted 2xl:hidden">
                {t.signatureInline(formatLongDate(item.signatureDate))}
              </span>
            </TD>
            <TD className={`hidden ${cell} whitespace-nowrap 2xl:table-cell`}>
              {formatLongDate(item.signatureDate)}
            </TD>
            <TD className={`hidden ${cell} whitespace-nowrap sm:table-cell`}>
              <CollaborationStatusBadge status={item.status} />
            </TD>
            <TD
              data-testid="campaign-total"
              className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}
            >
              {formatEuros(item.totalCents)}
            </TD>
            <TD
              data-testid="campaign-influencers"
              className={`hidden ${cell} text-right tabular-nums sm:table-cell`}
            >
              {item.influencerCount}
            </TD>
            <TD className={cell}>
              <RowActions
                name={item.name}
                onEdit={() => onEdit(item)}
                onDelete={() => onDelete(item)}
              />
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
