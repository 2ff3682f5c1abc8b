import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '#server/lib/config';
import { findFreePort } from '#server/lib/free-port';

// An S3-compatible server for the tests of the S3 store (issue 15): s3rver on loopback, its
// objects in a temporary folder, one bucket made at start. s3rver ships no types: the little
// of it used here is typed below.

type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
type S3rverInstance = { run(): Promise<unknown>; close(): Promise<unknown> };
type S3rverClass = new (options: S3rverOptions) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** s3rver's fixed credentials (it checks signatures against them). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3Emulator = {
  /** The settings that send the app's files to the emulator's bucket. */
  config: Pick<Config, 's3'>;
  /** The folder s3rver keeps the objects in. */
  directory: string;
  stop(): Promise<void>;
};

export async function startS3Emulator(bucket = 'infludesk-test'): Promise<S3Emulator> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'infludesk-s3-'));
  const port = await findFreePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    config: {
      s3: {
        bucket,
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        ...CREDENTIALS,
      },
    },
    directory,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
