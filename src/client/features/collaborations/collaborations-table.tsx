import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { TD, TH, TruncatedText } from '#client/components/ui/table';
import { CollaborationIndicators } from '#client/features/collaborations/collaboration-indicators';
import {
  ContactDateCell,
  SignatureDateCell,
  StatusCell,
  SummaryTable,
  type SummaryTableProps,
  TypeCell,
  cell,
} from '#client/features/collaborations/summary-table';
import { FROM_MD, useMediaQuery } from '#client/lib/use-media-query';
import { formatLongDate } from '#shared/domain/dates';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;

/**
 * The Collaborations table (spec §2). Every column shows from 1536 px; narrower screens fold
 * the type, brand and manager under the name and the signature under the contact date, and
 * phones the status and indicators too, instead of scrolling sideways.
 */
export function CollaborationsTable(props: SummaryTableProps) {
  // The status and the six indicators are drawn once per row, where they show (issue 27).
  const isWide = useMediaQuery(FROM_MD);
  return (
    <SummaryTable
      {...props}
      label={t.screens.collaborations.listLabel}
      rowTestId="collaboration-row"
      head={
        <>
          <TH className={`hidden ${cell} 2xl:table-cell`}>{t.type}</TH>
          <TH className={`hidden ${cell} xl:table-cell`}>{t.brand}</TH>
          <TH className={`hidden ${cell} md:table-cell`}>{t.contactDate}</TH>
          <TH className={`hidden ${cell} 2xl:table-cell`}>{t.signatureDate}</TH>
          <TH className={`hidden ${cell} xl:table-cell`}>{t.manager}</TH>
          <TH className={`hidden ${cell} md:table-cell`}>{t.status}</TH>
          <TH className={`hidden ${cell} md:table-cell`}>{t.indicators}</TH>
        </>
      }
      renderFolded={(item) => (
        <>
          <span className="flex gap-1 text-xs text-muted">
            <TruncatedText text={item.brand} className="min-w-0 xl:hidden" />
            <span className="xl:hidden">·</span>
            <span className="shrink-0 2xl:hidden">{fr.collaborationTypes[item.type]}</span>
          </span>
          <TruncatedText
            text={t.managerInline(item.manager)}
            className="text-xs text-muted xl:hidden"
          />
          <span className="block text-xs text-muted md:hidden">
            {formatLongDate(item.contactDate)}
          </span>
          {!isWide && (
            <div className="mt-2 space-y-2 md:hidden">
              <CollaborationStatusBadge status={item.status} />
              <CollaborationIndicators indicators={item.indicators} />
            </div>
          )}
        </>
      )}
      renderCells={(item) => (
        <>
          <TypeCell item={item} />
          <TD className={`hidden ${cell} xl:table-cell`}>
            <TruncatedText text={item.brand} />
          </TD>
          <ContactDateCell item={item} shownFrom="md:table-cell" />
          <SignatureDateCell item={item} />
          <TD className={`hidden ${cell} xl:table-cell`}>
            <TruncatedText text={item.manager} />
          </TD>
          <StatusCell item={item} shownFrom="md:table-cell" />
          <TD className={`hidden ${cell} md:table-cell`}>
            {isWide && <CollaborationIndicators indicators={item.indicators} />}
          </TD>
        </>
      )}
    />
  );
}
