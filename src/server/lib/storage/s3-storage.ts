import type { Readable } from 'node:stream';
import { S3, type S3ClientConfig } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { S3Settings } from '#server/lib/config';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { UPLOAD_EXPIRY_MS, uploadOrNull } from '#server/lib/storage/upload-expiry';
import { agencyPrefix } from '#server/lib/storage/upload-keys';

// @tus/s3-store keeps a file at <key>, its upload record at <key>.info and, while a part is
// smaller than S3's 5 MB minimum, that part at <key>.part. Several app servers share a bucket.
const SIDE_OBJECTS = ['.info', '.part'];

export function createS3Storage(settings: S3Settings): FileStorage {
  const clientConfig: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    // Emulators and most S3-compatible servers name the bucket in the path, not the host.
    forcePathStyle: Boolean(settings.endpoint),
    // Checksums only where S3 requires them: the SDK's default streams parts as aws-chunked
    // with a trailing checksum, which S3-compatible servers often store as is (bytes + trailer).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  };
  const Bucket = settings.bucket;
  const client = new S3(clientConfig);
  const datastore = new S3Store({
    s3ClientConfig: { ...clientConfig, bucket: Bucket },
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    // Expiry is our own sweep (upload-expiry.ts), which needs no object tags.
    useTags: false,
  });

  async function* listObjects(Prefix?: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.listObjectsV2({ Bucket, Prefix, ContinuationToken });
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function deleteKeys(keys: string[]) {
    for (let start = 0; start < keys.length; start += 1000) {
      const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
      await client.deleteObjects({ Bucket, Delete: { Objects, Quiet: true } });
    }
  }

  async function remove(key: string) {
    // Aborts an unfinished multipart upload first; a finished or missing one has none.
    await datastore.remove(key).catch(() => undefined);
    await deleteKeys([key, ...SIDE_OBJECTS.map((suffix) => key + suffix)]);
  }

  async function* listKeys(prefix?: string) {
    for await (const key of listObjects(prefix)) {
      if (key.endsWith('.info')) yield key.slice(0, -'.info'.length);
    }
  }

  return {
    kind: 's3',
    datastore,
    getUpload: (key) => uploadOrNull(() => datastore.getUpload(key)),
    read: async (key, range) => {
      const object = await client
        .getObject({
          Bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        })
        .catch((error: { name?: string }) => {
          if (error.name === 'NoSuchKey' || error.name === 'NotFound') return null;
          throw error;
        });
      return (object?.Body as Readable | undefined) ?? null;
    },
    remove,
    removeAgency: async (agencyId) => {
      for await (const key of listKeys(agencyPrefix(agencyId))) await remove(key);
      const rest: string[] = [];
      for await (const key of listObjects(agencyPrefix(agencyId))) rest.push(key);
      await deleteKeys(rest);
    },
    listKeys: () => listKeys(),
  };
}
