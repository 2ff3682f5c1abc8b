import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { LoadMoreButton } from '#client/components/ui/load-more-button';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { Table, TBody, TD, TH, THead, TR, TruncatedText } from '#client/components/ui/table';
import { cn } from '#client/lib/cn';
import { profitDealsQuery, type ProfitQueryFilters } from '#client/features/payments/profit-api';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { formatMarginRate } from '#shared/domain/profitability';
import type { ProfitSort } from '#shared/schemas/profitability';
import { profitability } from '#shared/i18n/fr-profitability';
import { fr } from '#shared/i18n/fr';

const t = profitability.table;

/**
 * The billed deals, sorted by the server by margin or by margin rate (a header's button turns
 * the order), a page at a time; a row opens its deal.
 */
export function ProfitTable({
  filters,
  sort,
  onSort,
  onOpenDeal,
}: {
  filters: ProfitQueryFilters;
  sort: ProfitSort;
  onSort: (sort: ProfitSort) => void;
  onOpenDeal: (id: string) => void;
}) {
  const list = useInfiniteQuery(profitDealsQuery(filters, sort));
  const deals = list.data?.pages.flatMap((page) => page.items) ?? [];
  const figure = 'px-3 text-right whitespace-nowrap tabular-nums';

  return (
    <section aria-labelledby="profit-table-title" className="space-y-3">
      <h3 id="profit-table-title" className="text-base font-semibold">
        {t.title}
      </h3>
      {list.isPending ? (
        <Spinner label={fr.common.loading} />
      ) : list.isError && deals.length === 0 ? (
        <RetryAlert
          title={profitability.loadFailed}
          error={list.error}
          onRetry={() => list.refetch()}
        />
      ) : deals.length === 0 ? (
        <p className="text-sm text-muted">{profitability.charts.empty}</p>
      ) : (
        <>
          <Table aria-label={t.label} aria-busy={list.isPlaceholderData || undefined}>
            <THead>
              <tr>
                <TH className="px-3">{t.collaboration}</TH>
                <TH className="hidden px-3 md:table-cell">{t.date}</TH>
                <TH className="hidden px-3 text-right sm:table-cell">{t.billed}</TH>
                <TH className="hidden px-3 text-right lg:table-cell">{t.creators}</TH>
                <TH className="hidden px-3 text-right lg:table-cell">{t.costs}</TH>
                <SortHeader column="margin" label={t.margin} sort={sort} onSort={onSort} />
                <SortHeader column="rate" label={t.rate} sort={sort} onSort={onSort} />
              </tr>
            </THead>
            <TBody>
              {deals.map((deal) => {
                const isLoss = (deal.marginCents ?? 0) < 0;
                return (
                  <TR key={deal.id} onClick={() => onOpenDeal(deal.id)} data-testid="profit-row">
                    <TD className="px-3">
                      <TruncatedText
                        text={deal.name}
                        onClick={(event) => {
                          event.stopPropagation();
                          onOpenDeal(deal.id);
                        }}
                        className="font-semibold text-foreground hover:text-link hover:underline"
                      />
                      <TruncatedText text={deal.brand} className="text-xs text-muted" />
                    </TD>
                    <TD className="hidden px-3 whitespace-nowrap md:table-cell">
                      {formatLongDate(deal.profitDate)}
                    </TD>
                    <TD className={`hidden ${figure} sm:table-cell`}>
                      {formatEuros(deal.billedCents)}
                    </TD>
                    <TD className={`hidden ${figure} lg:table-cell`}>
                      {formatEuros(deal.creatorsCents)}
                    </TD>
                    <TD className={`hidden ${figure} lg:table-cell`}>
                      {formatEuros(deal.costsCents)}
                    </TD>
                    <TD
                      data-testid="profit-row-margin"
                      className={cn(figure, 'font-semibold', isLoss && 'text-danger')}
                    >
                      {formatEuros(deal.marginCents)}
                    </TD>
                    <TD className={cn(figure, isLoss && 'text-danger')}>
                      {formatMarginRate(deal.marginRate)}
                    </TD>
                  </TR>
                );
              })}
            </TBody>
          </Table>
          {list.hasNextPage && (
            <LoadMoreButton
              isLoading={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            />
          )}
        </>
      )}
    </section>
  );
}

/** A sortable column: its button turns the order (descending first); aria-sort says which. */
function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: 'margin' | 'rate';
  label: string;
  sort: ProfitSort;
  onSort: (sort: ProfitSort) => void;
}) {
  const isActive = sort.startsWith(column);
  const isDescending = sort.endsWith('desc');
  const Icon = !isActive ? ArrowUpDown : isDescending ? ArrowDown : ArrowUp;
  return (
    <TH
      className="px-3 text-right"
      aria-sort={isActive ? (isDescending ? 'descending' : 'ascending') : 'none'}
    >
      <button
        type="button"
        onClick={() => onSort(`${column}_${isActive && isDescending ? 'asc' : 'desc'}`)}
        className="inline-flex items-center gap-1 uppercase hover:text-foreground"
      >
        {label}
        <Icon aria-hidden className="h-3.5 w-3.5" />
        <span className="sr-only">{` — ${t.sortBy(label)}`}</span>
      </button>
    </TH>
  );
}
