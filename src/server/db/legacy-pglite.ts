import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Before PostgreSQL became the embedded default (docs/decisions/0013), the data lived in a
 * PGlite folder, DATA_DIR/db. Found and not yet moved, it must not be silently ignored.
 */
export function findLegacyPgliteFolder(dataDir: string) {
  const folder = path.join(dataDir, 'db');
  return existsSync(path.join(folder, 'PG_VERSION')) ? folder : undefined;
}
