import { Hono, type Context } from 'hono';
import { Server } from '@tus/server';
import type { AppDeps, AppEnv } from '#server/lib/context';
import { AppError, notFound } from '#server/lib/app-error';
import { ownerOfUpload, UPLOAD_OWNER } from '#server/lib/storage/finished-upload';
import {
  agencyOfUploadKey,
  decodeUploadId,
  encodeUploadKey,
  newUploadKey,
} from '#server/lib/storage/upload-keys';

// The tus protocol (resumable uploads) served by @tus/server into the app's file storage, for
// members at /api/uploads and for a creator's private link at /api/link/uploads (decision
// 0051). Every request passes its gate before a byte is stored; an existing upload must be of
// the caller's agency — and, through a link, of that link — else 404. The size limit is tus's
// own (413 before anything is written). Downloads are not served here: a file is read through
// the record that holds it.

/** Who uploads: the agency the file is stored under, and the link that makes it (else null). */
export type Uploader = {
  agencyId: string;
  owner: string | null;
  maxBytes?: number;
  /** The types this uploader may send (declared in Upload-Metadata), checked at creation. */
  refusedType?: (file: { name: string; type: string }) => string | null;
};
export type UploadGate = (c: Context<AppEnv>) => Promise<Uploader>;

/** The uploader a request was checked for, read back by the tus server's hooks. */
const uploaderOfRequest = new WeakMap<Request, Uploader>();

function createTusServer(deps: AppDeps, path: string) {
  return new Server({
    path,
    datastore: deps.storage.datastore,
    maxSize: (req) =>
      Math.min(uploaderOfRequest.get(req)?.maxBytes ?? Infinity, deps.config.maxUploadBytes),
    // Same origin only (sameOriginOnly): no CORS answer for anyone.
    allowedOrigins: [],
    namingFunction: (req) => {
      const uploader = uploaderOfRequest.get(req);
      if (!uploader) throw new Error('an upload was created without its agency');
      return newUploadKey(uploader.agencyId);
    },
    // The owner is the server's word, never the browser's.
    onUploadCreate: (req, upload) => {
      const owner = uploaderOfRequest.get(req)?.owner ?? '';
      return Promise.resolve({ metadata: { ...upload.metadata, [UPLOAD_OWNER]: owner } });
    },
    generateUrl: (_req, { path: base, id }) => `${base}/${encodeUploadKey(id)}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && decodeUploadId(lastPath)) || undefined,
    onResponseError: (_req, error) => {
      if (!('status_code' in error)) deps.logger?.error({ err: error }, 'upload failed');
      return undefined;
    },
  });
}

// One tus server per app and path (its locks are per process, like the app's other caches).
const servers = new WeakMap<AppDeps, Map<string, Server>>();
function tusServerOf(deps: AppDeps, path: string) {
  const known = servers.get(deps) ?? new Map<string, Server>();
  servers.set(deps, known);
  const server = known.get(path) ?? createTusServer(deps, path);
  known.set(path, server);
  return server;
}

/** Upload-Metadata's `filename` and `filetype` (tus: comma-separated `key base64value`). */
function declaredFile(header: string | undefined) {
  const values = new Map<string, string>();
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) values.set(key, Buffer.from(value ?? '', 'base64').toString('utf8'));
  }
  return { name: values.get('filename') ?? '', type: (values.get('filetype') ?? '').toLowerCase() };
}

async function isOwnUpload(deps: AppDeps, uploader: Uploader, uploadId: string) {
  const key = decodeUploadId(uploadId);
  if (!key || agencyOfUploadKey(key) !== uploader.agencyId) return false;
  // A member's upload id is unguessable; a link must also be the one that made it.
  if (uploader.owner === null) return true;
  const upload = await deps.storage.getUpload(key);
  return ownerOfUpload(upload?.metadata) === uploader.owner;
}

/** The tus routes of `path` behind `gate`. */
export function tusUploadRoutes(path: string, gate: UploadGate) {
  const handle = async (c: Context<AppEnv>) => {
    const method = c.req.method;
    if (method === 'GET') throw notFound();
    const server = tusServerOf(c.var.deps, path);
    if (method === 'OPTIONS') return server.handleWeb(c.req.raw);
    const uploader = await gate(c);
    uploaderOfRequest.set(c.req.raw, uploader);
    const uploadId = c.req.param('uploadId');
    if (uploadId === undefined) {
      if (method !== 'POST') throw notFound();
      const file = declaredFile(c.req.header('upload-metadata'));
      const refused = uploader.refusedType?.(file);
      if (refused) throw new AppError('upload_type', 422, refused, { filetype: refused });
    } else if (!(await isOwnUpload(c.var.deps, uploader, uploadId))) {
      throw notFound();
    }
    return server.handleWeb(c.req.raw);
  };
  return new Hono<AppEnv>().all('/', handle).all('/:uploadId', handle);
}
