// Set-up shared by this area's test files. Importing it registers beforeAll/afterAll that
// start a fresh test app for the importing file and close it (Vitest isolates each file).
import { afterAll, beforeAll, expect } from 'vitest';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import type { Config } from '#server/lib/config';

export let t: TestApp;

/** Starts the file's test app; `config` chooses, say, an S3 bucket or a small size limit. */
export function setUpResourcesApp(config: () => Partial<Config> = () => ({})) {
  beforeAll(async () => {
    t = await createTestApp(config());
  });
  afterAll(() => t?.close());
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

/** PATCH bytes at `offset` through the in-process app (no network in between). */
export async function patchUpload(agent: Agent, id: string, offset: number, bytes: Buffer) {
  const headers: Record<string, string> = {
    ...TUS,
    'upload-offset': String(offset),
    'content-type': 'application/offset+octet-stream',
    'x-forwarded-for': '198.51.100.250',
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
