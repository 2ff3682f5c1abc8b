// `node --import tsx scripts/bench-import.ts [-- --rows 50000 --kind influencers]`
// Issue 19: importing 50,000 influencers takes at most 60 s on the embedded default, with flat
// memory. Builds a throw-away embedded PostgreSQL database, signs up, writes a CSV of `--rows`
// influencers (each with an Instagram account and a rate, as an agency's spreadsheet has them),
// then goes through the importer's API in process: upload, summary, start, and the job's
// progress until it ends. Prints the time of each step, the rows per second, and this process's
// resident memory (the app's; PostgreSQL is a process of its own): at the start, its peak, and
// at the end. Exits non-zero if the import does not end with every row created.
//
// `--existing N` first imports N records (not timed), then times the import of `--rows` records
// of which the first N match those by a folded key only — the username and handle (influencers)
// or the contact email (clients), written in capitals, under another SIRET or brand — with
// `--rule` (skip, update or create; skip by default): the lookups of a large agency's import.
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
    existing: { type: 'string', default: '0' },
    rule: { type: 'string', default: 'skip' },
  },
});
const rows = Number(values.rows);
const kind = values.kind === 'clients' ? 'clients' : 'influencers';
const existing = Number(values.existing);
const rule = values.rule === 'update' || values.rule === 'create' ? values.rule : 'skip';

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

/** `isSecond`: the same usernames and handles in capitals, under other SIRETs. */
function influencersCsv(count: number, isSecond = false) {
  const lines = [
    'Nom complet;Pseudo;Adresse;Téléphone;Date de naissance;SIRET;Référent interne;Instagram;Abonnés Instagram;Tarif Post Instagram',
  ];
  const name = isSecond ? 'CREATEUR_' : 'createur_';
  for (let index = 1; index <= count; index += 1) {
    lines.push(
      `Créatrice ${index};${name}${index};${index} rue de la Paix, 75002 Paris;06 12 34 56 78;14/03/1996;${siret(isSecond ? 5_000_000 + index : index)};Camille;@${name}${index};${1000 + index};1 200,50 €`,
    );
  }
  return new TextEncoder().encode(lines.join('\r\n'));
}

/** `isSecond`: the same contact emails in capitals, under other brands. */
function clientsCsv(count: number, isSecond = false) {
  const lines = ['Nom de la marque;Secteur;Nom du contact;E-mail;Téléphone'];
  for (let index = 1; index <= count; index += 1) {
    const [brand, email] = isSecond
      ? [`Autre marque ${index}`, `CONTACT${index}@MARQUE.FR`]
      : [`Marque ${index}`, `contact${index}@marque.fr`];
    lines.push(`${brand};Mode;Contact ${index};${email};06 12 34 56 78`);
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
    database.db,
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
  /** Upload, summary, start and the job's end; `onPoll` runs at each look at the job. */
  const runImport = async (
    file: Uint8Array<ArrayBuffer>,
    importRule: string,
    onPoll = () => {},
  ) => {
    const started = performance.now();
    const uploaded = (await call(`/api/import-files/${kind}?name=bench.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    })) as { job: { id: string }; mapping: (string | null)[] };
    const uploadSeconds = seconds(started);
    const base = `/api/imports/${kind}/${uploaded.job.id}`;
    const body = JSON.stringify({ mapping: uploaded.mapping, rule: importRule });
    const summaryStarted = performance.now();
    const summary = await call(`${base}/summary`, { method: 'POST', body });
    const summarySeconds = seconds(summaryStarted);
    const runStarted = performance.now();
    await call(`${base}/start`, { method: 'POST', body });
    let job: Record<string, unknown>;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = await call(base);
      onPoll();
    } while (job.status === 'running');
    return {
      started,
      uploadSeconds,
      summary,
      summarySeconds,
      runSeconds: seconds(runStarted),
      job,
    };
  };
  const toCsv = kind === 'clients' ? clientsCsv : influencersCsv;
  if (existing > 0) {
    const setup = await runImport(toCsv(existing), 'skip');
    const { status, created } = setup.job;
    console.log(
      `Existing: ${existing.toLocaleString('en')} ${kind} imported in ${seconds(setup.started).toFixed(1)} s (not timed below) ${JSON.stringify({ status, created })}`,
    );
    if (created !== existing) throw new Error('the existing records were not all created');
  }
  const file = toCsv(rows, existing > 0);
  const heapAtStart = liveHeapMib();
  const memory = watchMemory(process.pid);
  let polls = 0;
  const { started, uploadSeconds, summary, summarySeconds, runSeconds, job } = await runImport(
    file,
    rule,
    () => {
      polls += 1;
      if (polls % 10 === 0 && global.gc) heapSamples.push(liveHeapMib());
    },
  );
  const total = seconds(started);
  const used = memory.stop();

  console.log(
    `Import of ${rows.toLocaleString('en')} ${kind} (${(file.length / 1024 / 1024).toFixed(1)} MiB CSV), embedded PostgreSQL${existing > 0 ? `, into ${existing.toLocaleString('en')} existing, rule ${rule}` : ''}`,
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
    `  result:          ${JSON.stringify({ status: job.status, created: job.created, updated: job.updated, skipped: job.skipped, failed: job.failed })}`,
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
  // With existing records, the first of them match (skipped or updated, or created anyway).
  const matched = rule === 'create' ? 0 : Math.min(existing, rows);
  const counted = rule === 'update' ? job.updated : job.skipped;
  isOk =
    job.status === 'done' &&
    job.created === rows - matched &&
    (matched === 0 || counted === matched);
  if (total > TARGET_SECONDS) console.log('  SLOWER THAN THE TARGET');
} finally {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
}
if (!isOk) process.exitCode = 1;
