import { useQuery } from '@tanstack/react-query';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { Table, TBody, TD, TH, THead, TR } from '#client/components/ui/table';
import { benchmarksQuery } from '#client/features/performances/api';
import { formatCostIndicator, formatEngagementRate } from '#shared/domain/performance';
import { performancesText } from '#shared/i18n/fr-performances';
import { fr } from '#shared/i18n/fr';
import type { Spread } from '#shared/schemas/performances';

const t = performancesText;
const b = t.benchmarks;
const typeLabels: Record<string, string> = fr.deliverableTypes;

function SpreadCell({ spread, format }: { spread: Spread; format: (value: number) => string }) {
  if (!spread) return <TD className="text-right">—</TD>;
  return (
    <TD className="text-right tabular-nums whitespace-nowrap">
      {format(spread.median)}
      <span className="block text-xs text-muted">
        {b.between(format(spread.q1), format(spread.q3))}
      </span>
    </TD>
  );
}

/** The agency's benchmarks: a line per platform, type and audience tier. */
export function BenchmarksTable() {
  const benchmarks = useQuery(benchmarksQuery());
  return (
    <section aria-labelledby="benchmarks-title" className="space-y-3">
      <h2 id="benchmarks-title" className="text-lg font-semibold">
        {b.title}
      </h2>
      <p className="text-sm text-muted">{b.intro}</p>
      {benchmarks.isError ? (
        <RetryAlert
          title={b.loadError}
          error={benchmarks.error}
          onRetry={() => benchmarks.refetch()}
        />
      ) : !benchmarks.data ? (
        <Spinner label={t.loading} />
      ) : benchmarks.data.rows.length === 0 ? (
        <p className="text-sm text-muted">{b.empty}</p>
      ) : (
        <Table aria-labelledby="benchmarks-title">
          <THead>
            <tr>
              <TH>{b.columns.platform}</TH>
              <TH>{b.columns.type}</TH>
              <TH>{b.columns.tier}</TH>
              <TH className="text-right">{b.columns.count}</TH>
              <TH className="text-right">{b.columns.cpm}</TH>
              <TH className="text-right">{b.columns.engagementRate}</TH>
            </tr>
          </THead>
          <TBody>
            {benchmarks.data.rows.map((row) => (
              <TR key={`${row.platform}|${row.type}|${row.tier}`}>
                <TD>{t.platforms[row.platform]}</TD>
                <TD>{typeLabels[row.type] ?? row.type}</TD>
                <TD>{t.tiers[row.tier]}</TD>
                <TD className="text-right tabular-nums">
                  {row.count}
                  {row.isFewData && <span className="block text-xs text-muted">{b.fewData}</span>}
                </TD>
                <SpreadCell spread={row.cpm} format={formatCostIndicator} />
                <SpreadCell spread={row.engagementRate} format={formatEngagementRate} />
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  );
}
