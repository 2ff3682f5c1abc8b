import { open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { UPLOAD_EXPIRY_MS, uploadOrNull } from '#server/lib/storage/upload-expiry';
import { agencyOfUploadKey } from '#server/lib/storage/upload-keys';

/** DATA_DIR/uploads/<agency id>/<uuid>, with the upload's record beside it (<uuid>.json). */
export function createDiskStorage(dataDir: string): FileStorage {
  const directory = path.join(dataDir, 'uploads');
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  const fileOf = (key: string) => {
    if (!agencyOfUploadKey(key)) throw new Error(`not an upload key: ${key}`);
    return path.join(directory, key);
  };
  return {
    kind: 'disk',
    datastore,
    getUpload: (key) => uploadOrNull(() => datastore.getUpload(key)),
    read: async (key, range) => {
      const handle = await open(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return handle?.createReadStream(range) ?? null;
    },
    remove: async (key) => {
      await rm(fileOf(key), { force: true });
      await rm(`${fileOf(key)}.json`, { force: true });
    },
    removeAgency: async (agencyId) => {
      if (!agencyOfUploadKey(`${agencyId}/00000000-0000-0000-0000-000000000000`)) return;
      await rm(path.join(directory, agencyId), { recursive: true, force: true });
    },
    listKeys: async function* () {
      for (const agency of await readdir(directory).catch(() => [])) {
        const names = await readdir(path.join(directory, agency)).catch(() => []);
        for (const name of names) {
          if (name.endsWith('.json')) yield `${agency}/${name.slice(0, -'.json'.length)}`;
        }
      }
    },
  };
}
