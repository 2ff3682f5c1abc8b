// The bench's vocabulary: an area seeds what it needs and returns the requests to time.
// Add an area by writing scripts/bench/<area>.ts and listing it in scripts/bench.ts.
import type { Database } from '#server/db/client';

export type BenchContext = {
  /** The owner's connection (no row-level security): for seeding and picking sample values. */
  db: Database;
  agencyId: string;
  /** How many rows each area seeds of its main entity. */
  rows: number;
  /** A GET through the real app, signed in as a member of the agency (or with `cookie`). */
  request(path: string, cookie?: string, init?: RequestInit): Promise<Response>;
  /** Creates the verified super admin (issue 17) once; returns its session cookie. */
  signUpSuperAdmin(): Promise<string>;
};

/** Issue 27: a 1–2 character search matches anywhere, at p99 ≤ 100 ms at 100,000 rows. */
export const SHORT_SEARCH_P99_MS = 100;

/** `cookie`: another session than the agency member's (the super admin's); `targetP99Ms`: the
 * case's own target, when it is not its area's. */
export type BenchCase = {
  name: string;
  path: string;
  cookie?: string;
  targetP99Ms?: number;
  /** A write instead of a GET: its method and body, built afresh for each run. */
  write?: { method: 'PUT' | 'POST' | 'PATCH'; body: () => object };
  /** Runs before the case's first request (switches, seeds). */
  before?: () => void | Promise<void>;
};

export type BenchArea = {
  name: string;
  /** The p99 this area's requests should stay under, when it is not the bench's default. */
  targetP99Ms?: number;
  prepare(context: BenchContext): Promise<BenchCase[]>;
};

export type CaseResult = { area: string; name: string; samples: number[]; targetMs: number };

export async function timeCase(
  context: BenchContext,
  benchCase: BenchCase,
  options: { warmup: number; runs: number },
): Promise<number[]> {
  await benchCase.before?.();
  const write = benchCase.write;
  const init: () => RequestInit | undefined = write
    ? () => ({
        method: write.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(write.body()),
      })
    : () => undefined;
  const once = async () => {
    const request = init();
    const started = performance.now();
    const response = await context.request(benchCase.path, benchCase.cookie, request);
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) {
      throw new Error(`${benchCase.name}: ${benchCase.path} answered ${response.status}`);
    }
    return elapsed;
  };
  for (let i = 0; i < options.warmup; i += 1) await once();
  const samples: number[] = [];
  for (let i = 0; i < options.runs; i += 1) samples.push(await once());
  return samples;
}

export function percentile(samples: number[], quantile: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(quantile * sorted.length) - 1)] ?? Number.NaN;
}

export function formatTable(results: CaseResult[]): string {
  const header = ['area', 'case', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'p99 target'];
  const rows = results.map(({ area, name, samples, targetMs }) => {
    const p99 = percentile(samples, 0.99);
    return [
      area,
      name,
      ...[0.5, 0.95, 0.99, 1].map((q) => percentile(samples, q).toFixed(1)),
      `≤ ${targetMs}: ${p99 <= targetMs ? 'yes' : 'NO'}`,
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}
