import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backupFileName, listBackups, pruneBackups } from '#server/db/backup/backup-files';
import { getFirstBackupDelay, startDailyBackups } from '#server/db/backup/daily-backups';
import { createTestDatabase } from '#server/testing/harness';
import { logger } from '#server/lib/logger';

const HOUR = 60 * 60 * 1000;
const folders: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A DATA_DIR whose backups folder holds empty dumps taken `hoursAgo`, plus a stranger. */
function dataDirWithDumps(now: Date, hoursAgo: number[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-daily-'));
  folders.push(dataDir);
  mkdirSync(path.join(dataDir, 'backups'));
  for (const hours of hoursAgo) {
    const name = backupFileName(new Date(now.getTime() - hours * HOUR));
    writeFileSync(path.join(dataDir, 'backups', name), '');
  }
  writeFileSync(path.join(dataDir, 'backups', 'notes.txt'), 'not a dump');
  return dataDir;
}

describe('daily backups', () => {
  const now = new Date('2026-11-23T18:05:00Z');

  it('names dumps by UTC time and keeps the newest ones', () => {
    expect(backupFileName(now)).toBe('infludesk-2026-11-23T18-05-00Z.dump.gz');
    const dataDir = dataDirWithDumps(now, [30, 2, 200, 50, 26, 100, 75, 120, 5]);
    expect(listBackups(dataDir)[0]!.takenAt).toEqual(new Date(now.getTime() - 2 * HOUR));
    expect(pruneBackups(dataDir, 7).map((file) => path.basename(file))).toEqual([
      backupFileName(new Date(now.getTime() - 120 * HOUR)),
      backupFileName(new Date(now.getTime() - 200 * HOUR)),
    ]);
    expect(readdirSync(path.join(dataDir, 'backups'))).toHaveLength(8);
  });

  it('takes the first dump shortly after start unless the newest is less than a day old', () => {
    expect(getFirstBackupDelay(undefined, now)).toBe(60_000);
    expect(getFirstBackupDelay(new Date(now.getTime() - 30 * HOUR), now)).toBe(60_000);
    expect(getFirstBackupDelay(new Date(now.getTime() - 5 * HOUR), now)).toBe(19 * HOUR);
  });

  it('does nothing without BACKUP_DAILY=1', async () => {
    const dataDir = dataDirWithDumps(now, []);
    const daily = startDailyBackups({ url: 'postgres://nowhere', dataDir, logger, env: {} });
    await daily.stop();
    expect(readdirSync(path.join(dataDir, 'backups'))).toEqual(['notes.txt']);
  });

  it.skipIf(process.env.TEST_ENGINE !== 'postgres')(
    'dumps a minute after start, then keeps the last 7 dumps',
    async () => {
      const database = await createTestDatabase();
      try {
        const dataDir = dataDirWithDumps(new Date(), [25, 49, 73, 97, 121, 145, 169]);
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        const env = { BACKUP_DAILY: '1' };
        const daily = startDailyBackups({ url: database.url, dataDir, logger, env });
        vi.advanceTimersByTime(59_000);
        expect(listBackups(dataDir)).toHaveLength(7);
        vi.advanceTimersByTime(1_000);
        await daily.stop(); // waits for the dump under way
        const kept = listBackups(dataDir);
        expect(kept).toHaveLength(7);
        expect(Date.now() - kept[0]!.takenAt.getTime()).toBeLessThan(HOUR);
        expect(kept.at(-1)!.takenAt.getTime()).toBeGreaterThan(Date.now() - 146 * HOUR);
      } finally {
        await database.close();
      }
    },
  );
});
