// `npm run bench:tokens [-- --duration 8 --connections 20]` (decision 0066)
// The public API's token gate against the session's, over HTTP on the real server: the
// screens' GET /api/collaborations with a session cookie beside the same list through the
// public API with a token (once /api/v1/collaborations exists), and the gates alone (a member's
// token list with the cookie, GET /api/v1/token with a token). The token's budget is lifted
// (API_TOKEN_RATE_LIMIT) so that every request does the full work. Prints, never fails.
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeDatabase, prepareDataDir } from './bench-http/data-dir';
import { getJson, signIn, signOut } from './bench-http/endpoints';
import { measure, type LoadSettings } from './bench-http/load';
import { formatTable, type Row } from './bench-http/report';
import { startServer, stopAllChildren } from './bench-http/servers';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: './data-bench-tokens' },
    fresh: { type: 'boolean', default: false },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '20' },
    collaborations: { type: 'string', default: '20000' },
  },
});
const load: LoadSettings = {
  connections: Number(values.connections),
  durationS: Number(values.duration),
  warmupS: Number(values.warmup),
};
const collaborations = Number(values.collaborations);
const sizes = {
  clients: 5_000,
  influencers: 5_000,
  collaborations,
  tasks: 1_000,
  castings: 0,
  resources: 0,
  campaigns: 0,
  agencies: 0,
  agencyRows: 0,
};
const dataDir = path.resolve(values['data-dir']);
const databaseUrl = process.env.DATABASE_URL || undefined;

process.once('SIGINT', () => void stopAllChildren().then(() => process.exit(130)));

try {
  const seeding = await prepareDataDir(dataDir, sizes, { isFresh: values.fresh, databaseUrl });
  console.log(
    seeding.isReused
      ? `Reusing ${dataDir}`
      : `Seeded ${dataDir} in ${seeding.seedSeconds.toFixed(0)} s`,
  );
  const [hello, app] = await Promise.all([
    startServer('hello server', 'scripts/bench-http/hello-server.ts', '/'),
    startServer('Infludesk server', 'scripts/start.ts', '/api/health', {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      API_TOKEN_RATE_LIMIT: '1000000000',
    }),
  ]);
  const session = await signIn(app.origin);
  const cookie = { cookie: session.cookie };
  const created = await fetch(`${app.origin}/api/api-tokens`, {
    method: 'POST',
    headers: { ...cookie, origin: app.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Banc d’essai', expiry: '30', sections: ['collaborations'] }),
  });
  if (created.status !== 201) throw new Error(`token creation: ${await created.text()}`);
  const { id, token } = (await created.json()) as { id: string; token: string };
  const bearer = { authorization: `Bearer ${token}` };
  await getJson(`${app.origin}/api/v1/token`, bearer);

  const endpoints = [
    { label: 'collaborations, cookie', path: '/api/collaborations', headers: cookie },
    { label: 'collaborations v1, token', path: '/api/v1/collaborations', headers: bearer },
    { label: 'gate only: my tokens, cookie', path: '/api/api-tokens', headers: cookie },
    { label: 'gate only: v1/token, token', path: '/api/v1/token', headers: bearer },
  ];
  console.log(`Measuring: ${load.warmupS} s warm-up, then ${load.durationS} s per endpoint`);
  const helloMeasurement = await measure(`${hello.origin}/`, {}, load);
  const rows: Row[] = [];
  for (const endpoint of endpoints) {
    const probe = await fetch(app.origin + endpoint.path, { headers: endpoint.headers });
    await probe.arrayBuffer();
    if (probe.status !== 200) {
      console.log(`  ${endpoint.label}: GET ${endpoint.path} answers ${probe.status}, skipped`);
      continue;
    }
    console.log(`  ${endpoint.label}: GET ${endpoint.path}`);
    rows.push({
      endpoint,
      measurement: await measure(app.origin + endpoint.path, endpoint.headers, load),
    });
  }
  await fetch(`${app.origin}/api/api-tokens/${id}`, {
    method: 'DELETE',
    headers: { ...cookie, origin: app.origin },
  });
  await signOut(session);
  console.log(`
Node ${process.version}, ${availableParallelism()} × ${cpus()[0]?.model ?? 'unknown CPU'}
Database: ${describeDatabase(databaseUrl)}; ${collaborations} collaborations
Load: autocannon in this process, ${load.connections} connections, ${load.durationS} s per endpoint
`);
  console.log(formatTable(helloMeasurement, rows));
} finally {
  await stopAllChildren();
}
