import { describe, expect, it } from 'vitest';
import { deleteExpiredUploads } from '#server/lib/storage/upload-expiry';
import { attachedUploads } from '#server/lib/storage/attached-uploads';
import {
  createAgency,
  createResource,
  download,
  setUpResourcesApp,
  t,
  uploadFile,
} from '#server/features/resources/resources-testing';

// Decision 0046: a deleted resource waits in the Corbeille with its file; the expiry sweep of
// abandoned uploads must not take that file for litter.

setUpResourcesApp('disk');

const HOUR = 60 * 60 * 1000;

describe('a resource in the Corbeille', () => {
  it('keeps its file through the upload expiry, and serves it once restored', async () => {
    const { agent } = await createAgency();
    const uploadId = await uploadFile(agent, Buffer.from('le brief'));
    const resource = await createResource(agent, { uploadId });
    expect((await agent.delete(`/api/resources/${resource.id}`)).status).toBe(200);

    await deleteExpiredUploads(t.storage, Date.now() + 25 * HOUR, attachedUploads(t.db));

    const item = (await agent.get('/api/trash')).json.items[0];
    expect((await agent.post(`/api/trash/${item.id}/restore`)).status).toBe(200);
    const { response, bytes } = await download(agent, resource.id);
    expect(response.status).toBe(200);
    expect(Buffer.from(bytes).toString()).toBe('le brief');
  });
});
