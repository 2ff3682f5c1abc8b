import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { openDatabase } from '#server/db/client';
import { startDailyBackups } from '#server/db/backup/daily-backups';
import { findLegacyPgliteFolder } from '#server/db/legacy-pglite';
import { createApp } from '#server/app';
import { readConfig } from '#server/lib/config';
import { readOrCreateSecret } from '#server/lib/auth/secret';
import { createHttpServer, httpServerOptions, startDraining } from '#server/lib/http-server';
import { createSessionCache, listenForSessionChanges } from '#server/lib/auth/session-cache';
import { acquireDataDirLock } from '#server/lib/lock-file';
import { logger } from '#server/lib/logger';
import { createMailer } from '#server/lib/mail';
import { createFileStorage } from '#server/lib/storage/file-storage';
import { startUploadExpiry } from '#server/lib/storage/upload-expiry';
import { attachedUploads } from '#server/lib/storage/attached-uploads';
import { startImportExpiry } from '#server/features/imports/import-expiry';
import { startIdentityExpiry } from '#server/features/auth/identity-expiry';
import { startHistorySweep } from '#server/features/history/history-sweep';
import { startDemoSweep } from '#server/features/demo/demo-sweep';
import { startTrashSweep } from '#server/features/trash/trash-purge';
import { createRateLimiter } from '#server/middleware/rate-limit';
import { createChangeHub, listenForRecordChanges } from '#server/features/events/change-hub';
import { startAppJobs } from '#server/lib/jobs/app-jobs';

// The process entry: the only module with side effects at import.
const config = readConfig();
// Signs device cookies (decision 0006): SESSION_SECRET, else kept in DATA_DIR/secret.
config.sessionSecret ??= readOrCreateSecret(config.dataDir);
const legacyFolder = config.databaseUrl ? undefined : findLegacyPgliteFolder(config.dataDir);
if (legacyFolder) {
  logger.error(
    { folder: legacyFolder },
    `${config.dataDir} holds a database of the former embedded engine (PGlite). ` +
      'Move it to the embedded PostgreSQL once with: npm run migrate:pglite',
  );
  process.exit(1);
}
const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const sessions = createSessionCache(database.db);
const stopListening = await listenForSessionChanges(database, sessions);
// Live updates (decision 0047): one LISTEN for the process, fanned out to its open streams.
const changes = createChangeHub(database.db);
const stopChanges = await listenForRecordChanges(database, changes);

// Without a build (`npm run dev`, API tests) the server answers the API only.
const clientDir = path.resolve('dist/client');
const hasWebApp = existsSync(path.join(clientDir, 'index.html'));
if (!hasWebApp) logger.info('no built web app in dist/client: serving the API only');
// Uploaded files: DATA_DIR/uploads, or the S3 bucket when S3_BUCKET is set.
const storage = createFileStorage(config);
const stopUploadExpiry = startUploadExpiry(storage, attachedUploads(database.db), logger);
// Import jobs (their reports) are kept 7 days after their end.
const stopImportExpiry = startImportExpiry(database.db, logger);
// Ended sessions, used or expired mailed links and waiting sign-ups (decision 0039).
const stopIdentityExpiry = startIdentityExpiry(database.db, logger);
const stopHistorySweep = startHistorySweep(database.db, config.historyDays, logger);
// Demo agencies of 'Voir la démo' are erased 24 h after they were opened (decision 0038).
const stopDemoSweep = startDemoSweep(database.db, storage, logger);
// The Corbeille's items, and their files, are erased TRASH_DAYS after the deletion (decision 0046).
const stopTrashSweep = startTrashSweep(database.db, storage, config.trashDays, logger);
const mailer = createMailer(config);
// The job queue (decision 0067): webhook deliveries now; reminders and digests next.
const jobs = await startAppJobs(database, { config, mailer, logger });
const app = createApp({
  db: database.db,
  engine: database.engine,
  config,
  limiter: createRateLimiter(database.db),
  sessions,
  changes,
  mailer,
  jobs,
  storage,
  clientDir: hasWebApp ? clientDir : undefined,
});
const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: '0.0.0.0',
    // Headers a little past Node's 16 KB; anything Node refuses still gets a JSON answer.
    serverOptions: httpServerOptions,
    createServer: createHttpServer,
  },
  (info) =>
    logger.info(
      { port: info.port, database: database.engine, files: storage.kind },
      `Infludesk on http://localhost:${info.port}`,
    ),
) as Server;
const dailyBackups = startDailyBackups({ url: database.url, dataDir: config.dataDir, logger });

// Requests in flight get this long to finish once a stop is asked for.
const DRAIN_MS = 10_000;
let isStopping = false;
async function stop(signal: string, exitCode = 0) {
  if (isStopping) return;
  isStopping = true;
  if (exitCode === 0) {
    logger.info({ signal }, 'stopping: no new connections, finishing the requests in flight');
  }
  // Each keep-alive socket closes once its request is answered (Connection: close).
  startDraining(server);
  // Open event streams would hold their connections until the deadline: they end now (the
  // browsers reconnect to another server, or to this one once restarted).
  await stopChanges();
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const deadline = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
  await drained;
  clearTimeout(deadline);
  await stopListening();
  // The attempts in flight finish (or, past the deadline, return to the queue for another server).
  await jobs.stop(DRAIN_MS);
  stopUploadExpiry();
  stopImportExpiry();
  stopIdentityExpiry();
  stopHistorySweep();
  stopDemoSweep();
  stopTrashSweep();
  await dailyBackups.stop();
  await database.close();
  releaseLock();
  if (exitCode === 0) logger.info('stopped');
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
// A port taken by another program: one clear line, then the embedded PostgreSQL stops cleanly.
server.on('error', (error: NodeJS.ErrnoException) => {
  const message =
    error.code === 'EADDRINUSE'
      ? `port ${config.port} is already in use: stop the program using it or choose another with the PORT setting`
      : `the HTTP server failed: ${error.message}`;
  logger.error(message);
  void stop('error', 1);
});
