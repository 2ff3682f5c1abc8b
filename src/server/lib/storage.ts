import { rm } from 'node:fs/promises';
import path from 'node:path';

/** Uploaded files live under DATA_DIR/uploads/<agency id>/ — one folder an agency. */
export const agencyFilesDir = (dataDir: string, agencyId: string) =>
  path.join(dataDir, 'uploads', agencyId);

export async function deleteAgencyFiles(dataDir: string, agencyId: string) {
  await rm(agencyFilesDir(dataDir, agencyId), { recursive: true, force: true });
}
