import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Field } from '#client/components/ui/field';
import { Select } from '#client/components/ui/input';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { PeriodFilter } from '#client/features/payments/period-filter';
import {
  profitClientsQuery,
  profitManagersQuery,
  profitMonthsQuery,
  profitTypesQuery,
} from '#client/features/payments/profit-api';
import { ClientsChart, MonthsChart, TypesChart } from '#client/features/payments/profit-charts';
import { LeftOutDialog, ProfitDealDialog } from '#client/features/payments/profit-deal-dialogs';
import { ProfitTable } from '#client/features/payments/profit-table';
import { ProfitTiles } from '#client/features/payments/profit-tiles';
import { useProfitFilters } from '#client/features/payments/use-profit-filters';
import { COLLABORATION_TYPES } from '#shared/domain/enums';
import { profitability } from '#shared/i18n/fr-profitability';
import { fr } from '#shared/i18n/fr';

const t = profitability;

/**
 * Comptabilité → Rentabilité (issue 20): what was billed, paid out and earned over the period,
 * per month, client, type and deal. Loaded with its tab (recharts stays out of the payments'
 * bundle); every figure is summed by the server.
 */
export default function ProfitabilityTab() {
  const state = useProfitFilters();
  const { filters } = state;
  const [openDeal, setOpenDeal] = useState<string | null>(null);
  const [isLeftOutShown, setLeftOutShown] = useState(false);

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">{t.subtitle}</p>
      <ProfitFiltersBar state={state} />
      <ProfitTiles filters={filters} onShowLeftOut={() => setLeftOutShown(true)} />
      <ProfitCharts state={state} />
      <ProfitTable
        filters={filters}
        sort={state.sort}
        onSort={state.setSort}
        onOpenDeal={setOpenDeal}
      />
      {isLeftOutShown && (
        <LeftOutDialog
          filters={filters}
          onOpenDeal={setOpenDeal}
          onClose={() => setLeftOutShown(false)}
        />
      )}
      {openDeal && <ProfitDealDialog id={openDeal} onClose={() => setOpenDeal(null)} />}
    </div>
  );
}

function ProfitFiltersBar({ state }: { state: ReturnType<typeof useProfitFilters> }) {
  const managers = useQuery(profitManagersQuery);
  const chosen = state.filters.manager;
  // A manager from the URL stays choosable while the list loads or if no deal names them.
  const names = [...new Set([...(managers.data?.managers ?? []), ...(chosen ? [chosen] : [])])];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <PeriodFilter choice={state.choice} onChange={state.setPeriod} />
      <div className="w-56">
        <Field label={t.filters.manager}>
          <Select value={chosen} onChange={(event) => state.setManager(event.target.value)}>
            <option value="">{t.filters.allManagers}</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="w-56">
        <Field label={t.filters.type}>
          <Select
            value={state.filters.type}
            onChange={(event) => state.setType(event.target.value)}
          >
            <option value="all">{t.filters.allTypes}</option>
            {COLLABORATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {fr.collaborationTypes[type]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </div>
  );
}

function ProfitCharts({ state }: { state: ReturnType<typeof useProfitFilters> }) {
  const months = useQuery(profitMonthsQuery(state.filters));
  const clients = useQuery(profitClientsQuery(state.filters));
  const types = useQuery(profitTypesQuery(state.filters));
  const failed = [months, clients, types].find((query) => query.isError && !query.data);
  if (failed) {
    return (
      <RetryAlert
        title={t.loadFailed}
        error={failed.error}
        onRetry={() => [months, clients, types].forEach((query) => query.refetch())}
      />
    );
  }
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <div className="xl:col-span-2">
        <MonthsChart months={months.data?.months} />
      </div>
      <ClientsChart clients={clients.data?.clients} />
      <TypesChart types={types.data?.types} />
    </div>
  );
}
