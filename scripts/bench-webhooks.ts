// `npm run bench:webhooks [-- --deliveries 10000 --kill-at 0.5]`
// Issue 32 §5, decision 0067: 10,000 webhook deliveries queued at once drain at ≥ 200 a
// second against a local receiver, and none is lost across a kill -9 of the app. Starts the
// real server (src/server/index.ts) on a throw-away database of the PostgreSQL at
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), queues the
// deliveries in one transaction (the outbox's own insert), kills the server with SIGKILL part
// way, restarts it, and waits until every delivery has reached the receiver. Prints the
// figures; never fails on a missed target.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '#server/db/client';
import { agencies } from '#server/db/schema/identity';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema/webhooks';
import { insertJobs } from '#server/lib/jobs/job-queue';
import { toJob } from '#server/features/webhooks/webhook-outbox';
import { createWebhookSecret } from '#server/features/webhooks/webhook-signature';
import { startServer, stopAllChildren, type ChildServer } from './bench-http/servers';

const { values } = parseArgs({
  options: {
    deliveries: { type: 'string', default: '10000' },
    'kill-at': { type: 'string', default: '0.5' },
  },
});
const COUNT = Number(values.deliveries);
const KILL_AT = Math.floor(COUNT * Number(values['kill-at']));
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The local receiver: each webhook-id and how many times it came. */
async function startReceiver() {
  const seen = new Map<string, number>();
  let requests = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests += 1;
      const id = String(request.headers['webhook-id']);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      response.writeHead(200).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    url: `http://127.0.0.1:${port}/hooks`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const name = `infludesk_bench_wh_${randomBytes(4).toString('hex')}`;
const url = new URL(SERVER_URL);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'infludesk-bench-webhooks-'));
const env = {
  DATABASE_URL: url.toString(),
  DATA_DIR: dataDir,
  WEBHOOKS_ALLOW_PRIVATE: '1',
  LOG_LEVEL: 'warn',
};
const receiver = await startReceiver();
await admin(`CREATE DATABASE ${name}`);
const start = () => startServer('Infludesk server', 'src/server/index.ts', '/api/health', env);

try {
  // A first start applies the migrations and installs the queue; then the app is down.
  await (await start()).stop();
  const database = await openDatabase({ url: url.toString() });
  const eventIds: string[] = [];
  await database.db.transaction(async (tx) => {
    const [agency] = await tx
      .insert(agencies)
      .values({ name: 'Agence du banc', joinCode: randomBytes(12).toString('hex') })
      .returning({ id: agencies.id });
    const [endpoint] = await tx
      .insert(webhookEndpoints)
      .values({
        agencyId: agency!.id,
        url: receiver.url,
        events: ['collaboration.updated'],
        secret: createWebhookSecret(),
      })
      .returning({ id: webhookEndpoints.id });
    for (let from = 0; from < COUNT; from += 1000) {
      const rows = Array.from({ length: Math.min(1000, COUNT - from) }, (_, i) => {
        const eventId = randomUUID();
        eventIds.push(eventId);
        const body = JSON.stringify({ id: eventId, type: 'collaboration.updated', n: from + i });
        return {
          agencyId: agency!.id,
          endpointId: endpoint!.id,
          eventId,
          eventType: 'collaboration.updated',
          body,
        };
      });
      const inserted = await tx
        .insert(webhookDeliveries)
        .values(rows)
        .returning({ id: webhookDeliveries.id });
      await insertJobs(
        tx,
        inserted.map((row) => toJob(row)),
      );
    }
  });
  console.log(`${COUNT} deliveries queued in one transaction`);

  let server: ChildServer = await start();
  const started = performance.now();
  while (receiver.seen.size < KILL_AT) await sleep(20);
  const beforeKill = { ms: performance.now() - started, received: receiver.seen.size };
  process.kill(server.pid!, 'SIGKILL');
  console.log(`SIGKILL after ${beforeKill.received} deliveries`);
  await sleep(500);
  const restartedAt = performance.now();
  server = await start();
  const upAt = performance.now();
  let allAt = 0;
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (receiver.seen.size >= COUNT) {
      allAt = performance.now();
      break;
    }
    await sleep(50);
  }
  const received = receiver.seen.size;
  // The attempts in flight at the kill were sent but never recorded: their jobs come back once
  // expired (60 s) and send again. Every delivery recorded as succeeded ends the run.
  const countDone = async () => {
    const done = await database.executeSql(
      `select count(*)::int as n from webhook_deliveries where status = 'succeeded'`,
    );
    return (done.rows[0] as { n: number }).n;
  };
  const recordDeadline = Date.now() + 4 * 60_000;
  while ((await countDone()) < COUNT && Date.now() < recordDeadline) await sleep(500);
  const recordedAt = performance.now();
  const pending = await database.executeSql(
    `select status, count(*)::int as n from webhook_deliveries group by status order by status`,
  );
  await server.stop();
  await database.close();

  const lost = eventIds.filter((id) => !receiver.seen.has(id)).length;
  const duplicates = [...receiver.seen.values()].filter((n) => n > 1).length;
  const rate = (beforeKill.received / beforeKill.ms) * 1000;
  console.log('\nWebhook deliveries (issue 32 §5)');
  console.log(`  queued at once:            ${COUNT}`);
  console.log(`  drain rate before the kill: ${rate.toFixed(0)} per second (target ≥ 200)`);
  console.log(`  restart to answering:      ${((upAt - restartedAt) / 1000).toFixed(1)} s`);
  if (allAt) {
    const after = COUNT - beforeKill.received;
    console.log(
      `  the rest after the restart: ${after} in ${((allAt - upAt) / 1000).toFixed(1)} s (jobs of the killed process return after their 60 s expiry)`,
    );
  }
  console.log(
    `  all recorded as delivered: ${((recordedAt - upAt) / 1000).toFixed(1)} s after the restart`,
  );
  console.log(`  received (distinct ids):   ${received} of ${COUNT}; lost ${lost}`);
  console.log(`  duplicates (ids twice+):   ${duplicates}; requests ${receiver.requests()}`);
  console.log(`  delivery states:           ${JSON.stringify(pending.rows)}`);
  console.log(lost === 0 ? '  none lost across kill -9: yes' : '  SOME LOST');
} finally {
  await stopAllChildren();
  await receiver.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
