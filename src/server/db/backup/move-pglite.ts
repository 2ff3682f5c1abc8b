import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import {
  listTables,
  quoteIdent,
  selectColumns,
  SESSION_SETTINGS,
  type RunQuery,
} from '#server/db/backup/catalog';
import { connectEmptyTarget, loadTables, type LoadSource } from '#server/db/backup/load-tables';
import { migrationsFolder } from '#server/db/backup/migrations';
import { findLegacyPgliteFolder } from '#server/db/legacy-pglite';

/**
 * Moves the PGlite database of DATA_DIR/db (the embedded engine before decision 0013) into
 * the database at `url` (the embedded PostgreSQL of that DATA_DIR, which must hold no rows):
 * both brought to the current schema, every table copied as COPY text — the same text the
 * server reads back, so jsonb, microseconds, dates, arrays and numerics arrive unchanged —
 * row counts compared, then DATA_DIR/db renamed so that the server starts.
 */
export async function movePgliteData(options: { dataDir: string; url: string }) {
  const folder = findLegacyPgliteFolder(options.dataDir);
  if (!folder) throw new Error(`No PGlite database in ${options.dataDir}/db: nothing to move.`);
  const movedTo = path.join(options.dataDir, 'db-pglite-moved');
  if (existsSync(movedTo)) throw new Error(`${movedTo} exists already: move it away first.`);

  const source = await PGlite.create({ dataDir: folder, extensions: { pg_trgm } });
  const target = await connectEmptyTarget(options.url).catch(async (error: unknown) => {
    await source.close();
    throw error;
  });
  try {
    await migratePglite(drizzlePglite({ client: source }), { migrationsFolder });
    await migratePostgres(drizzlePostgres({ client: target }), { migrationsFolder });
    for (const setting of SESSION_SETTINGS) await source.exec(setting);
    const readSource: RunQuery = async <Row>(text: string, params?: unknown[]) =>
      (await source.query<Row>(text, params)).rows;
    const sources = await describeSource(source, readSource);
    const moved = await loadTables(target, sources);
    // The counts again, from the target's side, after the commit.
    for (const { name, rows } of sources) {
      const [counted] = (
        await target.query<{ rows: number }>(
          `select count(*)::int as rows from public.${quoteIdent(name)}`,
        )
      ).rows;
      if (counted?.rows !== rows) throw new Error(`${name}: ${counted?.rows} rows, not ${rows}`);
    }
    await source.close();
    renameSync(folder, movedTo);
    return { moved, movedTo };
  } finally {
    if (!source.closed) await source.close();
    await target.end();
  }
}

async function describeSource(source: PGlite, run: RunQuery): Promise<LoadSource[]> {
  const sources: LoadSource[] = [];
  for (const table of await listTables(run)) {
    const [counted] = await run<{ rows: number }>(
      `select count(*)::int as rows from public.${quoteIdent(table.name)}`,
    );
    sources.push({
      ...table,
      rows: counted?.rows ?? 0,
      // PGlite writes COPY output to a blob; read one table at a time, while it loads.
      async *data() {
        const result = await source.query(`COPY (${selectColumns(table)}) TO '/dev/blob'`);
        if (result.blob) yield Buffer.from(await result.blob.arrayBuffer());
      },
    });
  }
  return sources;
}
