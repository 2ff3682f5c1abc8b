import type { ReactNode } from 'react';
import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { Table, TBody, TD, TH, THead, TR } from '#client/components/ui/table';
import type { CollaborationSummary } from '#client/features/collaborations/api';
import type { RowHandlers } from '#client/features/collaborations/collaboration-dialogs';
import { NameButton, RowActions } from '#client/features/collaborations/row-actions';
import { useProgressiveList } from '#client/lib/use-progressive-list';
import { formatSignatureDate, formatSignatureInline } from '#shared/domain/collaboration-dates';
import { formatLongDate } from '#shared/domain/dates';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;
export const cell = 'px-3';

/** What each screen's table receives (collaboration-screen.tsx). */
export type SummaryTableProps = {
  items: CollaborationSummary[];
  isUpdating: boolean;
} & RowHandlers;

type Item = { item: CollaborationSummary };
/** From which width a folded column gets a cell of its own. */
type ShownFrom = { shownFrom: 'sm:table-cell' | 'md:table-cell' | 'lg:table-cell' };

/**
 * The frame of both screens' tables: a row per collaboration that opens its detail, its name
 * first (with what narrow screens fold under it), the screen's own cells, the row's actions.
 * Free text (name, brand, manager) keeps to one line (TruncatedText), so it never widens a column.
 * The first rows come at once, the others a moment later (useProgressiveList).
 */
export function SummaryTable({
  label,
  rowTestId,
  head,
  renderFolded,
  renderCells,
  items,
  isUpdating,
  onShow,
  onEdit,
  onDelete,
}: {
  label: string;
  rowTestId: string;
  /** The headers between the name and the actions. */
  head: ReactNode;
  renderFolded: (item: CollaborationSummary) => ReactNode;
  renderCells: (item: CollaborationSummary) => ReactNode;
} & SummaryTableProps) {
  const rows = useProgressiveList(items);
  return (
    <Table aria-label={label} aria-busy={isUpdating || undefined}>
      <THead>
        <tr>
          <TH className={cell}>{t.name}</TH>
          {head}
          <TH className={`${cell} text-right`}>{fr.common.actions}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((item) => (
          <TR key={item.id} onClick={() => onShow(item)} data-testid={rowTestId}>
            <TD className={cell}>
              <NameButton name={item.name} onOpen={() => onShow(item)} />
              {renderFolded(item)}
            </TD>
            {renderCells(item)}
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

export const TypeCell = ({ item }: Item) => (
  <TD className={`hidden ${cell} 2xl:table-cell`}>{fr.collaborationTypes[item.type]}</TD>
);

/** The contact date, with the signature under it until its own column shows. */
export const ContactDateCell = ({ item, shownFrom }: Item & ShownFrom) => (
  <TD className={`hidden ${cell} whitespace-nowrap ${shownFrom}`}>
    {formatLongDate(item.contactDate)}
    <span className="block text-xs text-muted 2xl:hidden">
      {formatSignatureInline(item.signatureDate)}
    </span>
  </TD>
);

export const SignatureDateCell = ({ item }: Item) => (
  <TD className={`hidden ${cell} whitespace-nowrap 2xl:table-cell`}>
    {formatSignatureDate(item.signatureDate)}
  </TD>
);

export const StatusCell = ({ item, shownFrom }: Item & ShownFrom) => (
  <TD className={`hidden ${cell} whitespace-nowrap ${shownFrom}`}>
    <CollaborationStatusBadge status={item.status} />
  </TD>
);
