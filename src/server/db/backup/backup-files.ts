import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeDump } from '#server/db/backup/write-dump';

// infludesk-2026-11-23T18-05-00Z.dump.gz: UTC, sorts by name in time order, no ':' for Windows.
const NAME = /^infludesk-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.dump\.gz$/;

export const backupsFolder = (dataDir: string) => path.join(dataDir, 'backups');

export function backupFileName(at: Date) {
  return `infludesk-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.dump.gz`;
}

/** The dumps of DATA_DIR/backups, newest first, with the time their names give. */
export function listBackups(dataDir: string) {
  const folder = backupsFolder(dataDir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => ({ name, match: NAME.exec(name) }))
    .filter((entry) => entry.match)
    .map(({ name, match }) => {
      const [, day, hours, minutes, seconds] = match!;
      const takenAt = new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
      return { file: path.join(folder, name), takenAt };
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/**
 * Dumps the database at `url` into DATA_DIR/backups. The file appears under its final name only
 * once complete: a crash leaves a `.partial` file, never a dump that looks whole. Dumps hold
 * password hashes and sessions: the folder and files are for the owner only.
 */
export async function createBackup(options: { url: string; dataDir: string; now?: Date }) {
  const folder = backupsFolder(options.dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = path.join(folder, backupFileName(options.now ?? new Date()));
  if (existsSync(file)) throw new Error(`${file} already exists: one backup a second at most.`);
  const partial = `${file}.partial`;
  try {
    const header = await writeDump({ url: options.url, file: partial });
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, header };
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Deletes all but the `keep` newest dumps; returns the deleted files. */
export function pruneBackups(dataDir: string, keep: number) {
  const old = listBackups(dataDir).slice(keep);
  for (const { file } of old) rmSync(file, { force: true });
  return old.map(({ file }) => file);
}
