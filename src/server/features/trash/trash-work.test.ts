import { describe, expect, it } from 'vitest';
import type { Agent } from '#server/testing/harness';
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
  t,
  uploadFile,
} from '#server/features/trash/trash-testing';

// Decision 0046: deals, castings, tasks and resources go to the Corbeille whole and come back
// whole; a resource's file stays in storage meanwhile.

setUpTrashApp();

const task = (extra: object = {}) => ({
  title: 'Relancer la marque',
  description: 'Par téléphone',
  priority: 'medium',
  status: 'pending',
  dueDate: '2026-11-23',
  ...extra,
});

const download = async (agent: Agent, id: string) => {
  const response = await t.app.request(`/api/resources/${id}/file`, {
    headers: { cookie: agent.cookie, 'x-forwarded-for': '198.51.100.250' },
  });
  return { status: response.status, text: await response.text() };
};

describe('a collaboration in the Corbeille', () => {
  it('leaves lists and Rentabilité, then comes back with lines, deliverables and costs', async () => {
    const { admin, agencyId } = await createTeam();
    const client = await create(admin, '/api/clients', { brandName: 'Sézane' });
    const lea = await createInfluencer(admin, 'Léa Dupont');
    const casting = await create(admin, '/api/castings', {
      name: 'Lin',
      clientId: client,
      description: 'Été',
      requirements: [],
      proposals: [],
    });
    const spring = await create(
      admin,
      '/api/collaborations',
      deal(client, {
        name: 'Printemps lin',
        castingId: casting,
        billedCents: 500_000,
        invoiceDate: '2026-03-10',
        costs: [{ label: 'Envoi', amountCents: 2_000 }],
        influencers: [
          {
            influencerId: lea,
            deliverables: [
              { type: 'post_instagram', description: 'Un post', priceCents: 90_000 },
              { type: 'story_instagram', description: '', priceCents: 30_000 },
            ],
          },
        ],
      }),
    );
    expect((await admin.get(`/api/castings/${casting}`)).json.collaborationId).toBe(spring);
    const before = (await admin.get(`/api/collaborations/${spring}`)).json;
    const castingBefore = (await admin.get(`/api/castings/${casting}`)).json;
    const counters = await countersOf(agencyId);

    expect((await admin.delete(`/api/collaborations/${spring}`)).json).toEqual({ id: spring });
    expect((await admin.get(`/api/collaborations/${spring}`)).status).toBe(404);
    expect((await admin.get('/api/collaborations?q=lin')).json.items).toEqual([]);
    expect((await admin.get('/api/payments')).json.items ?? []).toEqual([]);
    const summary = (await admin.get('/api/profitability/summary')).json;
    expect(JSON.stringify(summary)).not.toContain('500000');
    expect(await countersOf(agencyId)).not.toEqual(counters);
    expect((await itemOf(admin, spring)).label).toBe('Printemps lin');
    expect((await admin.get(`/api/castings/${casting}`)).json.collaborationId).toBeNull();

    await restore(admin, spring);
    expect((await admin.get(`/api/collaborations/${spring}`)).json).toEqual(before);
    expect(await countersOf(agencyId)).toEqual(counters);
    expect((await admin.get(`/api/castings/${casting}`)).json).toEqual(castingBefore);
  });
});

describe('a casting in the Corbeille', () => {
  it('comes back with its proposals and their statuses', async () => {
    const { admin } = await createTeam();
    const client = await create(admin, '/api/clients', { brandName: 'Sézane' });
    const lea = await createInfluencer(admin, 'Léa Dupont');
    const tom = await createInfluencer(admin, 'Tom Martin');
    const casting = await create(admin, '/api/castings', {
      name: 'Lin',
      clientId: client,
      description: 'Été',
      requirements: ['Lyon'],
      proposals: [
        { influencerId: lea, notes: 'Parfaite' },
        { influencerId: tom, notes: '' },
      ],
    });
    const shown = (await admin.get(`/api/castings/${casting}`)).json;
    const accepted = await admin.post(
      `/api/castings/${casting}/proposals/${shown.proposals[0].id}/accept`,
    );
    expect(accepted.status).toBe(200);
    const before = (await admin.get(`/api/castings/${casting}`)).json;

    await admin.delete(`/api/castings/${casting}`);
    expect((await admin.get(`/api/castings/${casting}`)).status).toBe(404);
    expect((await admin.get('/api/castings')).json.items).toEqual([]);

    await restore(admin, casting);
    const after = (await admin.get(`/api/castings/${casting}`)).json;
    expect(after).toEqual(before);
    expect(after.proposals).toHaveLength(2);
    expect(after.proposals[0].status).toBe('accepted');
  });
});

describe('a task in the Corbeille', () => {
  it('comes back, and stays private to those who saw it', async () => {
    const { admin, colleague } = await createTeam();
    const mine = await create(colleague, '/api/tasks', task({ title: 'Appeler Sézane' }));
    await colleague.delete(`/api/tasks/${mine}`);
    expect((await colleague.get(`/api/tasks/${mine}`)).status).toBe(404);
    // The admin never saw the colleague's own task: not in their Corbeille either.
    expect((await listTrash(admin)).items).toEqual([]);
    const item = await itemOf(colleague, mine);
    expect((await admin.post(`/api/trash/${item.id}/restore`)).status).toBe(404);

    await restore(colleague, mine);
    expect((await colleague.get(`/api/tasks/${mine}`)).json).toMatchObject({
      title: 'Appeler Sézane',
      description: 'Par téléphone',
    });
  });

  it('refuses a task whose influencer is in the Corbeille until the influencer is back', async () => {
    const { admin } = await createTeam();
    const lea = await createInfluencer(admin, 'Léa Dupont');
    const brief = await create(admin, '/api/tasks', task({ title: 'Brief', influencerId: lea }));
    await admin.delete(`/api/tasks/${brief}`);
    await admin.delete(`/api/influencers/${lea}`);
    const item = await itemOf(admin, brief);
    const refused = await admin.post(`/api/trash/${item.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(
      "L'influenceur de la tâche « Brief » est dans la corbeille : restaurez-le d'abord.",
    );
    await restore(admin, lea);
    await restore(admin, brief);
    expect((await admin.get(`/api/tasks/${brief}`)).json.influencer).toMatchObject({ id: lea });
  });

  it('re-attaches a deal line restored before its influencer', async () => {
    const { admin } = await createTeam();
    const lea = await createInfluencer(admin, 'Léa Dupont');
    const client = await create(admin, '/api/clients', { brandName: 'Sézane' });
    const spring = await create(
      admin,
      '/api/collaborations',
      deal(client, { influencers: [{ influencerId: lea, deliverables: [] }] }),
    );
    await admin.delete(`/api/collaborations/${spring}`);
    await admin.delete(`/api/influencers/${lea}`);
    await restore(admin, spring);
    expect(
      (await admin.get(`/api/collaborations/${spring}`)).json.influencers[0].influencerId,
    ).toBe(null);
    await restore(admin, lea);
    expect(
      (await admin.get(`/api/collaborations/${spring}`)).json.influencers[0].influencerId,
    ).toBe(lea);
  });
});

describe('a resource in the Corbeille', () => {
  it('keeps its file in storage and serves it again once restored', async () => {
    const { admin } = await createTeam();
    const uploadId = await uploadFile(admin, Buffer.from('le brief de la campagne'));
    const resource = await create(admin, '/api/resources', {
      name: 'Brief lin',
      type: 'brief',
      description: 'Le brief',
      url: '',
      uploadId,
    });
    expect((await download(admin, resource)).text).toBe('le brief de la campagne');

    await admin.delete(`/api/resources/${resource}`);
    expect((await download(admin, resource)).status).toBe(404);
    expect((await admin.get('/api/resources')).json.items).toEqual([]);

    await restore(admin, resource);
    expect(await download(admin, resource)).toEqual({
      status: 200,
      text: 'le brief de la campagne',
    });
  });
});
