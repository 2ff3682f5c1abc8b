import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { notFound } from '#server/lib/app-error';
import type { AppEnv } from '#server/lib/context';
import { readRange } from '#server/lib/storage/byte-range';
import { fileHeaders } from '#server/lib/storage/file-headers';

export type StoredFile = { key: string; name: string; type: string; size: number };

/**
 * A stored file as the browser gets it (decision 0028): streamed, with Range (video seeks),
 * the headers of file-headers.ts; 404 when the store has lost it.
 */
export async function sendStoredFile(c: Context<AppEnv>, file: StoredFile, asAttachment: boolean) {
  const range = readRange(c.req.header('range'), file.size);
  if (range === 'unsatisfiable') {
    return c.body(null, 416, { 'Content-Range': `bytes */${file.size}` });
  }
  const body = await c.var.deps.storage.read(file.key, range ?? undefined);
  if (!body) throw notFound();
  const headers: Record<string, string> = {
    ...fileHeaders({ name: file.name, type: file.type }, asAttachment),
    'Content-Length': String(range ? range.end - range.start + 1 : file.size),
  };
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.size}`;
  return c.body(Readable.toWeb(body) as ReadableStream, range ? 206 : 200, headers);
}
