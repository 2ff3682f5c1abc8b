import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import {
  DumpReader,
  END_OF_DATA,
  parseHeader,
  type DumpHeader,
  type DumpTable,
} from '#server/db/backup/dump-format';
import { connectEmptyTarget, loadTables, type LoadSource } from '#server/db/backup/load-tables';
import {
  checkDumpMigrations,
  migrationsFolder,
  withMigrationsUpTo,
} from '#server/db/backup/migrations';

const openDump = (file: string) => new DumpReader(createReadStream(file).pipe(createGunzip()));

/**
 * Restores a dump into the database at `url`, which must hold no rows: migrations up to the
 * dump's, the rows (load-tables.ts), then the migrations the dump predates.
 */
export async function restoreDump(options: { url: string; file: string }) {
  const reader = openDump(options.file);
  try {
    const header = parseHeader(await reader.readLine());
    checkDumpMigrations(header.migrations);
    return await restoreInto(options.url, reader, header);
  } finally {
    await reader.close();
  }
}

async function restoreInto(url: string, reader: DumpReader, header: DumpHeader) {
  const client = await connectEmptyTarget(url);
  try {
    const db = drizzle({ client });
    await withMigrationsUpTo(header.migrations.count, (folder) =>
      migrate(db, { migrationsFolder: folder }),
    );
    const loaded = await loadTables(client, listSections(reader, header));
    if ((await reader.readLine()) !== undefined) throw new Error('Unexpected data after the dump.');
    await migrate(db, { migrationsFolder });
    return { header, loaded };
  } finally {
    await client.end();
  }
}

function listSections(reader: DumpReader, header: DumpHeader): LoadSource[] {
  return header.tables.map((table) => ({
    ...table,
    data: () => readSection(reader, table),
  }));
}

// The sections come in the header's order; each is checked against it as it is read.
async function* readSection(reader: DumpReader, table: DumpTable) {
  const line = await reader.readLine();
  const section = line ? (JSON.parse(line) as DumpTable) : undefined;
  if (section?.name !== table.name || section.rows !== table.rows) {
    throw new Error(`The dump is damaged: section ${table.name} expected, found ${line}`);
  }
  yield* reader.takeLines(table.rows);
  if ((await reader.readLine()) !== END_OF_DATA) {
    throw new Error(`The dump is damaged: table ${table.name} does not end where it should.`);
  }
}
