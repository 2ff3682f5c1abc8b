// A finished tus upload through /api/uploads, as the browser makes one: for the tests of any
// area that attaches files (resources, contents).
import { expect } from 'vitest';
import type { Agent } from '#server/testing/harness';

const TUS = { 'tus-resumable': '1.0.0' };

const metadataHeader = (name: string, type: string) =>
  `filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from(type).toString('base64')}`;

/** POST /api/uploads: the status, and the new upload's id (the end of its address). */
export async function startUpload(agent: Agent, size: number, name: string, type: string) {
  const response = await agent.call('/api/uploads', {
    method: 'POST',
    headers: {
      ...TUS,
      'upload-length': String(size),
      'upload-metadata': metadataHeader(name, type),
    },
  });
  return { status: response.status, id: response.headers.get('location')?.split('/').pop() ?? '' };
}

/** PATCH bytes at `offset` through the agent's in-process app. */
export function sendUploadBytes(agent: Agent, id: string, offset: number, bytes: Buffer) {
  const headers: Record<string, string> = {
    ...TUS,
    'upload-offset': String(offset),
    'content-type': 'application/offset+octet-stream',
  };
  if (agent.cookie) headers.cookie = agent.cookie;
  return agent.app.request(`/api/uploads/${id}`, {
    method: 'PATCH',
    headers,
    body: new Uint8Array(bytes),
  });
}

/** One finished upload of `bytes`: its id. */
export async function uploadBytes(agent: Agent, bytes: Buffer, name: string, type: string) {
  const started = await startUpload(agent, bytes.length, name, type);
  expect(started.status).toBe(201);
  const patched = await sendUploadBytes(agent, started.id, 0, bytes);
  expect(patched.status, await patched.clone().text()).toBe(204);
  return started.id;
}
