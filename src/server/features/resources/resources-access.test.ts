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
  t,
  uploadFile,
} from '#server/features/resources/resources-testing';
import { createAgent, signUpUser } from '#server/testing/harness';
import { resourcesScreen } from '#shared/i18n/fr-resources';

// An upload and a file belong to their agency (issue 15, items 3 and 4): another agency
// cannot read, continue, finish or attach them, and a file says nothing (404) to whoever may
// not read it. The API answers 401 signed out and 403 without the Ressources permission (an
// upload: without the Ressources and the Collaborations permissions).

/** An agency with a file resource and an unfinished upload of 100 bytes (40 sent). */
async function agencyWithFiles() {
  const owner = await createAgency();
  const bytes = randomBytes(5000);
  const uploadId = await uploadFile(owner.agent, bytes);
  const resource = await owner.agent.post('/api/resources', resourceBody({ uploadId }));
  expect(resource.status).toBe(201);
  const unfinished = await createUpload(owner.agent, 100);
  expect((await patchUpload(owner.agent, unfinished.id, 0, randomBytes(40))).status).toBe(204);
  return { ...owner, bytes, resourceId: resource.json.id as string, unfinishedId: unfinished.id };
}

describe.each(STORES)('who may touch an upload or a file, on the %s store', (store) => {
  setUpResourcesApp(store);

  it('hides them from another agency (404), which cannot attach them (422)', async () => {
    const mine = await agencyWithFiles();
    const { agent: stranger } = await createAgency();
    for (const method of ['HEAD', 'DELETE'] as const) {
      expect((await callUpload(stranger, mine.unfinishedId, method)).status, method).toBe(404);
    }
    const patched = await patchUpload(stranger, mine.unfinishedId, 40, randomBytes(60));
    expect(patched.status).toBe(404);
    expect((await stranger.get(`/api/resources/${mine.resourceId}`)).status).toBe(404);
    expect((await download(stranger, mine.resourceId)).response.status).toBe(404);
    const attached = await stranger.post(
      '/api/resources',
      resourceBody({ uploadId: mine.unfinishedId }),
    );
    expect(attached.status).toBe(422);
    expect(attached.json.error.fields.uploadId).toBe(resourcesScreen.uploadNotFound);
    expect((await stranger.get('/api/resources')).json.items).toEqual([]);

    // Nothing changed for its owner.
    expect(await callUpload(mine.agent, mine.unfinishedId, 'HEAD')).toEqual({
      status: 200,
      offset: '40',
    });
    const file = await download(mine.agent, mine.resourceId);
    expect(Buffer.from(file.bytes).equals(mine.bytes)).toBe(true);
  });

  it('lets no one attach an unfinished upload (422), nor read an upload back', async () => {
    const mine = await agencyWithFiles();
    const attached = await mine.agent.post(
      '/api/resources',
      resourceBody({ uploadId: mine.unfinishedId }),
    );
    expect(attached.status).toBe(422);
    expect(attached.json.error.fields.uploadId).toBe(resourcesScreen.uploadNotFound);
    expect((await mine.agent.get(`/api/uploads/${mine.unfinishedId}`)).status).toBe(404);
  });

  it('refuses a member without the Ressources permission (403; the file is a 404)', async () => {
    const mine = await agencyWithFiles();
    const code = (await mine.agent.get('/api/account')).json.agency.joinCode as string;
    const member = createAgent(t.app, '198.51.100.200');
    const account = await signUpUser(member, { agency: { code } });
    const changed = await mine.agent.putCurrent(`/api/account/team/${account.user.id}/permissions`, {
      key: 'resources',
      value: false,
    });
    expect(changed.status).toBe(200);

    expect((await member.get('/api/resources')).status).toBe(403);
    expect((await member.get(`/api/resources/${mine.resourceId}`)).status).toBe(403);
    expect(
      (await member.post('/api/resources', resourceBody({ url: 'https://a.fr' }))).status,
    ).toBe(403);
    expect((await member.delete(`/api/resources/${mine.resourceId}`)).status).toBe(403);
    expect((await download(member, mine.resourceId)).response.status).toBe(404);
    // Uploads also serve the Collaborations section (a content's draft, issue 29): closed too.
    expect((await createUpload(member, 10)).status).toBe(201);
    const closed = await mine.agent.putCurrent(`/api/account/team/${account.user.id}/permissions`, {
      key: 'collaborations',
      value: false,
    });
    expect(closed.status).toBe(200);
    expect((await createUpload(member, 10)).status).toBe(403);
    expect((await callUpload(member, mine.unfinishedId, 'HEAD')).status).toBe(403);
    expect((await patchUpload(member, mine.unfinishedId, 40, randomBytes(60))).status).toBe(403);
    expect((await callUpload(mine.agent, mine.unfinishedId, 'HEAD')).offset).toBe('40');
  });

  it('refuses whoever is signed out (401; the file is a 404)', async () => {
    const mine = await agencyWithFiles();
    const nobody = createAgent(t.app, '198.51.100.201');
    expect((await nobody.get('/api/resources')).status).toBe(401);
    expect((await nobody.get(`/api/resources/${mine.resourceId}`)).status).toBe(401);
    expect((await download(nobody, mine.resourceId)).response.status).toBe(404);
    expect((await createUpload(nobody, 10)).status).toBe(401);
    expect((await callUpload(nobody, mine.unfinishedId, 'HEAD')).status).toBe(401);
    expect((await patchUpload(nobody, mine.unfinishedId, 40, randomBytes(60))).status).toBe(401);
    expect((await callUpload(mine.agent, mine.unfinishedId, 'HEAD')).offset).toBe('40');
  });
});
