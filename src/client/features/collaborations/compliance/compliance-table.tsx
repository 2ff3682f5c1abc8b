import { CircleAlert, TriangleAlert } from 'lucide-react';
import { Table, TBody, TD, TH, THead, TR } from '#client/components/ui/table';
import { NameButton } from '#client/features/collaborations/row-actions';
import { ComplianceLevelBadge } from '#client/features/collaborations/compliance/compliance-level-badge';
import { formatLongDate } from '#shared/domain/dates';
import type { ComplianceListRow } from '#shared/schemas/compliance';
import { compliance } from '#shared/i18n/fr-compliance';
import { complianceScreen } from '#shared/i18n/fr-compliance-screen';

const t = complianceScreen.overview;
const cell = 'px-3 py-2';

/** The deals with an open check; a row (or its name, from the keyboard) opens its 'Conformité'. */
export function ComplianceTable({
  rows,
  isUpdating,
  onOpen,
}: {
  rows: ComplianceListRow[];
  isUpdating: boolean;
  onOpen: (collaborationId: string) => void;
}) {
  return (
    <Table aria-label={t.tableLabel} aria-busy={isUpdating || undefined}>
      <THead>
        <tr>
          <TH className={cell}>{t.columns.name}</TH>
          <TH className={cell}>{t.columns.brand}</TH>
          <TH className={`hidden ${cell} lg:table-cell`}>{t.columns.manager}</TH>
          <TH className={`hidden ${cell} md:table-cell`}>{t.columns.date}</TH>
          <TH className={cell}>{t.columns.level}</TH>
          <TH className={cell}>{t.columns.checks}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <TR
            key={row.collaborationId}
            data-testid="compliance-row"
            onClick={() => onOpen(row.collaborationId)}
          >
            <TD className={cell}>
              <NameButton name={row.name} onOpen={() => onOpen(row.collaborationId)} />
            </TD>
            <TD className={cell}>{row.brand}</TD>
            <TD className={`hidden ${cell} lg:table-cell`}>{row.manager}</TD>
            <TD className={`hidden ${cell} whitespace-nowrap md:table-cell`}>
              {formatLongDate(row.contactDate)}
            </TD>
            <TD className={cell}>
              <ComplianceLevelBadge level={row.worstLevel} />
            </TD>
            <TD className={cell}>
              <OpenChecks checks={row.openChecks} />
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

/** Each open check by its title; its level by an icon of its own shape and, read aloud, in words. */
function OpenChecks({ checks }: { checks: ComplianceListRow['openChecks'] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {checks.map((check) => {
        const Icon = check.level === 'blocking' ? TriangleAlert : CircleAlert;
        return (
          <li
            key={check.id}
            data-testid="compliance-open-check"
            className={`inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium ${
              check.level === 'blocking'
                ? 'border-danger/40 text-danger'
                : 'border-warning/40 text-warning'
            }`}
          >
            <Icon aria-hidden className="h-3.5 w-3.5" />
            {compliance.checks[check.id]}
            <span className="sr-only"> : {compliance.levels[check.level]}</span>
          </li>
        );
      })}
    </ul>
  );
}
