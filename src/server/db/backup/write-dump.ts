import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  listTables,
  quoteIdent,
  selectColumns,
  SESSION_SETTINGS,
  type RunQuery,
} from '#server/db/backup/catalog';
import {
  countLines,
  DUMP_FORMAT,
  DUMP_VERSION,
  END_OF_DATA,
  type DumpHeader,
} from '#server/db/backup/dump-format';
import { readAppliedMigrations } from '#server/db/backup/migrations';

/**
 * Writes a dump of the database at `url` to `file` (format in dump-format.ts). Every table is
 * read in one REPEATABLE READ transaction: one snapshot, as if the server had paused, while
 * the server goes on serving (readers and writers do not wait for it).
 */
export async function writeDump(options: { url: string; file: string }): Promise<DumpHeader> {
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  const run: RunQuery = async (text, params) => (await client.query(text, params)).rows;
  try {
    for (const setting of SESSION_SETTINGS) await client.query(setting);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    // Rows hidden by row-level security would be a silent hole in the backup: fail instead.
    await client.query('SET LOCAL row_security = off');
    const header = await readHeader(run);
    await pipeline(
      dumpLines(client, header),
      createGzip(),
      createWriteStream(options.file, { mode: 0o600 }),
    );
    await client.query('COMMIT');
    return header;
  } finally {
    await client.end();
  }
}

async function readHeader(run: RunQuery): Promise<DumpHeader> {
  const shapes = await listTables(run);
  // No migration can change a table under the dump (pg_dump takes the same locks).
  if (shapes.length) {
    const names = shapes.map(({ name }) => `public.${quoteIdent(name)}`).join(', ');
    await run(`LOCK TABLE ${names} IN ACCESS SHARE MODE`);
  }
  const [server] = await run<{ version: string }>(
    "select current_setting('server_version') as version",
  );
  const tables = [];
  for (const shape of shapes) {
    const [counted] = await run<{ rows: number }>(
      `select count(*)::int as rows from public.${quoteIdent(shape.name)}`,
    );
    tables.push({ ...shape, rows: counted?.rows ?? 0 });
  }
  return {
    format: DUMP_FORMAT,
    version: DUMP_VERSION,
    createdAt: new Date().toISOString(),
    server: server?.version ?? 'unknown',
    migrations: await readAppliedMigrations(run),
    tables,
  };
}

async function* dumpLines(client: pg.Client, header: DumpHeader) {
  yield `${JSON.stringify(header)}\n`;
  for (const table of header.tables) {
    yield `${JSON.stringify(table)}\n`;
    let lines = 0;
    for await (const chunk of client.query(copyTo(`COPY (${selectColumns(table)}) TO STDOUT`))) {
      lines += countLines(chunk as Buffer);
      yield chunk as Buffer;
    }
    // Same snapshot as the count: a difference means the dump cannot be trusted.
    if (lines !== table.rows) {
      throw new Error(`${table.name}: ${lines} rows copied, ${table.rows} counted`);
    }
    yield `${END_OF_DATA}\n`;
  }
}
