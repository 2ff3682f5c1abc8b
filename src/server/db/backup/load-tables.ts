import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  findTableWithRows,
  listTables,
  quoteIdent,
  resetSequences,
  SESSION_SETTINGS,
  type RunQuery,
  type TableShape,
} from '#server/db/backup/catalog';

/** One table to load: its rows as COPY text, in the order of `columns`. */
export type LoadSource = TableShape & { rows: number; data(): AsyncIterable<Buffer | string> };

/** A target that already holds rows: loading into it would mix two databases. */
export class TargetNotEmptyError extends Error {}

/** A connection to the database at `url`, refused when any table of it holds a row. */
export async function connectEmptyTarget(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const setting of SESSION_SETTINGS) await client.query(setting);
    const run: RunQuery = async (text, params) => (await client.query(text, params)).rows;
    const filled = await findTableWithRows(run, await listTables(run));
    if (filled) {
      throw new TargetNotEmptyError(
        `The target database already holds data (table ${filled} has rows): ` +
          'restore only into an empty DATA_DIR or an empty database.',
      );
    }
    return client;
  } catch (error) {
    await client.end();
    throw error;
  }
}

/**
 * Loads tables into an empty, migrated database (restore, PGlite move), all or nothing: one
 * transaction, as the replication role so that no trigger fires — neither the foreign keys
 * (rows arrive parents first, but agencies and users reference each other) nor the row-count
 * triggers (their table is loaded like any other). Then sequences and planner statistics.
 * `client` comes from connectEmptyTarget.
 */
export async function loadTables(client: pg.Client, sources: LoadSource[]) {
  const run: RunQuery = async (text, params) => (await client.query(text, params)).rows;
  await client.query('BEGIN');
  try {
    await setReplicaRole(client);
    await client.query('SET LOCAL row_security = off');
    const targets = await listTables(run);
    const known = new Set(targets.map(({ name }) => name));
    const missing = sources.filter(({ name }) => !known.has(name)).map(({ name }) => name);
    if (missing.length) throw new Error(`The target has no table ${missing.join(', ')}.`);
    // Rows a migration may have written (none today): the dump's rows replace them.
    if (targets.length) {
      await client.query(`TRUNCATE ${targets.map(({ name }) => quoteIdent(name)).join(', ')}`);
    }
    const loaded: { name: string; rows: number }[] = [];
    for (const source of sources) {
      const columns = source.columns.map(quoteIdent).join(', ');
      const copy = client.query(
        copyFrom(`COPY public.${quoteIdent(source.name)} (${columns}) FROM STDIN`),
      );
      await pipeline(Readable.from(source.data()), copy);
      if (copy.rowCount !== source.rows) {
        throw new Error(`${source.name}: ${copy.rowCount} rows loaded, ${source.rows} expected`);
      }
      loaded.push({ name: source.name, rows: copy.rowCount });
    }
    await client.query('COMMIT');
    await resetSequences(run);
    await client.query('ANALYZE');
    return loaded;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

async function setReplicaRole(client: pg.Client) {
  try {
    await client.query('SET LOCAL session_replication_role = replica');
  } catch (error) {
    throw new Error(
      'Loading needs a superuser (or, on PostgreSQL 15+, GRANT SET ON PARAMETER ' +
        'session_replication_role): it turns triggers off while rows arrive.',
      { cause: error },
    );
  }
}
