import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { influencerBody } from '#server/testing/bodies';

// Issue 28, decision 0045: every full edit sends the version it loaded; a stale one is a 409
// naming who saved and when, and writes nothing; one-click actions neither need nor move it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
async function newAgency() {
  ip += 1;
  const agent = createAgent(t.app, `198.51.100.${ip}`);
  const account = await signUpUser(agent);
  const post = async (url: string, body: object) => {
    const response = await agent.post(url, body);
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    return response.json as { id: string; version: number };
  };
  const client = await post('/api/clients', { brandName: 'Sézane' });
  const influencer = await post('/api/influencers', influencerBody('Léa Dupont'));
  const name = `${account.user.firstName} ${account.user.lastName}`;
  return { agent, account, name, post, clientId: client.id, influencerId: influencer.id };
}
type Agency = Awaited<ReturnType<typeof newAgency>>;

type Route = {
  kind: string;
  /** Creates the record; answers the PUT path, its version and a field to edit. */
  make: (agency: Agency) => Promise<{ path: string; version: number; body: object }>;
  /** The edited field as GET reads it back. */
  read: (agent: Agent, path: string) => Promise<unknown>;
  message: RegExp;
};

const detail = (field: string) => async (agent: Agent, path: string) =>
  ((await agent.get(path)).json as Record<string, unknown>)[field];

const ROUTES: Route[] = [
  {
    kind: 'client',
    make: async (a) => {
      const created = await a.post('/api/clients', { brandName: 'Avant' });
      return {
        path: `/api/clients/${created.id}`,
        version: created.version,
        body: { brandName: 'Après' },
      };
    },
    read: detail('brandName'),
    message: /^Ce client a été modifié par .+ pendant que vous le modifiiez\.$/,
  },
  {
    kind: 'influencer',
    make: async (a) => {
      const created = await a.post('/api/influencers', influencerBody('Tom Martin'));
      const body = influencerBody('Tom Martin', { internalReferent: 'Après' });
      return { path: `/api/influencers/${created.id}`, version: created.version, body };
    },
    read: detail('internalReferent'),
    message: /^Cet influenceur a été modifié par .+ pendant que vous le modifiiez\.$/,
  },
  {
    kind: 'collaboration',
    make: async (a) => {
      const base = {
        name: 'Avant',
        type: 'collaboration_entrante',
        clientId: a.clientId,
        contactDate: '2026-03-02',
        manager: 'Camille Martin',
      };
      const created = await a.post('/api/collaborations', base);
      return {
        path: `/api/collaborations/${created.id}`,
        version: created.version,
        body: { ...base, name: 'Après' },
      };
    },
    read: detail('name'),
    message: /^Cette collaboration a été modifiée par .+ pendant que vous la modifiiez\.$/,
  },
  {
    kind: 'casting',
    make: async (a) => {
      const base = { name: 'Avant', clientId: a.clientId, description: 'Lin', proposals: [] };
      const created = await a.post('/api/castings', base);
      return {
        path: `/api/castings/${created.id}`,
        version: created.version,
        body: { ...base, name: 'Après' },
      };
    },
    read: detail('name'),
    message: /^Ce casting a été modifié par .+ pendant que vous le modifiiez\.$/,
  },
  {
    kind: 'task',
    make: async (a) => {
      const base = { title: 'Avant', dueDate: '2026-11-23' };
      const created = await a.post('/api/tasks', base);
      return {
        path: `/api/tasks/${created.id}`,
        version: created.version,
        body: { ...base, title: 'Après' },
      };
    },
    read: detail('title'),
    message: /^Cette tâche a été modifiée par .+ pendant que vous la modifiiez\.$/,
  },
  {
    kind: 'resource',
    make: async (a) => {
      const base = {
        name: 'Avant',
        type: 'brief',
        description: 'Brief',
        url: 'https://exemple.fr',
      };
      const created = await a.post('/api/resources', base);
      return {
        path: `/api/resources/${created.id}`,
        version: created.version,
        body: { ...base, name: 'Après' },
      };
    },
    read: detail('name'),
    message: /^Cette ressource a été modifiée par .+ pendant que vous la modifiiez\.$/,
  },
  {
    kind: 'agency',
    make: async (a) => {
      const account = (await a.agent.get('/api/account')).json;
      return {
        path: '/api/account/agency',
        version: account.agency.version,
        body: { name: 'Après' },
      };
    },
    read: async (agent) => (await agent.get('/api/account')).json.agency.name,
    message: /^Cette agence a été modifiée par .+ pendant que vous la modifiiez\.$/,
  },
  {
    kind: 'member',
    make: async (a) => {
      const account = (await a.agent.get('/api/account')).json;
      const body = { firstName: 'Après', lastName: 'Moreau', jobTitle: '' };
      return { path: '/api/account/profile', version: account.profileVersion, body };
    },
    read: async (agent) => (await agent.get('/api/auth/session')).json.user.firstName,
    message: /^Ce profil a été modifié par .+ pendant que vous le modifiiez\.$/,
  },
];

describe.each(ROUTES)('a full edit of a $kind', (route) => {
  it('moves the version, then refuses a stale save with a 409 naming who and when', async () => {
    const agency = await newAgency();
    const { path, version, body } = await route.make(agency);
    expect(version).toBe(1);
    const saved = await agency.agent.put(path, { ...body, version });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.version).toBe(2);
    const kept = await route.read(agency.agent, path);
    const stale = await agency.agent.put(path, {
      ...body,
      name: 'Perdu',
      title: 'Perdu',
      brandName: 'Perdu',
      firstName: 'Perdu',
      internalReferent: 'Perdu',
      version,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('conflict');
    expect(stale.json.error.message).toMatch(route.message);
    expect(stale.json.error.message).toMatch(/ à \d{2} h \d{2} /);
    expect(stale.json.error.changedBy).toBe(route.kind === 'member' ? `Après Moreau` : agency.name);
    expect(Date.parse(stale.json.error.changedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await route.read(agency.agent, path)).toBe(kept);
  });

  it('needs the version: without it, a 422 naming the field', async () => {
    const agency = await newAgency();
    const { path, body } = await route.make(agency);
    const missing = await agency.agent.put(path, body);
    expect(missing.status).toBe(422);
    expect(missing.json.error.fields.version).toMatch(/version/);
  });

  it('of two saves at the same version, exactly one wins', async () => {
    const agency = await newAgency();
    const { path, version, body } = await route.make(agency);
    const answers = await Promise.all([
      agency.agent.put(path, { ...body, version }),
      agency.agent.put(path, { ...body, version }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('one-click actions', () => {
  it('a task check keeps the version, and an edit without status keeps the check', async () => {
    const agency = await newAgency();
    const task = await agency.post('/api/tasks', { title: 'Relancer', dueDate: '2026-11-23' });
    const toggled = await agency.agent.post(`/api/tasks/${task.id}/toggle`);
    expect(toggled.json).toMatchObject({ status: 'completed', version: 1 });
    const edited = await agency.agent.put(`/api/tasks/${task.id}`, {
      title: 'Relancer la marque',
      dueDate: '2026-11-23',
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ status: 'completed', version: 2 });
  });

  it("a payment, a casting's status and answers, an archive keep the versions; an edit keeps their effect", async () => {
    const agency = await newAgency();
    const { agent, clientId, influencerId } = agency;
    const deal = {
      name: 'Été',
      type: 'collaboration_entrante',
      clientId,
      contactDate: '2026-03-02',
      manager: 'Camille',
      isPaymentReceived: true,
      influencers: [
        { influencerId, deliverables: [{ type: 'post_instagram', priceCents: 100_000 }] },
      ],
    };
    const created = await agency.post('/api/collaborations', deal);
    const lineId = (await agent.get(`/api/collaborations/${created.id}`)).json.influencers[0].id;
    const paid = await agent.patch(`/api/payments/${lineId}`, {
      isPaid: true,
      paidPercentage: 100,
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const after = (await agent.get(`/api/collaborations/${created.id}`)).json;
    expect(after.version).toBe(1);
    const edit = await agent.put(`/api/collaborations/${created.id}`, {
      ...deal,
      name: 'Été 2027',
      influencers: [
        { ...deal.influencers[0], id: lineId, isCreatorInvoicePaid: false, paidPercentage: 0 },
      ],
      version: 1,
    });
    expect(edit.status).toBe(200);
    expect(edit.json.influencers[0]).toMatchObject({
      isCreatorInvoicePaid: true,
      paidPercentage: 100,
    });

    const casting = await agency.post('/api/castings', {
      name: 'Lin',
      clientId,
      description: 'Lin',
      proposals: [{ influencerId, notes: '' }],
    });
    await agent.put(`/api/castings/${casting.id}/status`, { status: 'closed' });
    const proposalId = (await agent.get(`/api/castings/${casting.id}`)).json.proposals[0].id;
    await agent.post(`/api/castings/${casting.id}/proposals/${proposalId}/accept`);
    const castingEdit = await agent.put(`/api/castings/${casting.id}`, {
      name: 'Lin 2',
      clientId,
      description: 'Lin',
      proposals: [{ influencerId, notes: '' }],
      version: 1,
    });
    expect(castingEdit.status).toBe(200);
    expect(castingEdit.json).toMatchObject({ status: 'closed', version: 2 });
    expect(castingEdit.json.proposals[0].status).toBe('accepted');

    await agent.post(`/api/influencers/${influencerId}/archive`);
    const archived = (await agent.get(`/api/influencers/${influencerId}`)).json;
    expect(archived).toMatchObject({ isArchived: true, version: 1 });
    const influencerEdit = await agent.put(`/api/influencers/${influencerId}`, {
      ...influencerBody('Léa Dupont', { internalReferent: 'Autre' }),
      version: 1,
    });
    expect(influencerEdit.json).toMatchObject({ isArchived: true, version: 2 });
  });
});
