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
import type {
  ProfitClient,
  ProfitMonth,
  ProfitTypeRow,
} from '#client/features/payments/profit-api';
import { profitability } from '#shared/i18n/fr-profitability';
import { fr } from '#shared/i18n/fr';
import {
  AmountsTable,
  ChartCard,
  axisEuros,
  monthFormat,
  usePalette,
  useTooltipStyle,
} from '#client/features/payments/profit-chart-parts';

const t = profitability.charts;
/** '2026-03' → 'mars 2026'. */
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

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

// A long brand would wrap onto its neighbours' lines: cut on one line (the tooltip and the
// table view give it whole).
const shortLabel = (label: string) => (label.length > 17 ? `${label.slice(0, 16)}…` : label);

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
          interval={0}
          tickFormatter={shortLabel}
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
