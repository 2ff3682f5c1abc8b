import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { Table, TBody, TD, TH, THead, TR } from '#client/components/ui/table';
import type { CollaborationSummary } from '#client/features/collaborations/api';
import { CollaborationIndicators } from '#client/features/collaborations/collaboration-indicators';
import type { RowHandlers } from '#client/features/collaborations/collaboration-dialogs';
import { NameButton, RowActions } from '#client/features/collaborations/row-actions';
import { formatLongDate } from '#shared/domain/dates';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;
const cell = 'px-3';

/**
 * The Collaborations table (spec §2). Every column shows from 1536 px; narrower screens fold
 * the type, brand and manager under the name and the signature under the contact date, and
 * phones the status and indicators too, instead of scrolling sideways.
 */
export function CollaborationsTable({
  items,
  isUpdating,
  onShow,
  onEdit,
  onDelete,
}: { items: CollaborationSummary[]; isUpdating: boolean } & RowHandlers) {
  return (
    <Table aria-label={t.screens.collaborations.listLabel} aria-busy={isUpdating || undefined}>
      <THead>
        <tr>
          <TH className={cell}>{t.name}</TH>
          <TH className={`hidden ${cell} 2xl:table-cell`}>{t.type}</TH>
          <TH className={`hidden ${cell} xl:table-cell`}>{t.brand}</TH>
          <TH className={`hidden ${cell} md:table-cell`}>{t.contactDate}</TH>
          <TH className={`hidden ${cell} 2xl:table-cell`}>{t.signatureDate}</TH>
          <TH className={`hidden ${cell} xl:table-cell`}>{t.manager}</TH>
          <TH className={`hidden ${cell} md:table-cell`}>{t.status}</TH>
          <TH className={`hidden ${cell} md:table-cell`}>{t.indicators}</TH>
          <TH className={`${cell} text-right`}>{fr.common.actions}</TH>
        </tr>
      </THead>
      <TBody>
        {items.map((item) => (
          <TR key={item.id} onClick={() => onShow(item)} data-testid="collaboration-row">
            <TD className={cell}>
              <NameButton name={item.name} onOpen={() => onShow(item)} />
              <span className="block text-xs text-muted">
                <span className="xl:hidden">{item.brand}</span>
                <span className="xl:hidden"> · </span>
                <span className="2xl:hidden">{fr.collaborationTypes[item.type]}</span>
              </span>
              <span className="block text-xs text-muted xl:hidden">
                {t.managerInline(item.manager)}
              </span>
              <span className="block text-xs text-muted md:hidden">
                {formatLongDate(item.contactDate)}
              </span>
              <div className="mt-2 space-y-2 md:hidden">
                <CollaborationStatusBadge status={item.status} />
                <CollaborationIndicators indicators={item.indicators} />
              </div>
            </TD>
            <TD className={`hidden ${cell} 2xl:table-cell`}>{fr.collaborationTypes[item.type]}</TD>
            <TD className={`hidden ${cell} xl:table-cell`}>{item.brand}</TD>
            <TD className={`hidden ${cell} whitespace-nowrap md:table-cell`}>
              {formatLongDate(item.contactDate)}
              <span className="block text-xs text-muted 2xl:hidden">
                {t.signatureInline(formatLongDate(item.signatureDate))}
              </span>
            </TD>
            <TD className={`hidden ${cell} whitespace-nowrap 2xl:table-cell`}>
              {formatLongDate(item.signatureDate)}
            </TD>
            <TD className={`hidden ${cell} xl:table-cell`}>{item.manager}</TD>
            <TD className={`hidden ${cell} whitespace-nowrap md:table-cell`}>
              <CollaborationStatusBadge status={item.status} />
            </TD>
            <TD className={`hidden ${cell} md:table-cell`}>
              <CollaborationIndicators indicators={item.indicators} />
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
