// `node --import tsx scripts/bench-export.ts [-- --rows 100000]`
// Issue 19: exporting 100,000 collaborations streams at 20,000 rows a second or more, and the
// rows never sit in memory. Builds a throw-away embedded PostgreSQL database, seeds `rows` deals
// (3 influencers each on average) in one agency, then downloads /api/collaborations/export.csv
// and .xlsx through the app in process, reading the body as a browser would. Prints deals a
// second, lines a second (one line per influencer of a deal), bytes, and the process's peak
// resident memory during each download.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import { createApp } from '#server/app';
import { readConfig } from '#server/lib/config';
import { createRateLimiter } from '#server/middleware/rate-limit';
import { createMailer } from '#server/lib/mail';
import { createRandom } from '#server/features/demo/french-data';
import { findFirstAgency, signUpThroughApi } from './seed/demo-account';
import { seedClients, seedInfluencers } from './seed/address-book';
import { seedCollaborations } from './seed/collaborations';
import { watchMemory } from './bench/process-memory';

const TARGET_ROWS_PER_SECOND = 20_000;

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
const rows = Number(values.rows);
if (!Number.isInteger(rows) || rows < 1) throw new Error('--rows wants a whole number');

const folder = mkdtempSync(path.join(tmpdir(), 'infludesk-bench-export-'));
const database = await openDatabase({ dataDir: folder });
try {
  await database.migrate();
  const config = readConfig({ DATA_DIR: folder });
  const app = createApp({
    db: database.db,
    engine: database.engine,
    config,
    limiter: createRateLimiter(database.db),
    mailer: createMailer(config),
  });
  const cookie = await signUpThroughApi(app, database.db, 'mesure@infludesk.fr', 'Flux-Tableur-2026');
  const agency = await findFirstAgency(database.db);
  if (!agency) throw new Error('sign-up created no agency');
  const started = Date.now();
  const common = { db: database.db, agencyId: agency.id };
  await seedClients({ ...common, count: 300, random: createRandom(3) });
  await seedInfluencers({ ...common, count: 1000, random: createRandom(4) });
  await seedCollaborations({ ...common, count: rows, random: createRandom(5) });
  await database.db.execute(sql`VACUUM ANALYZE`);
  console.log(`seeded ${rows} collaborations in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  for (const format of ['csv', 'xlsx'] as const) {
    global.gc?.();
    const memory = watchMemory(process.pid);
    const begun = performance.now();
    const response = await app.request(`/api/collaborations/export.${format}`, {
      headers: { cookie },
    });
    if (response.status !== 200) throw new Error(`export.${format}: ${response.status}`);
    let bytes = 0;
    let newlines = 0;
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.length;
      if (format === 'csv') for (const byte of read.value) if (byte === 10) newlines += 1;
    }
    const seconds = (performance.now() - begun) / 1000;
    const peak = memory.stop();
    const dealsPerSecond = Math.round(rows / seconds);
    const verdict = (perSecond: number) => (perSecond >= TARGET_ROWS_PER_SECOND ? 'met' : 'MISSED');
    const lines =
      format === 'csv'
        ? ` = ${Math.round((newlines - 1) / seconds)} file lines/s (${newlines - 1} lines, target ${verdict((newlines - 1) / seconds)}),`
        : ',';
    console.log(
      `export.${format}: ${rows} collaborations in ${seconds.toFixed(2)} s = ${dealsPerSecond} collaborations/s ` +
        `(target ≥ ${TARGET_ROWS_PER_SECOND}/s ${verdict(dealsPerSecond)})${lines} ` +
        `${(bytes / 1024 / 1024).toFixed(1)} MiB, peak RSS ${peak.peakMib?.toFixed(0)} MiB ` +
        `(at start ${memory.startMib?.toFixed(0)} MiB)`,
    );
  }
} finally {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
}
