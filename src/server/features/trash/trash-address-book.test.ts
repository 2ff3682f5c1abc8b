import { describe, expect, it } from 'vitest';
import {
  countersOf,
  create,
  createInfluencer,
  createTeam,
  deal,
  itemOf,
  listTrash,
  restore,
  setUpTrashApp,
} from '#server/features/trash/trash-testing';

// Decision 0046: a deleted client or influencer leaves every list for the Corbeille, with its
// parts, and comes back whole, re-attached to what pointed at it.

setUpTrashApp();

const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

describe('a client in the Corbeille', () => {
  it('leaves lists, search and counters, then comes back with its contacts and deals', async () => {
    const { admin, agencyId } = await createTeam();
    const client = await create(admin, '/api/clients', {
      brandName: 'Maison Lumière',
      notes: 'Marque de bougies',
      contacts: [
        { name: 'Inès Caron', email: 'ines@lumiere.fr' },
        { name: 'Paul Morel', email: 'paul@lumiere.fr', type: 'agency' },
      ],
    });
    const other = await create(admin, '/api/clients', { brandName: 'Atelier Nord' });
    const spring = await create(admin, '/api/collaborations', deal(client, { name: 'Printemps' }));
    const winter = await create(admin, '/api/collaborations', deal(other, { name: 'Hiver' }));
    const casting = await create(admin, '/api/castings', {
      name: 'Bougies',
      clientId: client,
      description: 'Trois créatrices',
      requirements: [],
      proposals: [],
    });
    const before = (await admin.get(`/api/clients/${client}`)).json;
    const counters = await countersOf(agencyId);

    const deleted = await admin.delete(`/api/clients/${client}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ id: client, keptCollaborations: 1 });
    expect((await admin.get(`/api/clients/${client}`)).status).toBe(404);
    expect(ids((await admin.get('/api/clients')).json)).toEqual([other]);
    expect((await admin.get('/api/clients?q=lumiere')).json.items).toEqual([]);
    expect(JSON.stringify((await admin.get('/api/clients/picker?q=lumi')).json)).not.toContain(
      client,
    );
    expect(await countersOf(agencyId)).not.toEqual(counters);
    expect((await admin.get(`/api/collaborations/${spring}`)).json.clientId).toBeNull();
    expect((await admin.get(`/api/castings/${casting}`)).json.clientId).toBeNull();

    const item = await itemOf(admin, client);
    expect(item).toMatchObject({ kind: 'client', label: 'Maison Lumière' });
    expect(ids(await listTrash(admin, '?search=lumi'))).toEqual([item.id]);
    expect(ids(await listTrash(admin, '?search=nord'))).toEqual([]);
    expect(ids(await listTrash(admin, '?kind=task'))).toEqual([]);

    expect(await restore(admin, client)).toMatchObject({ id: client, kind: 'client' });
    const after = (await admin.get(`/api/clients/${client}`)).json;
    expect(after).toEqual(before);
    expect(after.contacts.map((contact: { name: string }) => contact.name)).toEqual([
      'Inès Caron',
      'Paul Morel',
    ]);
    expect((await admin.get(`/api/collaborations/${spring}`)).json.clientId).toBe(client);
    expect((await admin.get(`/api/collaborations/${winter}`)).json.clientId).toBe(other);
    expect((await admin.get(`/api/castings/${casting}`)).json.clientId).toBe(client);
    expect(await countersOf(agencyId)).toEqual(counters);
    expect((await listTrash(admin)).items).toEqual([]);
    expect(ids((await admin.get('/api/clients?q=lumi')).json)).toEqual([client]);
  });

  it('leaves a deal attached elsewhere meanwhile where it is', async () => {
    const { admin } = await createTeam();
    const client = await create(admin, '/api/clients', { brandName: 'Sézane' });
    const other = await create(admin, '/api/clients', { brandName: 'Balzac' });
    const kept = await create(admin, '/api/collaborations', deal(client));
    await admin.delete(`/api/clients/${client}`);
    const moved = await admin.putCurrent(`/api/collaborations/${kept}`, deal(other));
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    await restore(admin, client);
    expect((await admin.get(`/api/collaborations/${kept}`)).json.clientId).toBe(other);
  });

  it('says so when a client of the same name exists now, and restores nothing', async () => {
    const { admin } = await createTeam();
    const client = await create(admin, '/api/clients', { brandName: 'Nike' });
    await admin.delete(`/api/clients/${client}`);
    await create(admin, '/api/clients', { brandName: 'NIKE ' });
    const item = await itemOf(admin, client);
    const refused = await admin.post(`/api/trash/${item.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(
      'Un client nommé « NIKE » existe déjà : renommez-le avant de restaurer celui-ci.',
    );
    expect((await admin.get(`/api/clients/${client}`)).status).toBe(404);
    expect((await itemOf(admin, client)).id).toBe(item.id);
  });
});

describe('an influencer in the Corbeille', () => {
  it('comes back with its platforms, rates, tasks, deal lines and proposals', async () => {
    const { admin, agencyId } = await createTeam();
    const lea = await createInfluencer(admin, 'Léa Dupont', {
      platforms: [{ name: 'instagram', handle: '@lea', audience: 12_000 }],
      rates: [{ type: 'post_instagram', priceCents: 90_000 }],
    });
    const task = await create(admin, '/api/tasks', {
      title: 'Envoyer le brief',
      description: 'Le brief lin',
      priority: 'medium',
      status: 'pending',
      dueDate: '2026-11-23',
      influencerId: lea,
    });
    const client = await create(admin, '/api/clients', { brandName: 'Sézane' });
    const spring = await create(
      admin,
      '/api/collaborations',
      deal(client, {
        influencers: [
          {
            influencerId: lea,
            deliverables: [{ type: 'post_instagram', description: '', priceCents: 50_000 }],
          },
        ],
      }),
    );
    const casting = await create(admin, '/api/castings', {
      name: 'Lin',
      clientId: client,
      description: 'Été',
      requirements: [],
      proposals: [{ influencerId: lea, notes: 'Parfaite' }],
    });
    const before = (await admin.get(`/api/influencers/${lea}`)).json;
    const counters = await countersOf(agencyId);

    expect((await admin.delete(`/api/influencers/${lea}`)).json).toEqual({ id: lea });
    expect((await admin.get(`/api/influencers/${lea}`)).status).toBe(404);
    expect((await admin.get(`/api/tasks/${task}`)).status).toBe(404);
    expect((await admin.get('/api/influencers?q=dupont')).json.items).toEqual([]);
    const line = (await admin.get(`/api/collaborations/${spring}`)).json.influencers[0];
    expect(line).toMatchObject({ influencerId: null, fullName: 'Léa Dupont' });
    const proposal = (await admin.get(`/api/castings/${casting}`)).json.proposals[0];
    expect(proposal).toMatchObject({ influencerId: null });
    expect(ids(await listTrash(admin, '?search=dupont'))).toHaveLength(1);
    expect(ids(await listTrash(admin, '?kind=influencer'))).toHaveLength(1);

    await restore(admin, lea);
    expect((await admin.get(`/api/influencers/${lea}`)).json).toEqual(before);
    expect((await admin.get(`/api/tasks/${task}`)).json.influencer).toMatchObject({ id: lea });
    const back = (await admin.get(`/api/collaborations/${spring}`)).json.influencers[0];
    expect(back).toMatchObject({ influencerId: lea, rateCents: 50_000 });
    expect((await admin.get(`/api/castings/${casting}`)).json.proposals[0].influencerId).toBe(lea);
    expect(await countersOf(agencyId)).toEqual(counters);
  });

  it('says so when an influencer with the same username exists now', async () => {
    const { admin } = await createTeam();
    const lea = await createInfluencer(admin, 'Léa Dupont', { username: 'lea.d' });
    await admin.delete(`/api/influencers/${lea}`);
    await createInfluencer(admin, 'Léa Durand', { username: 'Lea.D' });
    const item = await itemOf(admin, lea);
    const refused = await admin.post(`/api/trash/${item.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(
      'Un influenceur « Lea.D » existe déjà : renommez-le avant de restaurer celui-ci.',
    );
  });
});
