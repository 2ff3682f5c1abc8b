import { createBackup, listBackups, pruneBackups } from '#server/db/backup/backup-files';
import type { Logger } from '#server/lib/logger';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DELAY_MS = 60 * 1000;
const RETRY_MS = 60 * 60 * 1000;
export const KEPT_BACKUPS = 7;

export type DailyBackups = { stop(): Promise<void> };

/**
 * With BACKUP_DAILY=1, one dump a day of the server's database into DATA_DIR/backups, keeping
 * the last 7: the first a minute after start when the newest dump is more than a day old, else
 * a day after that one; then every day (an hour after a failure). The timer does not keep the
 * process alive; stop() waits for a dump under way, so call it before closing the database.
 */
export function startDailyBackups(options: {
  url: string | undefined;
  dataDir: string;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
}): DailyBackups {
  const { url, dataDir, logger } = options;
  if ((options.env ?? process.env).BACKUP_DAILY !== '1') return { stop: async () => {} };
  if (!url) {
    logger.warn('BACKUP_DAILY=1 but the database is not a PostgreSQL server: no backups');
    return { stop: async () => {} };
  }
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const schedule = (delayMs: number) => {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = takeBackup().finally(() => (running = undefined));
    }, delayMs);
    timer.unref();
  };
  const takeBackup = async () => {
    try {
      const { file, bytes, header } = await createBackup({ url, dataDir });
      const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
      const deleted = pruneBackups(dataDir, KEPT_BACKUPS);
      logger.info({ file, bytes, rows, deleted }, 'daily backup written');
      schedule(DAY_MS);
    } catch (error) {
      logger.error({ err: error }, 'daily backup failed; next try in an hour');
      schedule(RETRY_MS);
    }
  };

  const delayMs = getFirstBackupDelay(listBackups(dataDir)[0]?.takenAt, new Date());
  logger.info({ inMinutes: Math.round(delayMs / 60_000) }, 'daily backups on');
  schedule(delayMs);
  return {
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Shortly after start when the newest dump is a day old (or none), else when it will be. */
export function getFirstBackupDelay(newest: Date | undefined, now: Date) {
  if (!newest) return FIRST_DELAY_MS;
  return Math.max(FIRST_DELAY_MS, newest.getTime() + DAY_MS - now.getTime());
}
