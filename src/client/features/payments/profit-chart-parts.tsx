import { useId, useState, type ReactNode } from 'react';
import { BarChart3, Table2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { Table, TBody, TD, TH, THead } from '#client/components/ui/table';
import { useTheme } from '#client/lib/theme';
import { formatEuros } from '#shared/domain/money';
import { formatMarginRate } from '#shared/domain/profitability';
import { profitability } from '#shared/i18n/fr-profitability';
import { fr } from '#shared/i18n/fr';

// What the Rentabilité charts share (issue 20): the colours of each theme, euros the French way,
// the card with its table view, the tooltip style.

const t = profitability.charts;

// Colours that read on each theme's surface (WCAG 3:1 for graphics), billed / costs / margin.
const PALETTES = {
  light: {
    billed: '#6d28d9',
    costs: '#64748b',
    margin: '#15803d',
    loss: '#b91c1c',
    grid: '#cbd5e1',
    text: '#475569',
    tooltip: '#ffffff',
  },
  dark: {
    billed: '#a78bfa',
    costs: '#94a3b8',
    margin: '#4ade80',
    loss: '#fca5a5',
    grid: '#334155',
    text: '#a5b4c8',
    tooltip: '#121a2e',
  },
};

export const usePalette = () => PALETTES[useTheme().theme];

// Axis ticks in short French euros ('12 k€'); tooltips and tables to the cent (formatEuros).
const compactEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

export const axisEuros = (cents: number) => compactEuros.format(cents / 100);

export const monthFormat = new Intl.DateTimeFormat('fr-FR', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A chart and its table view: a button switches between them (the table is the chart's
 * accessible view: every figure to the cent, read in order).
 */
export function ChartCard({
  title,
  testId,
  isEmpty,
  chart,
  table,
}: {
  title: string;
  testId: string;
  /** Undefined while the first figures load. */
  isEmpty: boolean | undefined;
  chart: ReactNode;
  table: ReactNode;
}) {
  const headingId = useId();
  const [isTable, setTable] = useState(false);
  return (
    <Card className="space-y-3 p-4 sm:p-5" data-testid={testId}>
      <section aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            {title}
          </h3>
          {isEmpty === false && (
            <Button variant="ghost" size="sm" onClick={() => setTable((shown) => !shown)}>
              {isTable ? (
                <BarChart3 aria-hidden className="h-4 w-4" />
              ) : (
                <Table2 aria-hidden className="h-4 w-4" />
              )}
              {isTable ? t.showChart : t.showTable}
            </Button>
          )}
        </div>
        {isEmpty === undefined ? (
          <Spinner label={fr.common.loading} />
        ) : isEmpty ? (
          <p className="text-sm text-muted">{t.empty}</p>
        ) : isTable ? (
          table
        ) : (
          // The drawing is named; its figures are in the table view.
          <div role="img" aria-label={title} className="h-72 w-full">
            {chart}
          </div>
        )}
      </section>
    </Card>
  );
}

export function useTooltipStyle() {
  const palette = usePalette();
  return {
    contentStyle: {
      background: palette.tooltip,
      borderColor: palette.grid,
      borderRadius: 8,
      color: palette.text,
    },
    labelStyle: { color: palette.text, fontWeight: 600 },
    formatter: (value: unknown) => formatEuros(value),
  };
}

export function AmountsTable({
  label,
  head,
  rows,
}: {
  label: string;
  head: string;
  rows: {
    key: string;
    name: string;
    billedCents: number;
    costs: number;
    marginCents: number;
    marginRate: number | null;
  }[];
}) {
  return (
    <Table aria-label={label}>
      <THead>
        <tr>
          <TH className="px-3">{head}</TH>
          <TH className="px-3 text-right">{t.billed}</TH>
          <TH className="px-3 text-right">{t.costs}</TH>
          <TH className="px-3 text-right">{t.margin}</TH>
          <TH className="px-3 text-right">{profitability.tiles.rate}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <tr key={row.key}>
            <TD className="px-3">{row.name}</TD>
            <TD className="px-3 text-right tabular-nums">{formatEuros(row.billedCents)}</TD>
            <TD className="px-3 text-right tabular-nums">{formatEuros(row.costs)}</TD>
            <TD
              className={`px-3 text-right tabular-nums ${row.marginCents < 0 ? 'text-danger' : ''}`}
            >
              {formatEuros(row.marginCents)}
            </TD>
            <TD className="px-3 text-right tabular-nums">{formatMarginRate(row.marginRate)}</TD>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
