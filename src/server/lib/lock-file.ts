import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock of its own: two servers on one DATA_DIR would corrupt it.
 * The lock names the owning process; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lockPath, 'utf8'));
    if (isAlive(owner) && owner !== process.pid) {
      throw new Error(
        `Another Infludesk server (pid ${owner}) is using ${dataDir}. Stop it or set DATA_DIR.`,
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  return () => rmSync(lockPath, { force: true });
}

function isAlive(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
