import { Card } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import type { ReportTile } from '#client/features/collaborations/report/report-view';
import { reportTab } from '#shared/i18n/fr-report-tab';

/** The campaign's figures: one card each, a cost on both prices, the budget's three amounts. */
export function ReportTiles({ tiles, isFetching }: { tiles: ReportTile[]; isFetching: boolean }) {
  return (
    <section
      aria-label={reportTab.tilesLabel}
      aria-busy={isFetching || undefined}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
      {tiles.map((tile) => (
        <Card key={tile.key} data-testid={`tile-${tile.key}`} className="space-y-2 p-4">
          <h3 className="text-sm font-medium text-muted">{tile.label}</h3>
          {tile.value !== undefined && (
            <div data-testid="tile-value" className="text-xl font-bold tabular-nums">
              {tile.value}
            </div>
          )}
          {tile.note && (
            <p data-testid="tile-note" className="text-xs text-muted">
              {tile.note}
            </p>
          )}
          {tile.lines.length > 0 && (
            <dl className="space-y-1.5 text-sm">
              {tile.lines.map((line) => (
                <div key={line.label} data-testid="tile-line">
                  <dt className="text-xs text-muted">{line.label}</dt>
                  <dd className={cn('font-semibold tabular-nums', line.isLoss && 'text-danger')}>
                    {line.value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Card>
      ))}
    </section>
  );
}
