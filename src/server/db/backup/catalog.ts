// What a dump or a load needs to know of schema `public`, read from pg_catalog so that a table
// added by a future migration is backed up without touching this code. Runs on PostgreSQL and
// on PGlite alike (the PGlite move reads its source with it).

/** A query returning rows: `pg` and PGlite both fit behind it. */
export type RunQuery = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;
export type TableShape = { name: string; columns: string[] };

// Drizzle keeps it in schema `drizzle`; skipped too if a setup ever puts it in `public`.
const MIGRATIONS_TABLE = '__drizzle_migrations';

/**
 * Settings of every dump and load session, so that the text of a value reads back as the same
 * value whatever the server's defaults: ISO dates, UTC, floats to the last digit, no timeout
 * cutting a long COPY.
 */
export const SESSION_SETTINGS = [
  "SET DateStyle = 'ISO, YMD'",
  "SET IntervalStyle = 'postgres'",
  "SET TimeZone = 'UTC'",
  'SET extra_float_digits = 3',
  "SET bytea_output = 'hex'",
  'SET statement_timeout = 0',
  'SET idle_in_transaction_session_timeout = 0',
];

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The query a dump copies a table out with: its columns in the order the header names. */
export const selectColumns = ({ name, columns }: TableShape) =>
  `SELECT ${columns.map(quoteIdent).join(', ')} FROM public.${quoteIdent(name)}`;

/** The tables of `public` with their stored (not generated) columns, parents before children. */
export async function listTables(run: RunQuery): Promise<TableShape[]> {
  const columns = await run<{ table: string; column: string }>(`
    select c.relname as "table", a.attname as "column"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by c.relname, a.attnum`);
  const references = await run<{ table: string; references: string }>(`
    select t.relname as "table", r.relname as "references"
    from pg_constraint k
    join pg_class t on t.oid = k.conrelid
    join pg_namespace tn on tn.oid = t.relnamespace
    join pg_class r on r.oid = k.confrelid
    join pg_namespace rn on rn.oid = r.relnamespace
    where k.contype = 'f' and tn.nspname = 'public' and rn.nspname = 'public'`);
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (table === MIGRATIONS_TABLE) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  return orderByDependencies([...byTable.keys()], references).map((name) => ({
    name,
    columns: byTable.get(name)!,
  }));
}

/**
 * Referenced tables first, alphabetical among equals. A cycle (agencies.owner_id → users,
 * users.agency_id → agencies) is broken at its alphabetically first table: loads run with
 * foreign-key triggers off (session_replication_role = replica), so the order is a courtesy.
 */
export function orderByDependencies(
  tables: string[],
  references: { table: string; references: string }[],
) {
  const pending = new Set([...tables].sort());
  const needs = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { table, references: parent } of references) {
    if (table !== parent && pending.has(parent)) needs.get(table)?.add(parent);
  }
  const ordered: string[] = [];
  while (pending.size) {
    const ready = [...pending].find((table) =>
      [...needs.get(table)!].every((parent) => !pending.has(parent)),
    );
    const next = ready ?? [...pending][0]!;
    ordered.push(next);
    pending.delete(next);
  }
  return ordered;
}

/** The first table of `public` that holds a row, if any. */
export async function findTableWithRows(run: RunQuery, tables: TableShape[]) {
  for (const { name } of tables) {
    const rows = await run(`select 1 from public.${quoteIdent(name)} limit 1`);
    if (rows.length) return name;
  }
  return undefined;
}

/** Sequences owned by a column of `public` (serial, identity) continue after the loaded rows. */
export async function resetSequences(run: RunQuery) {
  const owned = await run<{ sequence: string; table: string; column: string }>(`
    select format('%I.%I', sn.nspname, s.relname) as "sequence", t.relname as "table",
      a.attname as "column"
    from pg_class s
    join pg_namespace sn on sn.oid = s.relnamespace
    join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
      and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    join pg_class t on t.oid = d.refobjid
    join pg_namespace tn on tn.oid = t.relnamespace
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    where s.relkind = 'S' and tn.nspname = 'public'`);
  for (const { sequence, table, column } of owned) {
    const max = `max(${quoteIdent(column)})`;
    await run(
      `select setval($1::regclass, coalesce(${max}, 1), ${max} is not null)
       from public.${quoteIdent(table)}`,
      [sequence],
    );
  }
  return owned.map(({ sequence }) => sequence);
}
