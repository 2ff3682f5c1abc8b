import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { trashItems } from '#server/db/schema/history';
import type { Agent } from '#server/testing/harness';
import { deleteExpiredTrash } from '#server/features/trash/trash-purge';
import {
  create,
  createTeam,
  itemOf,
  listTrash,
  setUpTrashApp,
  t,
  uploadFile,
} from '#server/features/trash/trash-testing';

// Decision 0046: who sees and acts on the Corbeille, and when its items and files go for good.

setUpTrashApp();

const DAY_MS = 24 * 60 * 60 * 1000;

async function storedKeys() {
  const keys: string[] = [];
  for await (const key of t.storage.listKeys()) keys.push(key);
  return keys;
}

/** A resource with a file, deleted: its trash item and its storage key. */
async function trashedResource(agent: Agent, name: string) {
  const uploadId = await uploadFile(agent, Buffer.from(`fichier ${name}`));
  const id = await create(agent, '/api/resources', {
    name,
    type: 'brief',
    description: 'Un brief',
    url: '',
    uploadId,
  });
  expect((await agent.delete(`/api/resources/${id}`)).status).toBe(200);
  const item = await itemOf(agent, id);
  const [row] = await t.db
    .select({ files: trashItems.files })
    .from(trashItems)
    .where(eq(trashItems.id, item.id));
  expect(row?.files).toHaveLength(1);
  return { item, key: row!.files[0]! };
}

describe('who sees the Corbeille', () => {
  it('hides the items of a section the member may not open', async () => {
    const { admin, colleague, colleagueId } = await createTeam();
    const client = await create(admin, '/api/clients', { brandName: 'Sézane' });
    const task = await create(admin, '/api/tasks', {
      title: 'Pour tous',
      description: 'Une tâche',
      priority: 'medium',
      status: 'pending',
      dueDate: '2026-11-23',
      assignedTo: colleagueId,
    });
    await admin.delete(`/api/clients/${client}`);
    await admin.delete(`/api/tasks/${task}`);
    const item = await itemOf(admin, client);
    expect((await listTrash(colleague)).items.map((entry) => entry.kind).sort()).toEqual([
      'client',
      'task',
    ]);

    const closed = await admin.put(`/api/account/team/${colleagueId}/permissions`, {
      key: 'clients',
      value: false,
    });
    expect(closed.status, JSON.stringify(closed.json)).toBe(200);
    expect((await listTrash(colleague)).items.map((entry) => entry.kind)).toEqual(['task']);
    expect((await colleague.get('/api/trash?kind=client')).status).toBe(403);
    expect((await colleague.post(`/api/trash/${item.id}/restore`)).status).toBe(403);
    expect((await admin.get(`/api/clients/${client}`)).status).toBe(404);
  });

  it("answers 404 for another agency's item and changes nothing", async () => {
    const owner = await createTeam();
    const intruder = await createTeam();
    const client = await create(owner.admin, '/api/clients', { brandName: 'Sézane' });
    await owner.admin.delete(`/api/clients/${client}`);
    const item = await itemOf(owner.admin, client);

    expect((await listTrash(intruder.admin)).items).toEqual([]);
    expect((await intruder.admin.post(`/api/trash/${item.id}/restore`)).status).toBe(404);
    expect((await intruder.admin.delete(`/api/trash/${item.id}`)).status).toBe(404);
    expect((await itemOf(owner.admin, client)).id).toBe(item.id);
  });

  it('refuses a bad kind or cursor with a French message', async () => {
    const { admin } = await createTeam();
    const kind = await admin.get('/api/trash?kind=agency');
    expect(kind.status).toBe(422);
    expect(kind.json.error.message).toContain('Type');
    expect((await admin.get('/api/trash?cursor=abc')).status).toBe(400);
  });

  it('pages newest first with a cursor', async () => {
    const { admin } = await createTeam();
    for (const brandName of ['Un', 'Deux', 'Trois']) {
      const id = await create(admin, '/api/clients', { brandName });
      await admin.delete(`/api/clients/${id}`);
    }
    const first = await listTrash(admin, '?limit=2');
    expect(first.items.map((item) => item.label)).toEqual(['Trois', 'Deux']);
    const next = await listTrash(admin, `?limit=2&cursor=${first.nextCursor}`);
    expect(next.items.map((item) => item.label)).toEqual(['Un']);
    expect(next.nextCursor).toBeNull();
  });
});

describe('Supprimer définitivement', () => {
  it('is for admins, and removes the stored file', async () => {
    const { admin, colleague } = await createTeam();
    const { item, key } = await trashedResource(admin, 'Brief lin');
    expect(await storedKeys()).toContain(key);

    const refused = await colleague.delete(`/api/trash/${item.id}`);
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(
      'Seuls les administrateurs peuvent supprimer définitivement.',
    );
    expect(await storedKeys()).toContain(key);

    expect((await admin.delete(`/api/trash/${item.id}`)).status).toBe(200);
    expect((await listTrash(admin)).items).toEqual([]);
    expect(await storedKeys()).not.toContain(key);
    expect((await admin.post(`/api/trash/${item.id}/restore`)).status).toBe(404);
  });
});

describe('the sweep', () => {
  it('erases items older than TRASH_DAYS with their files, and keeps the recent ones', async () => {
    const { admin } = await createTeam();
    const old = await trashedResource(admin, 'Ancien brief');
    const recent = await trashedResource(admin, 'Brief récent');
    await t.db
      .update(trashItems)
      .set({ deletedAt: sql`now() - interval '31 days'` })
      .where(eq(trashItems.id, old.item.id));

    // The other tests' items of this file were all deleted just now: only the old one goes.
    expect(await deleteExpiredTrash(t.db, t.storage, 30)).toBe(1);
    expect((await listTrash(admin)).items.map((item) => item.id)).toEqual([recent.item.id]);
    const keys = await storedKeys();
    expect(keys).not.toContain(old.key);
    expect(keys).toContain(recent.key);

    // 29 days on, the recent one is still kept; 31 days on, it goes.
    expect(await deleteExpiredTrash(t.db, t.storage, 30, new Date(Date.now() + 29 * DAY_MS))).toBe(
      0,
    );
    await deleteExpiredTrash(t.db, t.storage, 30, new Date(Date.now() + 31 * DAY_MS));
    expect((await listTrash(admin)).items).toEqual([]);
    expect(await storedKeys()).not.toContain(recent.key);
  });
});
