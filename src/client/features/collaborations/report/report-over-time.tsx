import { lazy, Suspense, useId, useState } from 'react';
import { BarChart3, Table2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { Table, TBody, TD, TH, THead } from '#client/components/ui/table';
import { formatLongDate } from '#shared/domain/dates';
import { formatMetric } from '#shared/domain/performance';
import { report as t } from '#shared/i18n/fr-report';
import { reportTab } from '#shared/i18n/fr-report-tab';
import type { ReportPoint } from '#shared/schemas/report';

// recharts (the 'charts' chunk) loads once the report shows, not with the tab's figures.
const ReportChart = lazy(() => import('#client/features/collaborations/report/report-chart'));

const SERIES = ['reach', 'impressions', 'views', 'engagements'] as const;

/**
 * 'Évolution des statistiques': the chart, or its table (a button switches; the table is the
 * chart's accessible view: every figure, day by day, in order).
 */
export function ReportOverTime({ series }: { series: ReportPoint[] }) {
  const headingId = useId();
  const [isTable, setTable] = useState(false);
  const isEmpty = series.length === 0;
  return (
    <Card className="p-4 sm:p-5" data-testid="report-over-time">
      <section aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            {t.overTime}
          </h3>
          {!isEmpty && (
            <Button variant="ghost" size="sm" onClick={() => setTable((shown) => !shown)}>
              {isTable ? (
                <BarChart3 aria-hidden className="h-4 w-4" />
              ) : (
                <Table2 aria-hidden className="h-4 w-4" />
              )}
              {isTable ? reportTab.chart.showChart : reportTab.chart.showTable}
            </Button>
          )}
        </div>
        {isEmpty ? (
          <p className="text-sm text-muted">{reportTab.chart.empty}</p>
        ) : isTable ? (
          <SeriesTable series={series} />
        ) : (
          <Suspense fallback={<Spinner label={reportTab.chart.loading} className="h-72" />}>
            {/* The drawing is named; its figures are in the table view. */}
            <div role="img" aria-label={reportTab.chart.label} className="h-72 w-full">
              <ReportChart series={series} />
            </div>
          </Suspense>
        )}
      </section>
    </Card>
  );
}

function SeriesTable({ series }: { series: ReportPoint[] }) {
  return (
    <Table aria-label={reportTab.chart.tableLabel}>
      <THead>
        <tr>
          <TH className="px-3">{reportTab.chart.day}</TH>
          {SERIES.map((key) => (
            <TH key={key} className="px-3 text-right">
              {t.tiles[key]}
            </TH>
          ))}
        </tr>
      </THead>
      <TBody>
        {series.map((point) => (
          <tr key={point.day}>
            <th scope="row" className="px-3 py-3 text-left font-medium whitespace-nowrap">
              {formatLongDate(point.day)}
            </th>
            {SERIES.map((key) => (
              <TD key={key} className="px-3 text-right tabular-nums">
                {formatMetric(point[key])}
              </TD>
            ))}
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
