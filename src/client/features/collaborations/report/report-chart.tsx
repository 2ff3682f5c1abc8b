import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from '#client/lib/theme';
import { formatMetric } from '#shared/domain/performance';
import { report as t } from '#shared/i18n/fr-report';
import type { ReportPoint } from '#shared/schemas/report';

// The report's chart over time (issue 30), with recharts in the 'charts' chunk: loaded by the
// 'Rapport' tab once its figures show (the tab's own code stays light). Its figures are in the
// tab's table view, which needs none of this.

// Colours that read on each theme's surface (WCAG 3:1 for graphics), and a dash of its own for
// each line, so the curves part without colour too.
const PALETTES = {
  light: {
    reach: '#6d28d9',
    impressions: '#0369a1',
    views: '#b45309',
    engagements: '#15803d',
    grid: '#cbd5e1',
    text: '#475569',
    tooltip: '#ffffff',
  },
  dark: {
    reach: '#a78bfa',
    impressions: '#7dd3fc',
    views: '#fbbf24',
    engagements: '#4ade80',
    grid: '#334155',
    text: '#a5b4c8',
    tooltip: '#121a2e',
  },
};

// Engagements are counted in hundreds where the audience counts in thousands: their own axis,
// on the right, so their curve does not lie flat on the bottom.
const LINES = [
  { key: 'reach', dash: undefined, axis: 'audience' },
  { key: 'impressions', dash: '6 3', axis: 'audience' },
  { key: 'views', dash: '2 3', axis: 'audience' },
  { key: 'engagements', dash: '10 3 2 3', axis: 'engagements' },
] as const;

const compactCount = new Intl.NumberFormat('fr-FR', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-03-12' → '12 mars'. */
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

export default function ReportChart({ series }: { series: ReportPoint[] }) {
  const palette = PALETTES[useTheme().theme];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={series} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
        <CartesianGrid stroke={palette.grid} vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={formatDay}
          tick={{ fill: palette.text, fontSize: 12 }}
          stroke={palette.grid}
        />
        <YAxis
          yAxisId="audience"
          tickFormatter={(value: number) => compactCount.format(value)}
          tick={{ fill: palette.text, fontSize: 12 }}
          stroke={palette.grid}
          width={56}
        />
        <YAxis
          yAxisId="engagements"
          orientation="right"
          tickFormatter={(value: number) => compactCount.format(value)}
          tick={{ fill: palette.engagements, fontSize: 12 }}
          stroke={palette.grid}
          width={48}
        />
        <Tooltip
          contentStyle={{
            background: palette.tooltip,
            borderColor: palette.grid,
            borderRadius: 8,
            color: palette.text,
          }}
          labelStyle={{ color: palette.text, fontWeight: 600 }}
          labelFormatter={(day) => formatDay(String(day))}
          formatter={(value) => formatMetric(typeof value === 'number' ? value : null)}
        />
        <Legend wrapperStyle={{ color: palette.text }} itemSorter={null} />
        {LINES.map((line) => (
          <Line
            key={line.key}
            type="monotone"
            dataKey={line.key}
            yAxisId={line.axis}
            name={t.tiles[line.key]}
            stroke={palette[line.key]}
            strokeDasharray={line.dash}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
