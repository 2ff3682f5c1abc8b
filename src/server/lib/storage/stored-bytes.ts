import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Upload } from '@tus/server';
import type { FileStorage } from '#server/lib/storage/file-storage';
import type { AttachedFile } from '#server/lib/storage/finished-upload';
import { newUploadKey } from '#server/lib/storage/upload-keys';

// Files the server makes itself (a generated contract, its signature certificate: issue 31)
// go into the same store as the browser's tus uploads, through the tus data store: a finished
// upload under a new `<agency>/<uuid>` key, read, served and removed like any other. Nothing
// holding the key: the uploads' sweep removes it after a day (attached-uploads.ts).

/** Writes `bytes` as a new finished upload of the agency; answers it as an attached file. */
export async function storeBytes(
  storage: FileStorage,
  agencyId: string,
  bytes: Uint8Array,
  file: { name: string; type: string },
): Promise<AttachedFile> {
  const key = newUploadKey(agencyId);
  const metadata = { filename: file.name, filetype: file.type };
  await storage.datastore.create(new Upload({ id: key, size: bytes.length, offset: 0, metadata }));
  await storage.datastore.write(Readable.from([Buffer.from(bytes)]), key, 0);
  return { key, name: file.name, type: file.type, size: bytes.length };
}

/** A stored file's bytes, or null when the store has lost it. */
export async function readBytes(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.read(key);
  return stream ? buffer(stream) : null;
}
