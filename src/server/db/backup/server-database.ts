import { existsSync } from 'node:fs';
import path from 'node:path';
import { findRunningEmbeddedUrl, startEmbeddedPostgres } from '#server/db/embedded-postgres';
import type { Config } from '#server/lib/config';
import { acquireDataDirLock } from '#server/lib/lock-file';

export type ServerDatabase = { url: string; label: string; close(): Promise<void> };

/**
 * The database the server uses, for the command-line tools: DATABASE_URL; else the embedded
 * PostgreSQL of DATA_DIR. `shareRunning` (backups) reads the PostgreSQL of a running server,
 * which owns the cluster; otherwise (restore, PGlite move) the tool takes the DATA_DIR lock —
 * refused while a server runs — and starts the embedded PostgreSQL itself, stopped by close.
 */
export async function openServerDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: { shareRunning: boolean; mustExist: boolean },
): Promise<ServerDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, label: 'DATABASE_URL', close: async () => {} };
  }
  const clusterDir = path.join(config.dataDir, 'pg');
  if (options.shareRunning) {
    const url = findRunningEmbeddedUrl(config.dataDir);
    if (url) {
      return { url, label: `the running PostgreSQL of ${clusterDir}`, close: async () => {} };
    }
  }
  if (options.mustExist && !existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(`No database in ${clusterDir} (set DATA_DIR or DATABASE_URL).`);
  }
  const releaseLock = acquireDataDirLock(config.dataDir);
  try {
    const server = await startEmbeddedPostgres(config.dataDir);
    return {
      url: server.url,
      label: `the embedded PostgreSQL of ${clusterDir}`,
      close: async () => {
        await server.stop();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
