import { useId, useState, type ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { BarChart3, Table2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { Table, TBody, TD, TH, THead } from '#client/components/ui/table';
import { useTheme } from '#client/lib/theme';
import type {
  ProfitClient,
  ProfitMonth,
  ProfitTypeRow,
} from '#client/features/payments/profit-api';
import { formatEuros } from '#shared/domain/money';
import { formatMarginRate } from '#shared/domain/profitability';
import { profitability } from '#shared/i18n/fr-profitability';
import { fr } from '#shared/i18n/fr';

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

const usePalette = () => PALETTES[useTheme().theme];

// Axis ticks in short French euros ('12 k€'); tooltips and tables to the cent (formatEuros).
const compactEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const axisEuros = (cents: number) => compactEuros.format(cents / 100);

const monthFormat = new Intl.DateTimeFormat('fr-FR', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2026-03' → 'mars 2026'. */
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/**
 * A chart and its table view: a button switches between them (the table is the chart's
 * accessible view: every figure to the cent, read in order).
 */
function ChartCard({
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

function useTooltipStyle() {
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

function AmountsTable({
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

const costsOf = (row: { creatorsCents: number; costsCents: number }) =>
  row.creatorsCents + row.costsCents;

/** Billed, costs (creators and others) and margin per month, grouped bars. */
export function MonthsChart({ months: loaded }: { months: ProfitMonth[] | undefined }) {
  const months = loaded ?? [];
  const palette = usePalette();
  const tooltip = useTooltipStyle();
  const data = months.map((month) => ({
    label: formatMonth(month.month),
    billed: month.billedCents,
    costs: costsOf(month),
    margin: month.marginCents,
  }));
  return (
    <ChartCard
      title={t.months}
      testId="chart-months"
      isEmpty={loaded && loaded.length === 0}
      table={
        <AmountsTable
          label={t.months}
          head={t.month}
          rows={months.map((month) => ({
            key: month.month,
            name: formatMonth(month.month),
            billedCents: month.billedCents,
            costs: costsOf(month),
            marginCents: month.marginCents,
            marginRate: month.marginRate,
          }))}
        />
      }
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
            <CartesianGrid stroke={palette.grid} vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fill: palette.text, fontSize: 12 }}
              stroke={palette.grid}
            />
            <YAxis
              tickFormatter={axisEuros}
              tick={{ fill: palette.text, fontSize: 12 }}
              stroke={palette.grid}
              width={72}
            />
            <ReferenceLine y={0} stroke={palette.text} />
            <Tooltip {...tooltip} cursor={{ fill: palette.grid, opacity: 0.3 }} />
            {/* Billed, costs, margin: the bars' order (their keys sort so). */}
            <Legend wrapperStyle={{ color: palette.text }} itemSorter="dataKey" />
            <Bar dataKey="billed" name={t.billed} fill={palette.billed} isAnimationActive={false} />
            <Bar dataKey="costs" name={t.costs} fill={palette.costs} isAnimationActive={false} />
            <Bar dataKey="margin" name={t.margin} fill={palette.margin} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}

/** One bar per row, a loss in the danger colour. */
function MarginBars({ data }: { data: { label: string; margin: number }[] }) {
  const palette = usePalette();
  const tooltip = useTooltipStyle();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ left: 8, right: 16 }}
      >
        <CartesianGrid stroke={palette.grid} horizontal={false} />
        <XAxis
          type="number"
          tickFormatter={axisEuros}
          tick={{ fill: palette.text, fontSize: 12 }}
          stroke={palette.grid}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={130}
          tick={{ fill: palette.text, fontSize: 12 }}
          stroke={palette.grid}
        />
        <ReferenceLine x={0} stroke={palette.text} />
        <Tooltip {...tooltip} cursor={{ fill: palette.grid, opacity: 0.3 }} />
        <Bar dataKey="margin" name={t.margin} isAnimationActive={false}>
          {data.map((row) => (
            <Cell key={row.label} fill={row.margin < 0 ? palette.loss : palette.margin} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

const clientLabel = (client: ProfitClient) =>
  client.isOthers ? t.others : client.label || t.noClient;

/** Margin by client: the top ten, then 'Autres' (summed by the server). */
export function ClientsChart({ clients: loaded }: { clients: ProfitClient[] | undefined }) {
  const clients = loaded ?? [];
  return (
    <ChartCard
      title={t.clients}
      testId="chart-clients"
      isEmpty={loaded && loaded.length === 0}
      table={
        <AmountsTable
          label={t.clients}
          head={t.client}
          rows={clients.map((client, index) => ({
            key: `${client.clientId ?? 'none'}-${index}`,
            name: clientLabel(client),
            billedCents: client.billedCents,
            costs: costsOf(client),
            marginCents: client.marginCents,
            marginRate: client.marginRate,
          }))}
        />
      }
      chart={
        <MarginBars
          data={clients.map((client) => ({
            label: clientLabel(client),
            margin: client.marginCents,
          }))}
        />
      }
    />
  );
}

/** Margin by collaboration type. */
export function TypesChart({ types: loaded }: { types: ProfitTypeRow[] | undefined }) {
  const types = loaded ?? [];
  return (
    <ChartCard
      title={t.types}
      testId="chart-types"
      isEmpty={loaded && loaded.length === 0}
      table={
        <AmountsTable
          label={t.types}
          head={t.type}
          rows={types.map((row) => ({
            key: row.type,
            name: fr.collaborationTypes[row.type],
            billedCents: row.billedCents,
            costs: costsOf(row),
            marginCents: row.marginCents,
            marginRate: row.marginRate,
          }))}
        />
      }
      chart={
        <MarginBars
          data={types.map((row) => ({
            label: fr.collaborationTypes[row.type],
            margin: row.marginCents,
          }))}
        />
      }
    />
  );
}
