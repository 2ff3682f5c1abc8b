// The bench:web tables: the median of each measure over the runs, and the targets of issues 18
// and 27.
import type { LighthouseRun } from './lighthouse';
import type { Measurement } from './measure';
import type { TARGETS } from './pages';

type Result = { page: string; profile: string; runs: Measurement[] };

export const median = (numbers: number[]) => {
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
  const line = lineOf([header, ...rows]);
  return [
    `Medians of ${runs} cold loads each, a 390×844 viewport, bytes as transferred (compressed).`,
    `"content": the screen's own content (for a list, its first row) is on screen.`,
    `Targets on slow 4G + 4× CPU: LCP ≤ ${targets.lcpMs} ms, CLS ≤ ${targets.cls}, JS of /app/clients ≤ ${kb(targets.clientsJsBytes)}.`,
    '',
    line(header),
    ...rows.map(line),
  ].join('\n');
}

/** Pads each column of a table to its widest cell. */
function lineOf(table: string[][]) {
  const widths = (table[0] ?? []).map((_, i) =>
    Math.max(...table.map((row) => row[i]?.length ?? 0)),
  );
  return (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
}

type LighthouseResult = { page: string; runs: LighthouseRun[] };

/** Lighthouse's mobile audit: the median score, LCP and TBT of each page, and the runs' spread. */
export function formatLighthouseReport(
  results: LighthouseResult[],
  runs: number,
  targets: typeof TARGETS,
) {
  const header = ['page', 'score', 'LCP', 'TBT', 'scores of the runs', 'meets the targets'];
  const rows = results.map(({ page, runs: measured }) => {
    const score = median(measured.map((run) => run.score));
    const lcpMs = median(measured.map((run) => run.lcpMs));
    const tbtMs = median(measured.map((run) => run.tbtMs));
    const meets =
      score >= targets.lighthouseScore && lcpMs <= targets.lcpMs && tbtMs <= targets.tbtMs;
    return [
      page,
      String(score),
      `${(lcpMs / 1000).toFixed(1)} s`,
      ms(tbtMs),
      measured.map((run) => run.score).join(' '),
      meets ? 'yes' : 'no',
    ];
  });
  const line = lineOf([header, ...rows]);
  return [
    `Lighthouse 12 mobile (slow 4G, 4× CPU, simulated), medians of ${runs} runs each.`,
    `Targets: score ≥ ${targets.lighthouseScore}, LCP ≤ ${targets.lcpMs} ms, TBT ≤ ${targets.tbtMs} ms.`,
    '',
    line(header),
    ...rows.map(line),
  ].join('\n');
}
