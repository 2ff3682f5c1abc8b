import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { selectRows } from '#server/lib/raw-rows';
import { TRASH_TABLES, type SnapshotRow } from '#server/lib/trash/trash-kinds';

// The Corbeille copies rows as JSON and puts them back as they were (decision 0046): one
// statement per table each way, whatever its columns, so a column added to a table later is
// kept and restored without touching this code.

/** The ids as one bound value: the same statement on node-postgres and PGlite. */
export const idList = (ids: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;

/** The rows of `table` whose `column` is one of `ids`, in the agency, as to_jsonb writes them. */
export async function readRows(
  db: Database,
  agencyId: string,
  table: string,
  column: string,
  ids: readonly string[],
) {
  if (ids.length === 0) return [];
  const rows = await selectRows<{ row: SnapshotRow }>(
    db,
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t
        where t.agency_id = ${agencyId} and t.${sql.identifier(column)} in ${idList(ids)}
        order by t.id`,
  );
  return rows.map((result) => result.row);
}

/** The root row, locked against a concurrent edit or delete until the move commits. */
export async function readRootForUpdate(db: Database, agencyId: string, table: string, id: string) {
  const [result] = await selectRows<{ row: SnapshotRow }>(
    db,
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t
        where t.agency_id = ${agencyId} and t.id = ${id} for update`,
  );
  return result?.row ?? null;
}

/** Which of `ids` are rows of `table` the caller can see now. */
export async function existingIds(db: Database, table: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id::text from ${sql.identifier(table)} where id in ${idList(ids)}`,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Puts rows back with their ids and timestamps. Generated columns (sort keys, folded keys, a
 * deal's profit date) are left out: the database computes them again. The insert triggers
 * bring the agency's counters and Rentabilité's sums back with them.
 */
export async function insertRows(db: Database, table: string, rows: readonly SnapshotRow[]) {
  if (rows.length === 0) return;
  const source = TRASH_TABLES[table];
  if (!source) throw new Error(`no trash rules for table ${table}`);
  const columns = getTableConfig(source)
    .columns.filter((column) => !column.generated && !column.generatedIdentity)
    .map((column) => sql.identifier(column.name));
  const list = sql.join(columns, sql`, `);
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${list})
        select ${list} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`,
  );
}
