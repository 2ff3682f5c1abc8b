import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '#server/lib/config';
import { findFreePort } from '#server/lib/free-port';

// An S3-compatible server for the tests of the S3 store (issue 15): s3rver on loopback, its
// objects in a temporary folder, one bucket made at start. s3rver ships no types: the little
// of it used here is typed below. It lacks two calls @tus/s3-store makes, ListParts (the
// offset of an unfinished upload) and AbortMultipartUpload; they are answered here from the
// parts s3rver keeps on disk, a part being listed once complete, as S3 does.

type S3rverOptions = {
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
type S3rverInstance = {
  configureBuckets(): Promise<void>;
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
};
type S3rverClass = new (options: S3rverOptions) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** s3rver's fixed credentials (it checks signatures against them). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3Emulator = {
  /** The settings that send the app's files to the emulator's bucket. */
  config: Pick<Config, 's3'>;
  /** Resolves once no request is under way (say, a part the app is still sending). */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

export async function startS3Emulator(bucket = 'infludesk-test'): Promise<S3Emulator> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'infludesk-s3-'));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
  const handle = multipartCalls(uploadsDir, s3rver.callback());
  let active = 0;
  const server = createServer((request, response) => {
    // The clock of the process, which a test may move (vi.setSystemTime), not Node's own:
    // the SDK corrects its clock to this header, s3rver checks signatures against that clock.
    response.setHeader('date', new Date().toUTCString());
    active += 1;
    response.once('close', () => (active -= 1));
    handle(request, response);
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    config: {
      s3: { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', ...CREDENTIALS },
    },
    idle: async () => {
      while (active > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** GET and DELETE `/<bucket>/<key>?uploadId=…` (ListParts, Abort); the rest goes to s3rver. */
function multipartCalls(uploadsDir: string, s3rver: Handler): Handler {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://s3');
    const uploadId = url.searchParams.get('uploadId');
    const isOurs = request.method === 'GET' || request.method === 'DELETE';
    if (!uploadId || !isOurs || !/^[0-9a-f]+$/.test(uploadId)) return s3rver(request, response);
    request.resume();
    const folder = path.join(uploadsDir, uploadId);
    const answer = readdir(folder).then(
      (names) =>
        request.method === 'DELETE'
          ? rm(folder, { recursive: true }).then(() => void response.writeHead(204).end())
          : listParts(names, folder, uploadId, response),
      // A finished or aborted upload is no more, as on S3.
      () => {
        const error = `<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>`;
        response.writeHead(404, { 'content-type': 'application/xml' }).end(error);
      },
    );
    answer.catch(() => response.writeHead(500).end());
  };
}

async function listParts(
  names: string[],
  folder: string,
  uploadId: string,
  response: ServerResponse,
) {
  const complete = new Set(names);
  const numbers = names
    .filter((name) => /^\d+$/.test(name) && complete.has(`${name}.md5`))
    .map(Number);
  const parts = await Promise.all(
    numbers
      .sort((a, b) => a - b)
      .map(async (number) => {
        const file = path.join(folder, String(number));
        const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
        return md5
          ? `<Part><PartNumber>${number}</PartNumber><ETag>"${md5}"</ETag>` +
              `<Size>${info.size}</Size><LastModified>${info.mtime.toISOString()}</LastModified></Part>`
          : '';
      }),
  );
  response
    .writeHead(200, { 'content-type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?>` +
        `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
        `<UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}` +
        `</ListPartsResult>`,
    );
}
