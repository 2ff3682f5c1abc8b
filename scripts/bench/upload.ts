// Issue 15's upload: one file of `mib` MiB, generated while it is sent (never held whole), put
// through tus-js-client (PATCHes of `chunkMib`, the session cookie passed by hand as DESIGN.md
// says) to the real server in its own process: src/server/index.ts on the bench's database,
// files in a throw-away DATA_DIR (uploads on disk, @tus/file-store). Reports MiB/s and that
// server's resident memory (process-memory.ts), then attaches the upload to a resource to check
// the stored size, deletes it, stops the server and removes the folder.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from 'tus-js-client';
import { startServer } from '../bench-http/servers';
import { watchMemory } from './process-memory';

const MIB = 1024 * 1024;

export type UploadSettings = {
  databaseUrl: string;
  dataDir: string;
  email: string;
  password: string;
  mib: number;
  chunkMib: number;
};

export type UploadResult = {
  mib: number;
  chunkMib: number;
  seconds: number;
  storedBytes: number;
  rssBeforeMib: number | null;
  rssPeakMib: number | null;
  rssAfterMib: number | null;
  isPeakExact: boolean;
};

/** `bytes` of random-looking data, 1 MiB at a time. */
function generateFile(bytes: number) {
  const block = randomBytes(MIB);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return void this.push(null);
      const size = Math.min(block.length, bytes - sent);
      sent += size;
      this.push(size === block.length ? block : block.subarray(0, size));
    },
  });
}

async function signIn(origin: string, email: string, password: string) {
  const response = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) {
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  }
  return cookie;
}

/** Resolves to the upload's id (the end of its address) once every byte is accepted. */
function upload(origin: string, cookie: string, bytes: number, chunkMib: number) {
  return new Promise<string>((resolve, reject) => {
    const task: Upload = new Upload(generateFile(bytes), {
      endpoint: `${origin}/api/uploads`,
      uploadSize: bytes,
      chunkSize: chunkMib * MIB,
      headers: { cookie },
      metadata: { filename: `bench-${bytes}.mp4`, filetype: 'video/mp4' },
      retryDelays: [],
      storeFingerprintForResuming: false,
      onError: reject,
      onSuccess: () => resolve(task.url?.split('/').pop() ?? ''),
    });
    task.start();
  });
}

async function callJson(
  origin: string,
  cookie: string,
  method: string,
  url: string,
  body?: object,
) {
  const response = await fetch(origin + url, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as { id: string; fileSize: number | null };
}

export async function benchUpload(settings: UploadSettings): Promise<UploadResult> {
  const { dataDir, mib, chunkMib } = settings;
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer('upload server', 'src/server/index.ts', '/api/health', {
    DATABASE_URL: settings.databaseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    MAX_UPLOAD_MB: String(Math.max(1024, mib)),
    S3_BUCKET: '',
  });
  try {
    if (server.pid === undefined) throw new Error('the upload server has no process id');
    const { origin } = server;
    const cookie = await signIn(origin, settings.email, settings.password);
    // A small upload first: the tus server and its modules are loaded before the measure.
    await upload(origin, cookie, MIB, chunkMib);
    const memory = watchMemory(server.pid);
    const started = performance.now();
    const uploadId = await upload(origin, cookie, mib * MIB, chunkMib);
    const seconds = (performance.now() - started) / 1000;
    const { peakMib, endMib, isPeakExact } = memory.stop();

    const key = Buffer.from(uploadId, 'base64url').toString('utf8');
    const storedBytes = statSync(path.join(dataDir, 'uploads', key)).size;
    const resource = await callJson(origin, cookie, 'POST', '/api/resources', {
      name: 'Mesure de l’envoi',
      type: 'video',
      description: `Un fichier de ${mib} Mio`,
      url: '',
      uploadId,
      keepFile: false,
    });
    if (resource.fileSize !== mib * MIB) {
      throw new Error(`the resource holds ${resource.fileSize} bytes, not ${mib * MIB}`);
    }
    await callJson(origin, cookie, 'DELETE', `/api/resources/${resource.id}`);
    return {
      mib,
      chunkMib,
      seconds,
      storedBytes,
      rssBeforeMib: memory.startMib,
      rssPeakMib: peakMib,
      rssAfterMib: endMib,
      isPeakExact,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatUpload(result: UploadResult, targetGrowthMib: number): string {
  const mib = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(0)} MiB`);
  const growth =
    result.rssPeakMib !== null && result.rssBeforeMib !== null
      ? result.rssPeakMib - result.rssBeforeMib
      : null;
  const verdict = growth === null ? 'not measured' : growth < targetGrowthMib ? 'yes' : 'NO';
  return [
    `Upload through tus (disk store), ${result.mib} MiB in PATCHes of ${result.chunkMib} MiB, server in its own process`,
    `  time ${result.seconds.toFixed(1)} s, ${(result.mib / result.seconds).toFixed(0)} MiB/s, ${result.storedBytes} bytes on disk`,
    `  server RSS: before ${mib(result.rssBeforeMib)}, peak ${mib(result.rssPeakMib)}${result.isPeakExact ? ' (kernel high-water mark)' : ' (sampled)'}, after ${mib(result.rssAfterMib)}`,
    `  peak growth ${growth === null ? 'n/a' : `+${growth.toFixed(0)} MiB`}, < +${targetGrowthMib} MiB: ${verdict}`,
  ].join('\n');
}
