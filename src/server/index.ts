import path from 'node:path';
import { serve } from '@hono/node-server';
import { openDatabase } from '#server/db/client';
import { startMaintenance } from '#server/db/maintenance';
import { createApp } from '#server/app';
import { readConfig } from '#server/lib/config';
import { acquireDataDirLock } from '#server/lib/lock-file';
import { logger } from '#server/lib/logger';
import { createRateLimiter } from '#server/middleware/rate-limit';

// The process entry: the only module with side effects at import.
const config = readConfig();
const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
});
await database.migrate();
const stopMaintenance = await startMaintenance(database);

const app = createApp({
  db: database.db,
  engine: database.engine,
  config,
  limiter: createRateLimiter(),
  clientDir: path.resolve('dist/client'),
});
const server = serve({ fetch: app.fetch, port: config.port, hostname: '0.0.0.0' }, (info) =>
  logger.info(
    { port: info.port, database: database.engine },
    `Infludesk on http://localhost:${info.port}`,
  ),
);

let isStopping = false;
async function stop(signal: string) {
  if (isStopping) return;
  isStopping = true;
  logger.info({ signal }, 'stopping');
  server.close();
  stopMaintenance();
  await database.close();
  releaseLock();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
