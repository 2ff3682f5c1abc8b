// `node --import tsx scripts/bench-import.ts [-- --rows 50000 --kind influencers]`
// Issue 19: importing 50,000 influencers takes at most 60 s on the embedded default, with flat
// memory. Builds a throw-away embedded PostgreSQL database, signs up, writes a CSV of `--rows`
// influencers (each with an Instagram account and a rate, as an agency's spreadsheet has them),
// then goes through the importer's API in process: upload, summary, start, and the job's
// progress until it ends. Prints the time of each step, the rows per second, and this process's
// resident memory (the app's; PostgreSQL is a process of its own): at the start, its peak, and
// at the end. Exits non-zero if the import does not end with every row created.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '#server/db/client';
import { createApp } from '#server/app';
import { readConfig } from '#server/lib/config';
import { createMailer } from '#server/lib/mail';
import { createRateLimiter } from '#server/middleware/rate-limit';
import { signUpThroughApi } from './seed/demo-account';
import { watchMemory } from './bench/process-memory';

const TARGET_SECONDS = 60;
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000' },
    kind: { type: 'string', default: 'influencers' },
  },
});
const rows = Number(values.rows);
const kind = values.kind === 'clients' ? 'clients' : 'influencers';

/** A valid SIRET for each row: 13 digits from the row number and the Luhn check digit. */
function siret(seed: number) {
  const body = `1${String(seed).padStart(12, '0')}`;
  for (let check = 0; check <= 9; check += 1) {
    const digits = `${body}${check}`;
    let sum = 0;
    for (let index = 0; index < 14; index += 1) {
      let digit = Number(digits[13 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('no check digit');
}

function influencersCsv(count: number) {
  const lines = [
    'Nom complet;Pseudo;Adresse;Téléphone;Date de naissance;SIRET;Référent interne;Instagram;Abonnés Instagram;Tarif Post Instagram',
  ];
  for (let index = 1; index <= count; index += 1) {
    lines.push(
      `Créatrice ${index};createur_${index};${index} rue de la Paix, 75002 Paris;06 12 34 56 78;14/03/1996;${siret(index)};Camille;@createur_${index};${1000 + index};1 200,50 €`,
    );
  }
  return new TextEncoder().encode(lines.join('\r\n'));
}

function clientsCsv(count: number) {
  const lines = ['Nom de la marque;Secteur;Nom du contact;E-mail;Téléphone'];
  for (let index = 1; index <= count; index += 1) {
    lines.push(`Marque ${index};Mode;Contact ${index};contact${index}@marque.fr;06 12 34 56 78`);
  }
  return new TextEncoder().encode(lines.join('\r\n'));
}

const seconds = (from: number) => (performance.now() - from) / 1000;
/** The live heap (after a full collection, with --expose-gc): what the import holds. */
const liveHeapMib = () => {
  global.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};
const heapSamples: number[] = [];
const mib = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(0)} MiB`);

const folder = mkdtempSync(path.join(tmpdir(), 'infludesk-bench-import-'));
const database = await openDatabase({ dataDir: folder });
let isOk: boolean;
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
  const cookie = await signUpThroughApi(
    app,
    'bench-import@infludesk.fr',
    'grand-livre-des-chiffres-2026',
  );
  const call = async (url: string, init: RequestInit = {}) => {
    const response = await app.request(url, {
      ...init,
      headers: { cookie, 'content-type': 'application/json', ...init.headers },
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (response.status >= 400)
      throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const file = kind === 'clients' ? clientsCsv(rows) : influencersCsv(rows);
  const heapAtStart = liveHeapMib();
  const memory = watchMemory(process.pid);
  const started = performance.now();

  const uploaded = (await call(`/api/import-files/${kind}?name=bench.csv`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: file,
  })) as { job: { id: string }; mapping: (string | null)[] };
  const uploadSeconds = seconds(started);
  const base = `/api/imports/${kind}/${uploaded.job.id}`;
  const body = JSON.stringify({ mapping: uploaded.mapping, rule: 'skip' });
  const summaryStarted = performance.now();
  const summary = await call(`${base}/summary`, { method: 'POST', body });
  const summarySeconds = seconds(summaryStarted);
  const runStarted = performance.now();
  await call(`${base}/start`, { method: 'POST', body });
  let job: Record<string, unknown>;
  let polls = 0;
  do {
    await new Promise((resolve) => setTimeout(resolve, 200));
    job = await call(base);
    polls += 1;
    if (polls % 10 === 0 && global.gc) heapSamples.push(liveHeapMib());
  } while (job.status === 'running');
  const runSeconds = seconds(runStarted);
  const total = seconds(started);
  const used = memory.stop();

  console.log(
    `Import of ${rows.toLocaleString('en')} ${kind} (${(file.length / 1024 / 1024).toFixed(1)} MiB CSV), embedded PostgreSQL`,
  );
  console.log(`  upload + read:   ${uploadSeconds.toFixed(1)} s`);
  console.log(`  summary:         ${summarySeconds.toFixed(1)} s  ${JSON.stringify(summary)}`);
  console.log(
    `  job:             ${runSeconds.toFixed(1)} s  (${Math.round(rows / runSeconds).toLocaleString('en')} rows/s)`,
  );
  console.log(
    `  total:           ${total.toFixed(1)} s  (target ≤ ${TARGET_SECONDS} s for the whole import)`,
  );
  console.log(
    `  result:          ${JSON.stringify({ status: job.status, created: job.created, failed: job.failed })}`,
  );
  console.log(
    `  app memory (RSS): start ${mib(memory.startMib)}, peak ${mib(used.peakMib)}${used.isPeakExact ? '' : ' (sampled)'}, end ${mib(used.endMib)}`,
  );
  if (global.gc) {
    const during = heapSamples.map((value) => value.toFixed(0)).join(', ');
    console.log(
      `  live heap (after GC): start ${heapAtStart.toFixed(0)} MiB; during the job, every 2 s: ${during} MiB; end ${liveHeapMib().toFixed(0)} MiB`,
    );
  }
  isOk = job.status === 'done' && job.created === rows;
  if (total > TARGET_SECONDS) console.log('  SLOWER THAN THE TARGET');
} finally {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
}
if (!isOk) process.exitCode = 1;
