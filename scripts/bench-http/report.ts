// The printed result: one row per endpoint beside the hello baseline, with its target.
import type { Endpoint, Target } from './endpoints';
import type { Measurement } from './load';

export type Row = { endpoint: Pick<Endpoint, 'label' | 'target'>; measurement: Measurement };

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

// autocannon's latency histogram holds whole milliseconds.
const milliseconds = (value: number) => (value < 1 ? '< 1' : integer.format(value));

function describeTarget(target: Target | undefined) {
  if (!target) return '';
  const rps = `≥ ${integer.format(target.minRps)} req/s`;
  return target.maxP99Ms === undefined ? rps : `${rps}, p99 ≤ ${target.maxP99Ms} ms`;
}

function isMet({ endpoint: { target }, measurement }: Row) {
  if (measurement.failures > 0) return 'NO (failures)';
  if (!target) return '—';
  const isFastEnough = target.maxP99Ms === undefined || measurement.p99Ms <= target.maxP99Ms;
  return measurement.rps >= target.minRps && isFastEnough ? 'yes' : 'NO';
}

export function formatTable(hello: Measurement, rows: Row[]) {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs hello', 'failed', 'target', 'met'];
  const toCells = ({ endpoint, measurement: m }: Row) => [
    endpoint.label,
    integer.format(m.rps),
    milliseconds(m.p50Ms),
    milliseconds(m.p99Ms),
    `${((100 * m.rps) / hello.rps).toFixed(1)} %`,
    integer.format(m.failures),
    describeTarget(endpoint.target),
    isMet({ endpoint, measurement: m }),
  ];
  const helloCells = toCells({ endpoint: { label: 'bare Hono "hello"' }, measurement: hello });
  const body = [helloCells.map((cell, column) => (column >= 6 ? '' : cell)), ...rows.map(toCells)];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]!.length)),
  );
  // Text columns to the left, figures to the right.
  const isText = (column: number) => column === 0 || column >= 6;
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        isText(column) ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...body.map(line),
  ].join('\n');
}
