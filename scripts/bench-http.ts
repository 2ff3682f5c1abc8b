// `npm run bench:http [-- --fresh --duration 8 --connections 20 --only health,clients-first]`
// Load on the real server over HTTP: seeds a throw-away data folder (or reuses it), starts the
// server as `npm start` does and a bare Hono "hello" server beside it, drives both with
// autocannon and prints req/s and latency per endpoint against the targets. Reports, never fails
// on a missed target. DATABASE_URL, when set, is used by the seed and the server alike.
// `--agencies 1000 --agency-rows 1000000` (the defaults) add the agencies the super admin's
// endpoints read (issue 17); `--agencies 0` leaves them and those endpoints out.
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeDatabase, prepareDataDir, type Sizes } from './bench-http/data-dir';
import {
  checkEndpoints,
  ENDPOINT_KEYS,
  findEndpoints,
  getJson,
  signIn,
  signOut,
} from './bench-http/endpoints';
import { measure, type LoadSettings } from './bench-http/load';
import { formatTable, type Row } from './bench-http/report';
import { startServer, stopAllChildren } from './bench-http/servers';
import { SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD } from './seed/superadmin';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: './data-bench' },
    fresh: { type: 'boolean', default: false },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '20' },
    clients: { type: 'string', default: '100000' },
    influencers: { type: 'string', default: '20000' },
    collaborations: { type: 'string', default: '20000' },
    tasks: { type: 'string', default: '100000' },
    castings: { type: 'string', default: '20000' },
    resources: { type: 'string', default: '50000' },
    campaigns: { type: 'string', default: '20000' },
    agencies: { type: 'string', default: '1000' },
    'agency-rows': { type: 'string', default: '1000000' },
    search: { type: 'string', default: 'dupont' },
    only: { type: 'string' },
  },
});
const wholeNumber = (name: string, value: string, min: number) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`--${name} wants a whole number`);
  return number;
};
const sizes: Sizes = {
  clients: wholeNumber('clients', values.clients, 0),
  influencers: wholeNumber('influencers', values.influencers, 0),
  collaborations: wholeNumber('collaborations', values.collaborations, 0),
  tasks: wholeNumber('tasks', values.tasks, 0),
  castings: wholeNumber('castings', values.castings, 0),
  resources: wholeNumber('resources', values.resources, 0),
  campaigns: wholeNumber('campaigns', values.campaigns, 0),
  agencies: wholeNumber('agencies', values.agencies, 0),
  agencyRows: wholeNumber('agency-rows', values['agency-rows'], 0),
};
const load: LoadSettings = {
  connections: wholeNumber('connections', values.connections, 1),
  durationS: wholeNumber('duration', values.duration, 1),
  warmupS: wholeNumber('warmup', values.warmup, 0),
};
const only = values.only?.split(',').map((key) => key.trim());
const unknown = only?.filter((key) => !(ENDPOINT_KEYS as readonly string[]).includes(key));
if (unknown?.length) {
  throw new Error(`--only: unknown ${unknown.join(', ')} (known: ${ENDPOINT_KEYS.join(', ')})`);
}
const dataDir = path.resolve(values['data-dir']);
const databaseUrl = process.env.DATABASE_URL || undefined;

async function abort(signal: string) {
  console.error(`\n${signal}: stopping the servers…`);
  await stopAllChildren();
  process.exit(130);
}
process.once('SIGINT', () => void abort('SIGINT'));
process.once('SIGTERM', () => void abort('SIGTERM'));

try {
  const seeding = await prepareDataDir(dataDir, sizes, { isFresh: values.fresh, databaseUrl });
  console.log(
    seeding.isReused
      ? `Reusing the seeded ${dataDir} (--fresh to reseed)`
      : `Seeded ${dataDir} in ${seeding.seedSeconds.toFixed(0)} s`,
  );
  const [hello, app] = await Promise.all([
    startServer('hello server', 'scripts/bench-http/hello-server.ts', '/'),
    startServer('Infludesk server', 'scripts/start.ts', '/api/health', {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SUPERADMIN_EMAILS: SUPERADMIN_EMAIL,
    }),
  ]);
  const health = await getJson<{ database: string }>(`${app.origin}/api/health`);
  const session = await signIn(app.origin);
  const superAdmin =
    sizes.agencies > 0 ? await signIn(app.origin, SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD) : null;
  const found = await findEndpoints(session, values.search, superAdmin);
  const endpoints = found.endpoints.filter((endpoint) => !only || only.includes(endpoint.key));
  await checkEndpoints(app.origin, endpoints);
  if (found.clientsTotal !== sizes.clients) {
    console.warn(
      `The server sees ${found.clientsTotal} clients, not ${sizes.clients}: try --fresh`,
    );
  }

  console.log(`Measuring: ${load.warmupS} s warm-up, then ${load.durationS} s per endpoint`);
  console.log('  bare Hono "hello": GET /');
  const helloMeasurement = await measure(`${hello.origin}/`, {}, load);
  const rows: Row[] = [];
  for (const endpoint of endpoints) {
    console.log(`  ${endpoint.label}: GET ${endpoint.path}`);
    const measurement = await measure(app.origin + endpoint.path, endpoint.headers, load);
    rows.push({ endpoint, measurement });
  }
  await signOut(session);
  if (superAdmin) await signOut(superAdmin);

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`
Node ${process.version}, ${process.platform} ${process.arch}, ${availableParallelism()} × ${cpu}
Database: ${health.database}, ${describeDatabase(databaseUrl)}
Data: ${sizes.clients} clients (the API counts ${found.clientsTotal}), ${sizes.influencers} influencers, ${sizes.collaborations} collaborations, ${sizes.tasks} tasks, ${sizes.castings} castings, ${sizes.resources} resources, ${sizes.campaigns} published campaigns (${sizes.campaigns * 5} readings); ${sizes.agencies} other agencies with ${sizes.agencyRows} business rows
Load: autocannon in this process, ${load.connections} connections, ${load.durationS} s per endpoint after ${load.warmupS} s warm-up
`);
  console.log(formatTable(helloMeasurement, rows));
} finally {
  await stopAllChildren();
}
