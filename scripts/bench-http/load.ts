// One measurement with autocannon: a short warm-up whose figures are dropped (JIT, caches,
// connection pool), then the run that counts.
import autocannon from 'autocannon';

export type LoadSettings = { connections: number; durationS: number; warmupS: number };

export type Measurement = {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx responses plus connection errors and timeouts: any of them spoils the figures. */
  failures: number;
};

export async function measure(
  url: string,
  headers: Record<string, string>,
  { connections, durationS, warmupS }: LoadSettings,
): Promise<Measurement> {
  if (warmupS > 0) await autocannon({ url, headers, connections, duration: warmupS });
  const result = await autocannon({ url, headers, connections, duration: durationS });
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
  };
}
