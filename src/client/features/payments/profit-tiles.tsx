import { useQuery } from '@tanstack/react-query';
import { Card } from '#client/components/ui/card';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { cn } from '#client/lib/cn';
import { profitSummaryQuery, type ProfitQueryFilters } from '#client/features/payments/profit-api';
import { formatEuros } from '#shared/domain/money';
import { formatMarginRate } from '#shared/domain/profitability';
import { profitability } from '#shared/i18n/fr-profitability';

const t = profitability;

/** CA facturé, Coûts créateurs, Frais, Marge, Taux de marge: summed by the server. */
export function ProfitTiles({
  filters,
  onShowLeftOut,
}: {
  filters: ProfitQueryFilters;
  onShowLeftOut: () => void;
}) {
  const summary = useQuery(profitSummaryQuery(filters));
  if (summary.isError && !summary.data) {
    return (
      <RetryAlert title={t.loadFailed} error={summary.error} onRetry={() => summary.refetch()} />
    );
  }
  const data = summary.data;
  const isLoss = (data?.marginCents ?? 0) < 0;
  const tiles = [
    { key: 'billed', label: t.tiles.billed, value: data && formatEuros(data.billedCents) },
    { key: 'creators', label: t.tiles.creators, value: data && formatEuros(data.creatorsCents) },
    { key: 'costs', label: t.tiles.costs, value: data && formatEuros(data.costsCents) },
    { key: 'margin', label: t.tiles.margin, value: data && formatEuros(data.marginCents), isLoss },
    { key: 'rate', label: t.tiles.rate, value: data && formatMarginRate(data.marginRate), isLoss },
  ];
  return (
    <div className="space-y-3">
      <section
        aria-label={t.tiles.label}
        aria-busy={summary.isFetching || undefined}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      >
        {tiles.map((tile) => (
          <Card key={tile.key} data-testid={`tile-${tile.key}`} className="p-4">
            <h3 className="text-sm font-medium text-muted">{tile.label}</h3>
            <div
              data-testid="tile-value"
              className={cn(
                'mt-2 text-xl font-bold tabular-nums',
                !tile.value && 'text-muted',
                tile.isLoss && 'text-danger',
              )}
            >
              {tile.value ?? '…'}
            </div>
          </Card>
        ))}
      </section>
      {data && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span data-testid="deal-count">{t.dealCount(data.dealCount)}</span>
          {data.leftOutCount > 0 && (
            <>
              <span data-testid="left-out-count">{t.leftOut(data.leftOutCount)}</span>
              <button
                type="button"
                onClick={onShowLeftOut}
                className="font-medium text-link underline underline-offset-2"
              >
                {t.leftOutLink}
              </button>
            </>
          )}
        </p>
      )}
    </div>
  );
}
