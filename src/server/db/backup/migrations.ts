import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunQuery } from '#server/db/backup/catalog';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

type JournalEntry = { idx: number; when: number; tag: string };
type Journal = { entries: JournalEntry[] };

const readJournal = (folder = migrationsFolder) =>
  JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The migrations this code knows, in order. */
export const readCodeMigrations = () => readJournal().entries;

/**
 * What Drizzle's migrator recorded in the database: how many migrations, and the last one
 * (its table keeps a hash and the journal's `when`; the tag comes from this code's journal).
 */
export async function readAppliedMigrations(run: RunQuery) {
  const [table] = await run<{ exists: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
  );
  if (!table?.exists) return { count: 0, lastTag: null, lastCreatedAt: null };
  const [applied] = await run<{ count: number; last: string | null }>(
    'select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const lastCreatedAt = applied?.last ? Number(applied.last) : null;
  const lastTag = readCodeMigrations().find((entry) => entry.when === lastCreatedAt)?.tag ?? null;
  return { count: applied?.count ?? 0, lastTag, lastCreatedAt };
}

/**
 * A copy of the migrations folder that stops after the first `count` migrations, for the
 * Drizzle migrator: a restore brings the schema to the dump's level, loads, then runs the rest,
 * so that later migrations transform the restored rows as they did the live ones.
 */
export function withMigrationsUpTo<T>(count: number, use: (folder: string) => Promise<T>) {
  const journal = readJournal();
  if (count >= journal.entries.length) return use(migrationsFolder);
  const folder = mkdtempSync(path.join(tmpdir(), 'infludesk-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, count);
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries) {
    copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return use(folder).finally(() => rmSync(folder, { recursive: true, force: true }));
}

/** Refuses a dump this code cannot bring up to date: more migrations, or other ones. */
export function checkDumpMigrations(dump: { count: number; lastCreatedAt: number | null }) {
  const known = readCodeMigrations();
  if (dump.count > known.length) {
    throw new Error(
      `The dump was made with ${dump.count} migrations; this code knows ${known.length}. ` +
        'Restore it with the version of Infludesk that made it, or a newer one.',
    );
  }
  if (dump.count > 0 && known[dump.count - 1]?.when !== dump.lastCreatedAt) {
    throw new Error(
      `The dump's migration ${dump.count} is not this code's ${known[dump.count - 1]?.tag}: ` +
        'it was made by another line of development.',
    );
  }
}
