// `npm run bench:events [-- --streams 1000 --members 200 --changes 20]`
// Live updates at scale (issue 28 §5, decision 0047): starts the server on an embedded
// PostgreSQL in a throw-away data folder, signs in `--streams` members (one agency of
// `--members`, the others in agencies of 20) by writing their sessions, opens one event stream
// each, and prints the server's extra memory for them and the delay from a change's commit to
// its arrival at the big agency's members. Also the change feed's cost on a write. Prints
// numbers against the targets; never fails on a missed one.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findRunningEmbeddedUrl } from '#server/db/embedded-postgres';
import { startServer, stopAllChildren } from './bench-http/servers';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '1000' },
    members: { type: 'string', default: '200' },
    changes: { type: 'string', default: '20' },
    writes: { type: 'string', default: '500' },
  },
});
const STREAMS = Number(values.streams);
const MEMBERS = Math.min(Number(values.members), STREAMS);
const CHANGES = Number(values.changes);
const WRITES = Number(values.writes);
const OTHER_AGENCY_SIZE = 20;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Agencies and members written straight to the database, each with a session token. */
async function seed(db: pg.Client) {
  const agencySizes = [MEMBERS];
  for (let left = STREAMS - MEMBERS; left > 0; left -= OTHER_AGENCY_SIZE) {
    agencySizes.push(Math.min(OTHER_AGENCY_SIZE, left));
  }
  const members: { token: string; agencyId: string; userId: string }[] = [];
  for (const [index, size] of agencySizes.entries()) {
    const agency = await db.query<{ id: string }>(
      'insert into agencies (name, join_code) values ($1, $2) returning id',
      [`Agence ${index + 1}`, randomBytes(12).toString('hex')],
    );
    const agencyId = agency.rows[0]!.id;
    for (let i = 0; i < size; i += 1) {
      const user = await db.query<{ id: string }>(
        `insert into users (email, password_hash, first_name, last_name, agency_id)
         values ($1, 'x', 'Membre', $2, $3) returning id`,
        [`membre-${index}-${i}@bench.invalid`, String(i + 1), agencyId],
      );
      const token = randomBytes(32).toString('base64url');
      const hash = createHash('sha256').update(token).digest('hex');
      await db.query(
        `insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
        [hash, user.rows[0]!.id],
      );
      members.push({ token, agencyId, userId: user.rows[0]!.id });
    }
  }
  return members;
}

type Stream = { arrivals: Map<string, number>; close(): void };

/** One member's event stream: when each change (by record id) arrived. */
function openStream(origin: string, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<string, number>();
    const request = http.get(
      `${origin}/api/events`,
      { headers: { cookie: `infludesk_session=${token}` }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!block.includes('event: change') || !data) continue;
            const change = JSON.parse(data.slice(6)) as { id: string; op: string };
            arrivals.set(`${change.id}:${change.op}`, at);
          }
        });
        resolve({ arrivals, close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

/** A write's duration with and without the change feed's trigger (one statement, autocommit). */
async function triggerCost(db: pg.Client, clientId: string) {
  const run = async () => {
    const times: number[] = [];
    for (let i = 0; i < WRITES; i += 1) {
      const start = performance.now();
      await db.query('update clients set notes = $1 where id = $2', [`note ${i}`, clientId]);
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b);
  };
  await run();
  const withFeed = await run();
  await db.query('alter table clients disable trigger clients_feed_update');
  const without = await run();
  await db.query('alter table clients enable trigger clients_feed_update');
  return { withFeed, without };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'infludesk-bench-events-'));
process.once('SIGINT', () => void stopAllChildren().then(() => process.exit(130)));
let db: pg.Client | undefined;
const streams: Stream[] = [];
try {
  const server = await startServer('Infludesk server', 'src/server/index.ts', '/api/health', {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const url = findRunningEmbeddedUrl(dataDir);
  if (!url || !server.pid) throw new Error('the embedded PostgreSQL is not found');
  db = new pg.Client({ connectionString: url });
  await db.connect();
  console.log(`Seeding ${STREAMS} members (one agency of ${MEMBERS})…`);
  const members = await seed(db);
  const bigAgency = members[0]!.agencyId;

  // A first stream warms the route up; the memory is read before the others open.
  streams.push(await openStream(server.origin, members[0]!.token));
  await sleep(1_000);
  const before = rssMb(server.pid);
  for (let i = 1; i < members.length; i += 50) {
    const batch = members.slice(i, i + 50);
    streams.push(...(await Promise.all(batch.map((m) => openStream(server.origin, m.token)))));
  }
  await sleep(2_000);
  const after = rssMb(server.pid);

  const client = await db.query<{ id: string }>(
    `insert into clients (agency_id, brand_name) values ($1, 'Maison Bench') returning id`,
    [bigAgency],
  );
  const clientId = client.rows[0]!.id;
  await sleep(500);
  const watchers = streams.slice(0, MEMBERS);
  const delays: number[] = [];
  let missing = 0;
  for (let i = 0; i < CHANGES; i += 1) {
    // A new record each time: its id tells its notification apart.
    await db.query('begin');
    const made = await db.query<{ id: string }>(
      `insert into clients (agency_id, brand_name) values ($1, $2) returning id`,
      [bigAgency, `Client ${i}`],
    );
    await db.query('commit');
    const committedAt = performance.now();
    const key = `${made.rows[0]!.id}:insert`;
    await sleep(1_500);
    for (const watcher of watchers) {
      const at = watcher.arrivals.get(key);
      if (at === undefined) missing += 1;
      else delays.push(Math.max(0, at - committedAt));
    }
  }
  delays.sort((a, b) => a - b);
  const cost = await triggerCost(db, clientId);

  const mean = (times: number[]) => times.reduce((sum, t) => sum + t, 0) / times.length;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const extra = after - before;
  console.log('');
  console.log(`Open streams: ${streams.length}`);
  console.log(
    `Server memory: ${before.toFixed(0)} MB → ${after.toFixed(0)} MB: +${extra.toFixed(1)} MB ` +
      `for ${streams.length - 1} streams (target ≤ 100 MB) ${extra <= 100 ? 'OK' : 'MISSED'}`,
  );
  const p99 = percentile(delays, 99);
  console.log(
    `Commit → arrival at ${MEMBERS} members, ${CHANGES} changes (${delays.length} arrivals, ` +
      `${missing} missing): p50 ${ms(percentile(delays, 50))}, p99 ${ms(p99)}, ` +
      `max ${ms(delays.at(-1) ?? NaN)} (target p99 ≤ 1000 ms) ${p99 <= 1000 && missing === 0 ? 'OK' : 'MISSED'}`,
  );
  console.log(
    `A client's update, ${WRITES} writes: with the change feed p50 ${ms(percentile(cost.withFeed, 50))} ` +
      `p99 ${ms(percentile(cost.withFeed, 99))} mean ${ms(mean(cost.withFeed))}; without ` +
      `p50 ${ms(percentile(cost.without, 50))} p99 ${ms(percentile(cost.without, 99))} ` +
      `mean ${ms(mean(cost.without))}`,
  );
} finally {
  for (const stream of streams) stream.close();
  await db?.end().catch(() => {});
  await stopAllChildren();
  rmSync(dataDir, { recursive: true, force: true });
}
