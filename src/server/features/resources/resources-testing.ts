// Set-up shared by this area's test files. Importing it registers beforeAll/afterAll that
// start the file's test app (its own database, the disk store) and close it. Each file runs
// its scenarios on both stores (`describe.each(STORES)`): setUpResourcesApp, called inside the
// describe, serves it from the disk app or from a second app on the same database whose files
// go to a bucket of a local S3 emulator.
import { afterAll, beforeAll, expect } from 'vitest';
import {
  createAgent,
  createSecondInstance,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { startS3Emulator, type S3Emulator } from '#server/testing/s3-emulator';
import type { Config } from '#server/lib/config';
import { createFileStorage } from '#server/lib/storage/file-storage';

export const STORES = ['disk', 's3'] as const;
export type StoreKind = (typeof STORES)[number];

/** The app of the running describe. */
export let t: TestApp;
/** The S3 emulator of the running describe, on the S3 store. */
export let s3Emulator: S3Emulator | undefined;

let fileApp: TestApp;
beforeAll(async () => {
  fileApp = await createTestApp();
});
afterAll(() => fileApp?.close());

/** The describe's app on `store`; `config` chooses, say, a small size limit. */
export function setUpResourcesApp(store: StoreKind, config: Partial<Config> = {}) {
  let instance: Awaited<ReturnType<typeof createSecondInstance>> | undefined;
  beforeAll(async () => {
    s3Emulator = store === 's3' ? await startS3Emulator() : undefined;
    if (!s3Emulator && Object.keys(config).length === 0) {
      t = fileApp;
      return;
    }
    const appConfig = { ...fileApp.config, ...s3Emulator?.config, ...config };
    const storage = createFileStorage(appConfig);
    instance = await createSecondInstance({ ...fileApp, config: appConfig, storage });
    t = { ...fileApp, ...instance, config: appConfig, storage };
  });
  afterAll(async () => {
    await instance?.stop();
    await s3Emulator?.stop();
  });
}

let ipCounter = 0;

/** A new agency, its signed-in member (an agent keeping the session cookie). */
export async function createAgency() {
  ipCounter += 1;
  const agent = createAgent(t.app, `198.51.100.${ipCounter}`);
  const account = await signUpUser(agent);
  return { agent, account };
}

const TUS = { 'tus-resumable': '1.0.0' };

const metadataHeader = (name: string, type: string) =>
  `filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from(type).toString('base64')}`;

/** POST /api/uploads: the new upload's id (the end of its address), or the failed response. */
export async function createUpload(
  agent: Agent,
  size: number,
  name = 'brief.pdf',
  type = 'application/pdf',
) {
  const response = await agent.call('/api/uploads', {
    method: 'POST',
    headers: {
      ...TUS,
      'upload-length': String(size),
      'upload-metadata': metadataHeader(name, type),
    },
  });
  const location = response.headers.get('location');
  return { status: response.status, id: location?.split('/').pop() ?? '', location };
}

/** HEAD or DELETE /api/uploads/<id>: the status, and the offset a HEAD reads. */
export async function callUpload(agent: Agent, id: string, method: 'HEAD' | 'DELETE') {
  const response = await agent.call(`/api/uploads/${id}`, { method, headers: TUS });
  return { status: response.status, offset: response.headers.get('upload-offset') };
}

/** PATCH bytes at `offset` through the in-process app (no network in between). */
export async function patchUpload(
  agent: Agent,
  id: string,
  offset: number,
  bytes: Buffer,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = {
    ...TUS,
    'upload-offset': String(offset),
    'content-type': 'application/offset+octet-stream',
    'x-forwarded-for': '198.51.100.250',
    ...extra,
  };
  if (agent.cookie) headers.cookie = agent.cookie;
  return t.app.request(`/api/uploads/${id}`, {
    method: 'PATCH',
    headers,
    body: new Uint8Array(bytes),
  });
}

/** One finished upload of `bytes`: its id, ready for a resource. */
export async function uploadFile(
  agent: Agent,
  bytes: Buffer,
  name = 'brief.pdf',
  type = 'application/pdf',
) {
  const created = await createUpload(agent, bytes.length, name, type);
  expect(created.status).toBe(201);
  const patched = await patchUpload(agent, created.id, 0, bytes);
  expect(patched.status, await patched.clone().text()).toBe(204);
  return created.id;
}

/** POST /api/resources, expecting 201: the resource. */
export async function createResource(agent: Agent, body: object) {
  const response = await agent.post('/api/resources', resourceBody(body));
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as { id: string; fileUrl: string | null; fileSize: number | null };
}

export const resourceBody = (extra: object = {}) => ({
  name: 'Brief Sézane été',
  type: 'brief',
  description: 'Le brief de la campagne lin',
  url: '',
  ...extra,
});

/** The file of a resource, as the browser would fetch it. */
export async function download(
  agent: Agent,
  resourceId: string,
  headers: Record<string, string> = {},
) {
  const sent: Record<string, string> = { 'x-forwarded-for': '198.51.100.251', ...headers };
  if (agent.cookie) sent.cookie = agent.cookie;
  const response = await t.app.request(`/api/resources/${resourceId}/file`, { headers: sent });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}
