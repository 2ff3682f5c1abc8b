import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  callUpload,
  createAgency,
  createUpload,
  download,
  patchUpload,
  resourceBody,
  setUpResourcesApp,
  STORES,
} from '#server/features/resources/resources-testing';
import { listStoredFiles, storedFilesOf } from '#server/features/resources/resources-store-testing';
import { resourcesScreen } from '#shared/i18n/fr-resources';
import { fr } from '#shared/i18n/fr';

// The size limit (MAX_UPLOAD_MB, here 1000 bytes) is checked before a byte is stored, and an
// upload never grows past the length it declared (issue 15, item 3). Then the resource form's
// rules on the server (spec §5).

describe.each(STORES)('the size limit, on the %s store', (store) => {
  setUpResourcesApp(store, { maxUploadBytes: 1000 });

  it('refuses an upload larger than the limit with 413, storing nothing', async () => {
    const { agent } = await createAgency();
    const before = await listStoredFiles();
    const refused = await createUpload(agent, 1001);
    expect(refused.status).toBe(413);
    expect(refused.location).toBeNull();
    expect(await listStoredFiles()).toEqual(before);
    expect((await createUpload(agent, 1000)).status).toBe(201);
  });

  it('refuses an upload of unknown length once it passes the limit', async () => {
    const { agent } = await createAgency();
    const created = await agent.call('/api/uploads', {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-defer-length': '1' },
    });
    expect(created.status).toBe(201);
    const id = created.headers.get('location')?.split('/').pop() ?? '';
    expect((await patchUpload(agent, id, 0, randomBytes(1500))).status).toBe(413);
    expect(Number((await callUpload(agent, id, 'HEAD')).offset)).toBeLessThanOrEqual(1000);
  });

  it('refuses bytes past the declared length, keeping the upload as it was', async () => {
    const { agent } = await createAgency();
    const bytes = randomBytes(150);
    const created = await createUpload(agent, 100);
    const announced = await patchUpload(agent, created.id, 0, bytes, { 'content-length': '150' });
    expect(announced.status).toBe(413);
    const streamed = await patchUpload(agent, created.id, 0, bytes);
    expect(streamed.status).toBe(413);
    expect((await callUpload(agent, created.id, 'HEAD')).offset).toBe('0');
    const unfinished = await agent.post('/api/resources', resourceBody({ uploadId: created.id }));
    expect(unfinished.status).toBe(422);

    expect((await patchUpload(agent, created.id, 0, bytes.subarray(0, 100))).status).toBe(204);
    const resource = await agent.post('/api/resources', resourceBody({ uploadId: created.id }));
    expect(resource.json.fileSize).toBe(100);
    const file = await download(agent, resource.json.id);
    expect(Buffer.from(file.bytes).equals(bytes.subarray(0, 100))).toBe(true);
    expect(await storedFilesOf(created.id)).not.toEqual([]);
  });
});

describe.each(STORES)('the resource form, on the %s store', (store) => {
  setUpResourcesApp(store);

  it('needs a URL or a file', async () => {
    const { agent } = await createAgency();
    for (const body of [resourceBody(), resourceBody({ keepFile: true, uploadId: null })]) {
      const response = await agent.post('/api/resources', body);
      expect(response.status).toBe(422);
      expect(response.json.error.fields.url).toBe(fr.errors.resourceNeedsUrlOrFile);
      expect(response.json.error.fields.url).toBe(
        'Veuillez fournir soit une URL, soit un fichier.',
      );
    }
    expect((await agent.get('/api/resources')).json.items).toEqual([]);
  });

  it('takes only web addresses', async () => {
    const { agent } = await createAgency();
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<p>',
      'ftp://example.fr/a',
      'brief',
    ]) {
      const response = await agent.post('/api/resources', resourceBody({ url }));
      expect(response.status, url).toBe(422);
      expect(response.json.error.fields.url).toBe(resourcesScreen.invalidUrl);
    }
    const link = await agent.post(
      '/api/resources',
      resourceBody({ url: 'https://sezane.com/brief' }),
    );
    expect(link.status).toBe(201);
    expect(link.json).toMatchObject({ url: 'https://sezane.com/brief', fileUrl: null });
  });

  it('needs a name, a type and a description', async () => {
    const { agent } = await createAgency();
    const url = 'https://sezane.com/brief';
    for (const missing of ['name', 'type', 'description']) {
      const response = await agent.post('/api/resources', resourceBody({ url, [missing]: '' }));
      expect(response.status, missing).toBe(422);
      expect(response.json.error.fields[missing], missing).toBeTruthy();
    }
  });

  it('refuses an upload id that names no upload', async () => {
    const { agent } = await createAgency();
    for (const uploadId of ['bm9wZQ', Buffer.from('../../etc/passwd').toString('base64url')]) {
      const response = await agent.post('/api/resources', resourceBody({ uploadId }));
      expect(response.status).toBe(422);
      expect(response.json.error.fields.uploadId).toBe(resourcesScreen.uploadNotFound);
    }
  });
});
