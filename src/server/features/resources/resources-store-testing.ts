// What a store holds, read from the store itself (its folder, or its bucket), for the tests
// that check a file has left it.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { S3 } from '@aws-sdk/client-s3';
import { t } from '#server/features/resources/resources-testing';

/** Every file the store holds, read from the store itself: the folder, or the bucket. */
export async function listStoredFiles(): Promise<string[]> {
  const s3 = t.config.s3;
  if (!s3) {
    const directory = path.join(t.config.dataDir, 'uploads');
    const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
      .sort();
  }
  const client = new S3({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId ?? '', secretAccessKey: s3.secretAccessKey ?? '' },
  });
  const page = await client.listObjectsV2({ Bucket: s3.bucket });
  client.destroy();
  return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
}

/** The stored files of one upload (its bytes and its record), by the upload's id. */
export async function storedFilesOf(uploadId: string) {
  const key = Buffer.from(uploadId, 'base64url').toString('utf8');
  return (await listStoredFiles()).filter((file) => file.startsWith(key));
}
