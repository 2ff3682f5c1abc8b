import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { influencerBody } from '#server/testing/bodies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
async function newAgency() {
  ipCounter += 1;
  const agent = createAgent(t.app, `198.51.100.${ipCounter}`);
  const account = await signUpUser(agent);
  return { agent, userId: account.user.id as string, agencyId: account.user.agencyId as string };
}

const SIZES = { clients: 30, influencers: 40, collaborations: 60, tasks: 30, castings: 6 };

/** Rows of each table the agency holds, read past row-level security. */
async function countRows(agencyId: string) {
  const tables = ['clients', 'influencers', 'collaborations', 'tasks', 'castings'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = (await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where agency_id = ${agencyId}`,
    )) as unknown as { rows: { n: number }[] };
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}

const post = async (agent: Agent, path: string, body: object) => {
  const response = await agent.post(path, body);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json;
};

describe('demo data', () => {
  it('fills an empty agency once: a second load adds nothing', async () => {
    const { agent, agencyId } = await newAgency();
    expect((await agent.get('/api/demo-data')).json).toMatchObject({
      isLoaded: false,
      canManage: true,
    });
    const first = await agent.post('/api/demo-data');
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ isCreated: true, counts: SIZES });
    expect(await countRows(agencyId)).toEqual(SIZES);
    const second = await agent.post('/api/demo-data');
    expect(second.status).toBe(200);
    expect(second.json).toEqual({ isCreated: false, counts: SIZES });
    expect(await countRows(agencyId)).toEqual(SIZES);

    // What the screens show: lists, search and payments read the demo rows as any others.
    expect((await agent.get('/api/clients')).json.total).toBe(30);
    const deals = (await agent.get('/api/collaborations?limit=100')).json.items;
    expect(deals).toHaveLength(60);
    expect(deals.every((deal: { influencerCount: number }) => deal.influencerCount >= 1)).toBe(
      true,
    );
    expect((await agent.get('/api/payments')).json.items.length).toBeGreaterThan(0);
    expect((await agent.get('/api/castings')).json.items).toHaveLength(6);
    expect((await agent.get('/api/demo-data')).json).toMatchObject({
      isLoaded: true,
      counts: SIZES,
    });
  });

  it('clears exactly the demo rows and keeps what the members made', async () => {
    const { agent, agencyId } = await newAgency();
    const ownClient = await post(agent, '/api/clients', { brandName: 'Ma Marque' });
    const ownInfluencer = await post(agent, '/api/influencers', influencerBody('Ma Créatrice'));
    expect((await agent.post('/api/demo-data')).status).toBe(201);
    // A member's own work that points to demo rows.
    const demoInfluencer = (await agent.get('/api/influencers?limit=1')).json.items[0];
    const deal = await post(agent, '/api/collaborations', {
      name: 'Notre vraie collaboration',
      type: 'collaboration_entrante',
      clientId: ownClient.id,
      contactDate: '2026-03-02',
      manager: 'Camille',
      influencers: [
        { influencerId: demoInfluencer.id, deliverables: [{ type: 'ugc', priceCents: 10_000 }] },
        { influencerId: ownInfluencer.id, deliverables: [] },
      ],
    });
    const task = await post(agent, '/api/tasks', {
      title: 'Appeler',
      description: 'Pour le brief',
      dueDate: '2026-11-23',
      influencerId: demoInfluencer.id,
    });

    const cleared = await agent.delete('/api/demo-data');
    expect(cleared.status).toBe(200);
    expect(cleared.json.removed).toEqual(SIZES);
    expect(await countRows(agencyId)).toEqual({
      clients: 1,
      influencers: 1,
      collaborations: 1,
      tasks: 1,
      castings: 0,
    });
    const kept = (await agent.get(`/api/collaborations/${deal.id}`)).json;
    expect(kept.influencers.map((line: { fullName: string }) => line.fullName)).toEqual([
      demoInfluencer.fullName,
      'Ma Créatrice',
    ]);
    const keptTask = (await agent.get(`/api/tasks/${task.id}`)).json;
    expect(keptTask).toMatchObject({ title: 'Appeler', influencer: null });
    expect((await agent.get('/api/demo-data')).json).toMatchObject({ isLoaded: false });
    // Cleared, it may be loaded again.
    expect((await agent.post('/api/demo-data')).status).toBe(201);
  });

  it('is for the agency’s administrators, and touches no other agency', async () => {
    const owner = await newAgency();
    const other = await newAgency();
    expect((await other.agent.post('/api/demo-data')).status).toBe(201);
    const code = (await owner.agent.get('/api/account')).json.agency.joinCode as string;
    const member = createAgent(t.app, '198.51.100.240');
    await signUpUser(member, { agency: { code } });
    expect((await member.get('/api/demo-data')).json).toMatchObject({ canManage: false });
    const refused = await member.post('/api/demo-data');
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(
      'Seul un administrateur de l’agence peut charger ou effacer les données de démonstration.',
    );
    expect((await member.delete('/api/demo-data')).status).toBe(403);
    expect(await countRows(owner.agencyId)).toMatchObject({ clients: 0 });

    expect((await owner.agent.post('/api/demo-data')).status).toBe(201);
    expect((await owner.agent.delete('/api/demo-data')).json.removed).toEqual(SIZES);
    expect(await countRows(other.agencyId)).toEqual(SIZES);
    expect((await createAgent(t.app).post('/api/demo-data')).status).toBe(401);
  });
});
