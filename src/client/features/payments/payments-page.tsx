import { lazy, Suspense, useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { TabParts as Tabs } from '#client/components/ui/tab-parts';
import { ListEmptyState } from '#client/components/ui/empty-state';
import { ExportMenu } from '#client/components/ui/export-menu';
import { LoadMoreButton } from '#client/components/ui/load-more-button';
import { PageHeader } from '#client/components/ui/page-header';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { ListSearchField } from '#client/components/ui/search-field';
import { Spinner } from '#client/components/ui/spinner';
import {
  paymentsExportUrl,
  paymentsListQuery,
  paymentTotalsQuery,
} from '#client/features/payments/api';
import { queryClient } from '#client/lib/query-client';
import { PaymentTotals } from '#client/features/payments/payment-totals';
import { PaymentsTable } from '#client/features/payments/payments-table';
import { PeriodFilter } from '#client/features/payments/period-filter';
import {
  readPaymentFilters,
  usePaymentFilters,
} from '#client/features/payments/use-payment-filters';
import { paymentsScreen } from '#shared/i18n/fr-payments';
import { profitability } from '#shared/i18n/fr-profitability';
import { exportsText } from '#shared/i18n/fr-exports';
import { fr } from '#shared/i18n/fr';

const t = paymentsScreen;

// Rentabilité and its charts load with their tab (issue 20).
const ProfitabilityTab = lazy(() => import('#client/features/payments/profitability-tab'));
const PROFIT_VIEW = 'rentabilite';
const tabClass =
  'rounded-md px-4 py-1.5 text-sm font-medium text-muted hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground';

/** The tab the URL names: the ledger unless `?vue=rentabilite`. */
const readView = (params: URLSearchParams) =>
  params.get('vue') === PROFIT_VIEW ? PROFIT_VIEW : 'paiements';

/** What the ledger shows first: its totals and lines for the URL's filters (app/route-data.ts). */
export async function firstData(params: URLSearchParams) {
  if (readView(params) === PROFIT_VIEW) return;
  const filters = readPaymentFilters(params);
  await Promise.all([
    queryClient.prefetchQuery(paymentTotalsQuery(filters)),
    queryClient.prefetchInfiniteQuery(paymentsListQuery(filters)),
  ]);
}

/**
 * Comptabilité: the payments, and 'Rentabilité' beside them (issue 20), the tab kept in the
 * URL (`?vue=rentabilite`) with the period both share.
 */
export function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const setView = (next: string) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next === PROFIT_VIEW) updated.set('vue', PROFIT_VIEW);
      else updated.delete('vue');
      updated.delete('page');
      return updated;
    });
  const words = profitability;
  return (
    <Tabs.Root value={view} onValueChange={setView}>
      <PageHeader title={fr.sections.accounting} subtitle={t.subtitle} />
      <Tabs.List
        aria-label={words.tabsLabel}
        className="mb-6 inline-flex rounded-lg border border-border bg-surface p-1"
      >
        <Tabs.Trigger value="paiements" className={tabClass}>
          {words.paymentsTab}
        </Tabs.Trigger>
        <Tabs.Trigger value={PROFIT_VIEW} className={tabClass}>
          {words.tab}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="paiements">
        <PaymentsLedger />
      </Tabs.Content>
      <Tabs.Content value={PROFIT_VIEW}>
        <Suspense fallback={<Spinner label={fr.common.loading} />}>
          <ProfitabilityTab />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}

/**
 * Comptabilité influenceur (spec §2, §4, §5, §9): the two totals, the search and period kept
 * in the URL, the ledger a page at a time, and the export of the same filtered lines.
 */
function PaymentsLedger() {
  const filters = usePaymentFilters();
  const list = useInfiniteQuery(paymentsListQuery(filters.filters));
  const lines = list.data?.pages.flatMap((page) => page.items) ?? [];
  // Off by default: the spec's inline edit leaves the flag as is (§4); the sync is asked for.
  const [isSyncingPaid, setSyncingPaid] = useState(false);
  const syncHintId = useId();

  return (
    <>
      {/* The page's header is the screen's (PaymentsPage); the export belongs to this tab. */}
      <div className="mb-4 flex justify-end">
        <ExportMenu
          list={exportsText.lists.payments}
          href={(format) => paymentsExportUrl(filters.filters, format)}
        />
      </div>
      <PaymentTotals filters={filters.filters} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <ListSearchField label={t.searchLabel} placeholder={t.searchPlaceholder} search={filters} />
        <PeriodFilter choice={filters.choice} onChange={filters.setPeriod} />
      </div>

      {list.isPending ? (
        <Spinner label={fr.common.loading} />
      ) : list.isError && lines.length === 0 ? (
        <RetryAlert title={t.loadFailed} error={list.error} onRetry={() => list.refetch()} />
      ) : lines.length === 0 ? (
        <ListEmptyState isFiltered={filters.isFiltered} title={t.emptyTitle} text={t.emptyText} />
      ) : (
        <div className="space-y-4">
          <div>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                checked={isSyncingPaid}
                onChange={(event) => setSyncingPaid(event.target.checked)}
                aria-describedby={syncHintId}
              />
              {t.syncPaid}
            </label>
            <p id={syncHintId} className="mt-0.5 pl-6 text-xs text-muted">
              {t.syncPaidHint}
            </p>
          </div>
          <PaymentsTable
            lines={lines}
            isUpdating={list.isPlaceholderData}
            isSyncingPaid={isSyncingPaid}
          />
          {list.hasNextPage && (
            <LoadMoreButton
              isLoading={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            />
          )}
        </div>
      )}
    </>
  );
}
