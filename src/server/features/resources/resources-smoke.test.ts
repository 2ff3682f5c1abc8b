import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createAgency,
  download,
  resourceBody,
  setUpResourcesApp,
  uploadFile,
} from '#server/features/resources/resources-testing';

setUpResourcesApp();

describe('resources smoke', () => {
  it('uploads, attaches, downloads and deletes', async () => {
    const { agent } = await createAgency();
    const bytes = randomBytes(100_000);
    const uploadId = await uploadFile(agent, bytes);
    const created = await agent.post('/api/resources', resourceBody({ uploadId }));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.fileName).toBe('brief.pdf');
    const file = await download(agent, created.json.id);
    expect(file.response.status).toBe(200);
    expect(Buffer.from(file.bytes).equals(bytes)).toBe(true);
    const part = await download(agent, created.json.id, { range: 'bytes=10-19' });
    expect(part.response.status).toBe(206);
    expect(Buffer.from(part.bytes).equals(bytes.subarray(10, 20))).toBe(true);
    const list = await agent.get('/api/resources?type=brief');
    expect(list.json.items).toHaveLength(1);
    expect((await agent.delete(`/api/resources/${created.json.id}`)).status).toBe(200);
    expect((await download(agent, created.json.id)).response.status).toBe(404);
  });
});
