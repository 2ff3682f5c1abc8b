import type { Readable } from 'node:stream';
import type { DataStore, Upload } from '@tus/server';
import type { Config } from '#server/lib/config';
import { createDiskStorage } from '#server/lib/storage/disk-storage';
import { createS3Storage } from '#server/lib/storage/s3-storage';

/** Bytes `start` to `end`, both included (an HTTP Range). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live: a folder of DATA_DIR (one folder an agency) or an S3-compatible
 * bucket (one key prefix an agency). The tus server writes through `datastore`; the app reads,
 * deletes and expires through the rest, whichever the store.
 */
export type FileStorage = {
  kind: 'disk' | 's3';
  datastore: DataStore;
  /** A finished or unfinished upload, or null when the store has none under this key. */
  getUpload(key: string): Promise<Upload | null>;
  /** The file's bytes (all, or a range), or null when the store has no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the file and its upload record; a key already gone is no error. */
  remove(key: string): Promise<void>;
  /** Every file of an agency (its last member left). */
  removeAgency(agencyId: string): Promise<void>;
  /** The keys of every upload, finished or not. */
  listKeys(): AsyncIterable<string>;
};

export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.dataDir);
}
