// The bench:web table: the median of each measure over the runs, and the targets of issue 18.
import type { Measurement } from './measure';
import type { TARGETS } from './pages';

type Result = { page: string; profile: string; runs: Measurement[] };

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatReport(results: Result[], runs: number, targets: typeof TARGETS) {
  const header = ['profile', 'page', 'FCP', 'LCP', 'CLS', 'content', 'JS', 'all', 'requests'];
  const rows = results.map(({ page, profile, runs: measured }) => {
    const of = (pick: (m: Measurement) => number) => median(measured.map(pick));
    return [
      profile,
      page,
      ms(of((m) => m.fcpMs)),
      ms(of((m) => m.lcpMs)),
      of((m) => m.cls).toFixed(3),
      ms(of((m) => m.readyMs)),
      kb(of((m) => m.jsBytes)),
      kb(of((m) => m.transferredBytes)),
      String(of((m) => m.requests)),
    ];
  });
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((row) => row[i]?.length ?? 0)),
  );
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [
    `Medians of ${runs} cold loads each, a 390×844 viewport, bytes as transferred (compressed).`,
    `"content": the screen's own content (for a list, its first row) is on screen.`,
    `Targets on slow 4G + 4× CPU: LCP ≤ ${targets.lcpMs} ms, CLS ≤ ${targets.cls}, JS of /app/clients ≤ ${kb(targets.clientsJsBytes)}.`,
    '',
    line(header),
    ...rows.map(line),
  ].join('\n');
}
