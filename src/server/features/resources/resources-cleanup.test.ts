import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
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
import { listStoredFiles, storedFilesOf } from '#server/features/resources/resources-store-testing';
import { deleteExpiredUploads } from '#server/lib/storage/upload-expiry';
import { attachedUploads } from '#server/lib/storage/attached-uploads';
import { createAgent, signUpUser, type Agent } from '#server/testing/harness';

// Files that nobody will ask for again leave the store (issue 15, items 3 and 4): an upload
// left unfinished for 24 hours, and every file of an agency whose last member leaves.

const HOUR = 60 * 60 * 1000;

async function createFileResource(agent: Agent) {
  const uploadId = await uploadFile(agent, randomBytes(2000));
  const created = await agent.post('/api/resources', resourceBody({ uploadId }));
  expect(created.status).toBe(201);
  return { id: created.json.id as string, uploadId };
}

/** An unfinished upload of 100 bytes, 40 of them sent. */
async function createUnfinishedUpload(agent: Agent) {
  const created = await createUpload(agent, 100);
  expect((await patchUpload(agent, created.id, 0, randomBytes(40))).status).toBe(204);
  return created.id;
}

describe.each(STORES)('expiry of unfinished uploads, on the %s store', (store) => {
  setUpResourcesApp(store);

  it('deletes those started more than 24 h ago, keeping finished and recent ones', async () => {
    const { agent } = await createAgency();
    const startedAt = Date.now();
    const stale = await createUnfinishedUpload(agent);
    const staleEmpty = (await createUpload(agent, 100)).id;
    const finished = await uploadFile(agent, randomBytes(100));
    const attached = await createFileResource(agent);
    // Started two hours later: 23 hours old when the others are 25.
    vi.setSystemTime(startedAt + 2 * HOUR);
    let recent: string;
    try {
      recent = await createUnfinishedUpload(agent);
    } finally {
      vi.useRealTimers();
    }

    await deleteExpiredUploads(t.storage, startedAt + 23 * HOUR);
    expect(await storedFilesOf(stale)).not.toEqual([]);
    await deleteExpiredUploads(t.storage, startedAt + 25 * HOUR);
    expect(await storedFilesOf(stale)).toEqual([]);
    expect(await storedFilesOf(staleEmpty)).toEqual([]);
    expect((await callUpload(agent, stale, 'HEAD')).status).toBe(404);
    for (const kept of [finished, attached.uploadId, recent]) {
      expect(await storedFilesOf(kept)).not.toEqual([]);
    }
    expect(await callUpload(agent, recent, 'HEAD')).toEqual({ status: 200, offset: '40' });
    expect((await download(agent, attached.id)).response.status).toBe(200);
    const late = await agent.post('/api/resources', resourceBody({ uploadId: finished }));
    expect(late.status).toBe(201);
  });

  it('with the database asked, also deletes a finished upload no resource took', async () => {
    const { agent } = await createAgency();
    const startedAt = Date.now();
    const abandoned = await uploadFile(agent, randomBytes(100));
    const attached = await createFileResource(agent);
    await deleteExpiredUploads(t.storage, startedAt + 23 * HOUR, attachedUploads(t.db));
    expect(await storedFilesOf(abandoned)).not.toEqual([]);
    await deleteExpiredUploads(t.storage, startedAt + 25 * HOUR, attachedUploads(t.db));
    expect(await storedFilesOf(abandoned)).toEqual([]);
    expect(await storedFilesOf(attached.uploadId)).not.toEqual([]);
    expect((await download(agent, attached.id)).response.status).toBe(200);
  });
});

describe.each(STORES)('the files of a deleted agency, on the %s store', (store) => {
  setUpResourcesApp(store);

  const filesOf = async (agencyId: string) =>
    (await listStoredFiles()).filter((file) => file.startsWith(`${agencyId}/`));

  it('all leave the store with its last member; another agency keeps its own', async () => {
    const leaving = await createAgency();
    const staying = await createAgency();
    const stayingFile = await createFileResource(staying.agent);
    await createUnfinishedUpload(staying.agent);
    await createFileResource(leaving.agent);
    await createFileResource(leaving.agent);
    await createUnfinishedUpload(leaving.agent);
    const leavingAgencyId = leaving.account.user.agencyId as string;
    const stayingAgencyId = staying.account.user.agencyId as string;
    expect((await filesOf(leavingAgencyId)).length).toBeGreaterThanOrEqual(6);
    const stayingFiles = await filesOf(stayingAgencyId);

    const deleted = await leaving.agent.post('/api/account/delete', {
      password: leaving.account.password,
    });
    expect(deleted.status).toBe(200);
    expect(await filesOf(leavingAgencyId)).toEqual([]);
    expect(await filesOf(stayingAgencyId)).toEqual(stayingFiles);
    expect((await download(staying.agent, stayingFile.id)).response.status).toBe(200);
  });

  it('stay while a member remains', async () => {
    const owner = await createAgency();
    const file = await createFileResource(owner.agent);
    const code = (await owner.agent.get('/api/account')).json.agency.joinCode as string;
    const member = createAgent(t.app, '198.51.100.210');
    await signUpUser(member, { agency: { code } });
    const agencyId = owner.account.user.agencyId as string;
    const before = await filesOf(agencyId);
    const deleted = await owner.agent.post('/api/account/delete', {
      password: owner.account.password,
    });
    expect(deleted.status).toBe(200);
    expect(await filesOf(agencyId)).toEqual(before);
    expect((await download(member, file.id)).response.status).toBe(200);
  });
});
