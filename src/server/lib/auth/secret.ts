import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that signs device cookies (decision 0006). DESIGN.md: a secret that must persist is
 * generated on first start and kept in DATA_DIR unless given in the environment
 * (SESSION_SECRET, which app servers sharing one database must then share).
 */
export function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: theirs counts.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readSecret(file)!;
}

function readSecret(file: string) {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
