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

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseEngine = 'pglite' | 'postgres';
export type DatabaseHandle = {
  db: Database;
  engine: DatabaseEngine;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// One slow query must not stall every request (PGlite has a single connection).
const STATEMENT_TIMEOUT_MS = 15_000;

/** PostgreSQL when a URL is given; otherwise embedded PGlite in dataDir (in memory if absent). */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
}): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  await client.exec(`SET statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    statement_timeout: STATEMENT_TIMEOUT_MS,
  });
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    engine: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
