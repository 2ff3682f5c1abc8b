import { Hono, type Context } from 'hono';
import { Server } from '@tus/server';
import type { AppDeps, AppEnv } from '#server/lib/context';
import { notFound } from '#server/lib/app-error';
import {
  agencyOfUploadKey,
  decodeUploadId,
  encodeUploadKey,
  newUploadKey,
} from '#server/lib/storage/upload-keys';
import { checkAgencySection } from '#server/middleware/agency-area';
import { DEMO_MAX_UPLOAD_BYTES } from '#shared/domain/demo-agency';

// /api/uploads: the tus protocol (resumable uploads) served by @tus/server into the app's file
// storage. Every request is checked before a byte is stored: a session, the Ressources or the
// Collaborations permission (a resource's file, or a content's draft: issue 29), and, for an
// existing upload, that it belongs to the caller's agency (else 404).
// The size limit is tus's own (413 before anything is written). Downloads are not served here:
// a file is read through its resource or its content.

const PATH = '/api/uploads';
/** The sections whose screens attach uploads: either opens the door. */
const UPLOAD_SECTIONS = ['resources', 'collaborations'] as const;

/** The agency a creation request was checked for, read back by the naming function. */
const agencyOfRequest = new WeakMap<Request, string>();
/** Requests of a demo agency's visitor: a smaller size limit (decision 0038). */
const demoRequests = new WeakSet<Request>();

function createTusServer(deps: AppDeps) {
  return new Server({
    path: PATH,
    datastore: deps.storage.datastore,
    maxSize: (req) =>
      demoRequests.has(req)
        ? Math.min(DEMO_MAX_UPLOAD_BYTES, deps.config.maxUploadBytes)
        : deps.config.maxUploadBytes,
    // Same origin only (sameOriginOnly): no CORS answer for anyone.
    allowedOrigins: [],
    namingFunction: (req) => {
      const agencyId = agencyOfRequest.get(req);
      if (!agencyId) throw new Error('an upload was created without its agency');
      return newUploadKey(agencyId);
    },
    generateUrl: (_req, { path, id }) => `${path}/${encodeUploadKey(id)}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && decodeUploadId(lastPath)) || undefined,
    onResponseError: (_req, error) => {
      if (!('status_code' in error)) deps.logger?.error({ err: error }, 'upload failed');
      return undefined;
    },
  });
}

// One tus server per app (its locks are per process, like the app's other caches).
const servers = new WeakMap<AppDeps, Server>();
const tusServerOf = (deps: AppDeps) => {
  const known = servers.get(deps);
  if (known) return known;
  const server = createTusServer(deps);
  servers.set(deps, server);
  return server;
};

async function handleUpload(c: Context<AppEnv>) {
  const method = c.req.method;
  if (method === 'GET') throw notFound();
  const server = tusServerOf(c.var.deps);
  if (method === 'OPTIONS') return server.handleWeb(c.req.raw);
  const agencyId = await checkAgencySection(c, UPLOAD_SECTIONS);
  if (c.var.user?.isDemo) demoRequests.add(c.req.raw);
  const uploadId = c.req.param('uploadId');
  if (uploadId === undefined) {
    if (method !== 'POST') throw notFound();
    agencyOfRequest.set(c.req.raw, agencyId);
  } else {
    const key = decodeUploadId(uploadId);
    if (!key || agencyOfUploadKey(key) !== agencyId) throw notFound();
  }
  return server.handleWeb(c.req.raw);
}

export const uploadsRoutes = new Hono<AppEnv>()
  .all('/', handleUpload)
  .all('/:uploadId', handleUpload);
