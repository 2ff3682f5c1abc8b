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

type DealBilling = {
  billed: number | null;
  creators: number;
  costs: number;
  margin: number | null;
  rate: number | null;
  costLines: number;
  costLinesSum: number;
};

/** The client's side of each deal as stored, with its cost lines, read past row-level security. */
async function readDealBilling(agencyId: string) {
  const result = (await t.db.execute(sql`
    select billed_cents as billed, total_cents as creators, costs_cents as costs,
      margin_cents::float8 as margin, margin_rate as rate,
      (select count(*)::int from collaboration_costs where collaboration_id = c.id) as "costLines",
      (select coalesce(sum(amount_cents), 0)::int from collaboration_costs
        where collaboration_id = c.id) as "costLinesSum"
    from collaborations as c where agency_id = ${agencyId}`)) as unknown as { rows: DealBilling[] };
  return result.rows;
}

const countCostLines = async (agencyId: string) =>
  (
    (await t.db.execute(
      sql`select count(*)::int as n from collaboration_costs where agency_id = ${agencyId}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

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

  it('bills most deals, with cost lines, and stores their margin as the service would', async () => {
    const { agent, agencyId } = await newAgency();
    expect((await agent.post('/api/demo-data')).status).toBe(201);
    const deals = await readDealBilling(agencyId);
    const billed = deals.filter((deal) => deal.billed !== null);
    // About four in five billed; the others are left out of Rentabilité, with nothing stored.
    expect(billed.length).toBeGreaterThanOrEqual(42);
    expect(billed.length).toBeLessThanOrEqual(54);
    for (const deal of deals.filter((deal) => deal.billed === null)) {
      expect(deal).toMatchObject({ margin: null, rate: null, costs: 0, costLines: 0 });
    }
    for (const deal of billed) {
      // Marge = billed − creators − costs (shared/domain/profitability), costs = their lines.
      expect(deal.costs).toBe(deal.costLinesSum);
      expect(deal.margin).toBe(deal.billed! - deal.creators - deal.costs);
      expect(deal.rate).toBeCloseTo(deal.margin! / deal.billed!, 10);
      expect(deal.billed! / deal.creators).toBeGreaterThan(0.75);
      expect(deal.billed! / deal.creators).toBeLessThan(1.65);
    }
    expect(billed.filter((deal) => deal.costLines > 0).length).toBeGreaterThanOrEqual(5);
    expect(billed.some((deal) => deal.margin! < 0)).toBe(true);
    expect(billed.filter((deal) => deal.margin! > 0).length).toBeGreaterThan(billed.length / 2);

    // Rentabilité sums them.
    const summary = await agent.get('/api/profitability/summary');
    expect(summary.status).toBe(200);
    const sum = (pick: (deal: DealBilling) => number) =>
      billed.reduce((total, deal) => total + pick(deal), 0);
    expect(summary.json).toMatchObject({
      billedCents: sum((deal) => deal.billed!),
      creatorsCents: sum((deal) => deal.creators),
      costsCents: sum((deal) => deal.costs),
      marginCents: sum((deal) => deal.margin!),
      dealCount: billed.length,
      leftOutCount: 60 - billed.length,
    });
    expect(summary.json.billedCents).toBeGreaterThan(0);
    expect(summary.json.costsCents).toBeGreaterThan(0);
    expect(summary.json.marginCents).toBeGreaterThan(0);
    expect(summary.json.marginRate).toBeGreaterThan(0.1);
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
      billedCents: 30_000,
      costs: [{ label: 'Livraison', amountCents: 2_000 }],
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
    // The demo deals' cost lines went with them; the member's deal keeps its own.
    expect(await countCostLines(agencyId)).toBe(1);
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
