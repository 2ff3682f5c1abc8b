import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '#server/db/schema/index';
import { logger } from '#server/lib/logger';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres';
import { listenPostgres, type Listener } from '#server/db/listen-postgres';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseEngine = 'pglite' | 'postgres';
export type DatabaseHandle = {
  db: Database;
  engine: DatabaseEngine;
  /** The PostgreSQL server's address (embedded or DATABASE_URL); absent on PGlite. */
  url?: string;
  migrate(): Promise<void>;
  /** Receives the NOTIFY messages of a channel; resolves to the function that stops it. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /**
   * Plain SQL on the database's own connection(s), for the job queue (lib/jobs, pg-boss's
   * `db` option): without values it may hold several statements (pg-boss's schema).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /** PGlite only: its data folder as a tar, which `pgliteImage` opens again (the tests' template). */
  dumpImage?(): Promise<Blob>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// One slow query must not stall every request (PGlite has a single connection).
const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * The PostgreSQL server at `url`; else the embedded PostgreSQL of `dataDir` (started here,
 * stopped by close); else PGlite in memory, the engine of the fast test suite.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** PGlite: start from this image of a data folder (dumpImage) rather than an empty one. */
  pgliteImage?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url);
  if (options.dataDir) return openEmbedded(options.dataDir);
  return openPglite(options.pgliteImage);
}

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const server = await startEmbeddedPostgres(dataDir);
  try {
    const handle = await openPostgres(server.url);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function openPglite(image?: Blob): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    extensions: { pg_trgm },
    ...(image ? { loadDataDir: image } : {}),
  });
  await client.exec(`SET statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: async (channel, listener) => {
      const unsubscribe = await client.listen(channel, listener.onMessage);
      return () => unsubscribe();
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
    dumpImage: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    statement_timeout: STATEMENT_TIMEOUT_MS,
  });
  // An idle connection that the server ends (restart, shutdown) must not crash the process.
  pool.on('error', (error: Error & { code?: string }) => {
    // At shutdown the pool lets its connections go just before the embedded server stops.
    if (pool.ending) return;
    logger.warn({ code: error.code, message: error.message }, 'database connection lost');
  });
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    engine: 'postgres',
    url,
    migrate: () => migratePostgres(db, { migrationsFolder }),
    listen: (channel, listener) => listenPostgres(url, channel, listener),
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}
