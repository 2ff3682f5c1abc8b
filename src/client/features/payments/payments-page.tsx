import { useInfiniteQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { ListEmptyState } from '#client/components/ui/empty-state';
import { LoadMoreButton } from '#client/components/ui/load-more-button';
import { PageHeader } from '#client/components/ui/page-header';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { ListSearchField } from '#client/components/ui/search-field';
import { Spinner } from '#client/components/ui/spinner';
import { paymentsExportUrl, paymentsListQuery } from '#client/features/payments/api';
import { PaymentTotals } from '#client/features/payments/payment-totals';
import { PaymentsTable } from '#client/features/payments/payments-table';
import { PeriodFilter } from '#client/features/payments/period-filter';
import { usePaymentFilters } from '#client/features/payments/use-payment-filters';
import { fr } from '#shared/i18n/fr';

const t = fr.paymentsScreen;

/**
 * Comptabilité influenceur (spec §2, §4, §5, §9): the two totals, the search and period kept
 * in the URL, the ledger a page at a time, and the export of the same filtered lines.
 */
export function PaymentsPage() {
  const filters = usePaymentFilters();
  const list = useInfiniteQuery(paymentsListQuery(filters.filters));
  const lines = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageHeader
        title={fr.sections.accounting}
        subtitle={t.subtitle}
        actions={
          // A plain link: the browser downloads the file the server streams.
          <a
            href={paymentsExportUrl(filters.filters)}
            download
            className="inline-flex h-10 items-center gap-2 rounded-md border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-muted"
          >
            <Download aria-hidden className="h-4 w-4" />
            {t.exportCsv}
          </a>
        }
      />
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
          <PaymentsTable lines={lines} isUpdating={list.isPlaceholderData} />
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
