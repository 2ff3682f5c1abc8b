import { Link, useNavigate } from 'react-router';
import { Table, TBody, TD, TH, THead, TR, TruncatedText } from '#client/components/ui/table';
import type { AgencyRow, AgencySort, SortDirection } from '#client/features/superadmin/api';
import { SortHeader } from '#client/features/superadmin/sort-header';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';

const t = superAdminScreen;
const c = t.columns;

const COUNT_COLUMNS = ['users', 'clients', 'influencers', 'collaborations'] as const;

type AgenciesTableProps = {
  agencies: AgencyRow[];
  isUpdating: boolean;
  sort: AgencySort;
  dir: SortDirection;
  onSort: (sort: AgencySort) => void;
};

/**
 * A click anywhere on a row opens the agency; for the keyboard its name and 'Voir' are links.
 * The id is the agency code: shown whole, it may break anywhere.
 */
export function AgenciesTable({ agencies, isUpdating, sort, dir, onSort }: AgenciesTableProps) {
  const navigate = useNavigate();
  const header = (key: AgencySort, label: string, className?: string) => (
    <SortHeader
      label={label}
      direction={sort === key ? dir : null}
      onSort={() => onSort(key)}
      className={className}
    />
  );
  return (
    <Table
      aria-label={t.agenciesLabel}
      aria-busy={isUpdating || undefined}
      className="min-w-[60rem]"
    >
      <THead>
        <tr>
          {header('name', c.agency)}
          {header('createdAt', c.createdAt)}
          {COUNT_COLUMNS.map((key) => header(key, c[key], 'text-right'))}
          {header('revenue', c.revenue, 'text-right')}
          <TH className="text-right">{c.action}</TH>
        </tr>
      </THead>
      <TBody>
        {agencies.map((agency) => {
          const to = `/superadmin/agency/${agency.id}`;
          return (
            <TR key={agency.id} onClick={() => navigate(to)} data-testid="agency-row">
              <TD className="min-w-48 max-w-72">
                <Link
                  to={to}
                  onClick={(event) => event.stopPropagation()}
                  className="block font-semibold text-foreground hover:text-link hover:underline"
                >
                  <TruncatedText text={agency.name} />
                </Link>
                <span className="block font-mono text-xs break-all text-muted">{agency.id}</span>
              </TD>
              <TD className="whitespace-nowrap">{formatLongDate(agency.createdAt)}</TD>
              {COUNT_COLUMNS.map((key) => (
                <TD key={key} className="text-right tabular-nums">
                  {agency[key].toLocaleString('fr-FR')}
                </TD>
              ))}
              <TD className="text-right whitespace-nowrap tabular-nums">
                {formatEuros(agency.revenueCents)}
              </TD>
              <TD className="text-right">
                <Link
                  to={to}
                  onClick={(event) => event.stopPropagation()}
                  aria-label={t.viewAgency(agency.name)}
                  className="font-medium text-link hover:underline"
                >
                  {t.view}
                </Link>
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
