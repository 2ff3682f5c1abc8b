import { Button } from '#client/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '#client/components/ui/table';
import { formatMonth } from '#shared/domain/benchmarks';
import {
  formatCostIndicator,
  formatEngagementRate,
  formatMetric,
} from '#shared/domain/performance';
import { performancesText } from '#shared/i18n/fr-performances';
import { fr } from '#shared/i18n/fr';
import type {
  PerformanceFigures,
  PerformanceGrouping,
  PerformancesAnswer,
} from '#shared/schemas/performances';

const t = performancesText;
const c = t.columns;
const typeLabels: Record<string, string> = fr.deliverableTypes;
const platformLabels: Record<string, string> = t.platforms;

const LABELS: Record<PerformanceGrouping, (key: string, label: string) => string> = {
  client: (_key, label) => label,
  type: (key) => typeLabels[key] ?? key,
  platform: (key) => platformLabels[key] ?? key,
  period: (key) => formatMonth(key),
};

function FigureCells({ figures }: { figures: PerformanceFigures }) {
  const number = 'text-right tabular-nums whitespace-nowrap';
  return (
    <>
      <TD className={number}>{formatMetric(figures.publications)}</TD>
      <TD className={number}>{formatMetric(figures.reach)}</TD>
      <TD className={number}>{formatMetric(figures.impressions)}</TD>
      <TD className={number}>{formatMetric(figures.views)}</TD>
      <TD className={number}>{formatMetric(figures.engagements)}</TD>
      <TD className={number}>
        {formatEngagementRate(figures.engagementRate)}
        {figures.engagementBase && figures.engagementRate !== null && (
          <span className="block text-xs text-muted">{t.base[figures.engagementBase]}</span>
        )}
      </TD>
      <TD className={number}>{formatCostIndicator(figures.cpmCost)}</TD>
      <TD className={number}>{formatCostIndicator(figures.cpeCost)}</TD>
      <TD className={number}>{formatCostIndicator(figures.cpmBilled)}</TD>
      <TD className={number}>{formatCostIndicator(figures.cpeBilled)}</TD>
    </>
  );
}

/** The indicators per group, the total of the whole selection last; paged by `limit` groups. */
export function PerformancesTable({
  answer,
  offset,
  limit,
  onOffset,
}: {
  answer: PerformancesAnswer;
  offset: number;
  limit: number;
  onOffset: (offset: number) => void;
}) {
  const label = LABELS[answer.groupBy];
  const last = Math.min(offset + answer.rows.length, answer.groupCount);
  return (
    <section aria-labelledby="performances-title" className="space-y-3">
      <h2 id="performances-title" className="text-lg font-semibold">
        {t.groupBy[answer.groupBy]}
      </h2>
      <Table aria-labelledby="performances-title">
        <THead>
          <tr>
            <TH>{c.group[answer.groupBy]}</TH>
            {[
              c.publications,
              c.reach,
              c.impressions,
              c.views,
              c.engagements,
              c.engagementRate,
              c.cpmCost,
              c.cpeCost,
              c.cpmBilled,
              c.cpeBilled,
            ].map((name) => (
              <TH key={name} className="text-right">
                {name}
              </TH>
            ))}
          </tr>
        </THead>
        <TBody>
          {answer.rows.map((row) => (
            <TR key={row.key}>
              <th scope="row" className="px-4 py-3 text-left font-medium">
                {label(row.key, row.label)}
              </th>
              <FigureCells figures={row} />
            </TR>
          ))}
        </TBody>
        <tfoot className="border-t-2 border-border font-semibold">
          <TR>
            <th scope="row" className="px-4 py-3 text-left">
              {t.total}
            </th>
            <FigureCells figures={answer.total} />
          </TR>
        </tfoot>
      </Table>
      {answer.groupCount > limit && (
        <nav aria-label={t.groupBy[answer.groupBy]} className="flex items-center gap-3 text-sm">
          <Button
            variant="secondary"
            size="sm"
            disabled={offset === 0}
            onClick={() => onOffset(Math.max(0, offset - limit))}
          >
            {t.pages.previous}
          </Button>
          <span className="text-muted">{t.pages.range(offset + 1, last, answer.groupCount)}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={last >= answer.groupCount}
            onClick={() => onOffset(offset + limit)}
          >
            {t.pages.next}
          </Button>
        </nav>
      )}
    </section>
  );
}
