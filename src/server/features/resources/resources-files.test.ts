import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createAgency,
  download,
  resourceBody,
  setUpResourcesApp,
  STORES,
  uploadFile,
} from '#server/features/resources/resources-testing';
import { storedFilesOf } from '#server/features/resources/resources-store-testing';
import type { Agent } from '#server/testing/harness';

// How a stored file is served (issue 15, item 4): what a browser could run is an attachment,
// nothing is sniffed, every answer is sandboxed; ranges for video seeks. And a file leaves the
// store with its resource, or when the resource's file is replaced or dropped.

async function createFileResource(agent: Agent, bytes: Buffer, name: string, type: string) {
  const uploadId = await uploadFile(agent, bytes, name, type);
  const created = await agent.post('/api/resources', resourceBody({ uploadId }));
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return { id: created.json.id as string, uploadId };
}

describe.each(STORES)('serving a file, on the %s store', (store) => {
  setUpResourcesApp(store);

  it('sends what a browser could run as an attachment, never sniffed, sandboxed', async () => {
    const { agent } = await createAgency();
    const runnable = [
      ['page.html', 'text/html', '<script>alert(document.cookie)</script>'],
      ['logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'],
      ['flux.xml', 'application/xml', '<?xml version="1.0"?><a/>'],
      ['outil.js', 'text/javascript', 'alert(1)'],
      ['photo.png', 'text/html', '<script>alert(1)</script>'],
      ['sans-type', 'pas un type', 'x'],
    ];
    for (const [name, type, text] of runnable) {
      const { id } = await createFileResource(agent, Buffer.from(text!), name!, type!);
      const { response, bytes } = await download(agent, id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition'), name).toMatch(/^attachment;/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toMatch(/(^|[;\s])sandbox(;|$)/);
      expect(Buffer.from(bytes).toString()).toBe(text);
    }
  });

  it('shows images and PDF inline, and as an attachment with ?download=1', async () => {
    const { agent } = await createAgency();
    for (const [name, type] of [
      ['Brief été.pdf', 'application/pdf'],
      ['visuel.png', 'image/png'],
    ] as const) {
      const { id } = await createFileResource(agent, randomBytes(2000), name, type);
      const inline = await download(agent, id);
      expect(inline.response.headers.get('content-type')).toBe(type);
      expect(inline.response.headers.get('content-disposition')).toMatch(/^inline;/);
      expect(inline.response.headers.get('content-disposition')).toContain(
        encodeURIComponent(name),
      );
      expect(inline.response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(inline.response.headers.get('content-security-policy')).toContain('sandbox');
      const forced = await agent.call(`/api/resources/${id}/file?download=1`);
      expect(forced.headers.get('content-disposition')).toMatch(/^attachment;/);
    }
  });

  it('answers a range with 206, and one out of reach with 416', async () => {
    const { agent } = await createAgency();
    const bytes = randomBytes(5000);
    const { id } = await createFileResource(agent, bytes, 'rush.mp4', 'video/mp4');
    const part = await download(agent, id, { range: 'bytes=1000-1999' });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get('content-range')).toBe('bytes 1000-1999/5000');
    expect(part.response.headers.get('content-length')).toBe('1000');
    expect(part.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(part.bytes).equals(bytes.subarray(1000, 2000))).toBe(true);
    const end = await download(agent, id, { range: 'bytes=-100' });
    expect(end.response.headers.get('content-range')).toBe('bytes 4900-4999/5000');
    expect(Buffer.from(end.bytes).equals(bytes.subarray(4900))).toBe(true);
    // A suffix longer than the file is the whole file (RFC 9110), not a 416 (issue 27).
    for (const range of ['bytes=-5000', 'bytes=-5001', 'bytes=-99999999999']) {
      const longer = await download(agent, id, { range });
      expect(longer.response.status, range).toBe(206);
      expect(longer.response.headers.get('content-range'), range).toBe('bytes 0-4999/5000');
      expect(Buffer.from(longer.bytes).equals(bytes), range).toBe(true);
    }
    expect((await download(agent, id, { range: 'bytes=-0' })).response.status).toBe(416);
    const beyond = await download(agent, id, { range: 'bytes=5000-' });
    expect(beyond.response.status).toBe(416);
    expect(beyond.response.headers.get('content-range')).toBe('bytes */5000');
    const whole = await download(agent, id);
    expect(whole.response.status).toBe(200);
    expect(whole.response.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(whole.bytes).equals(bytes)).toBe(true);
  });
});

describe.each(STORES)('a file leaving the store, on the %s store', (store) => {
  setUpResourcesApp(store);

  // Decision 0046: a deleted resource waits in the Corbeille with its file; the file goes when
  // the item is deleted for good.
  it('goes with its resource, once out of the Corbeille', async () => {
    const { agent } = await createAgency();
    const { id, uploadId } = await createFileResource(
      agent,
      randomBytes(3000),
      'a.pdf',
      'application/pdf',
    );
    expect(await storedFilesOf(uploadId)).not.toEqual([]);
    expect((await agent.delete(`/api/resources/${id}`)).status).toBe(200);
    expect((await download(agent, id)).response.status).toBe(404);
    expect(await storedFilesOf(uploadId)).not.toEqual([]);
    const item = (await agent.get('/api/trash')).json.items[0];
    expect((await agent.delete(`/api/trash/${item.id}`)).status).toBe(200);
    expect(await storedFilesOf(uploadId)).toEqual([]);
  });

  it('goes when replaced or dropped, and stays when an update is refused', async () => {
    const { agent } = await createAgency();
    const first = await createFileResource(agent, randomBytes(3000), 'v1.pdf', 'application/pdf');
    const second = randomBytes(4000);
    const secondId = await uploadFile(agent, second, 'v2.pdf');
    const replaced = await agent.putCurrent(
      `/api/resources/${first.id}`,
      resourceBody({ uploadId: secondId }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({ fileName: 'v2.pdf', fileSize: 4000 });
    expect(await storedFilesOf(first.uploadId)).toEqual([]);
    expect(Buffer.from((await download(agent, first.id)).bytes).equals(second)).toBe(true);

    const thirdId = await uploadFile(agent, randomBytes(100), 'v3.pdf');
    for (const refused of [
      // (An empty name now takes the file's: a missing description is refused instead.)
      resourceBody({ uploadId: thirdId, description: '' }),
      resourceBody({ uploadId: null, keepFile: false }),
      resourceBody({ uploadId: 'bm9wZQ' }),
    ]) {
      expect((await agent.putCurrent(`/api/resources/${first.id}`, refused)).status).toBe(422);
    }
    const kept = await agent.putCurrent(`/api/resources/${first.id}`, resourceBody({ keepFile: true }));
    expect(kept.json).toMatchObject({ fileName: 'v2.pdf', name: resourceBody().name });
    expect(await storedFilesOf(secondId)).not.toEqual([]);
    expect(Buffer.from((await download(agent, first.id)).bytes).equals(second)).toBe(true);

    const dropped = await agent.putCurrent(
      `/api/resources/${first.id}`,
      resourceBody({ url: 'https://sezane.com/brief' }),
    );
    expect(dropped.json).toMatchObject({ fileUrl: null, fileName: null });
    expect(await storedFilesOf(secondId)).toEqual([]);
    expect((await download(agent, first.id)).response.status).toBe(404);
  });
});
