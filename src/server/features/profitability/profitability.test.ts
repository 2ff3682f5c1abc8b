import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { influencerBody } from '#server/testing/bodies';
import { COLLABORATION_TYPES, type CollaborationType } from '#shared/domain/enums';
import { PROFIT_TOP_CLIENTS } from '#shared/schemas/profitability';

// Issue 20: Rentabilité's sums, to the cent, against a brute-force computation in JavaScript
// over deals seeded through the API; its filters, isolation and permission.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;

type Deal = {
  id: string;
  name: string;
  clientId: string;
  brand: string;
  type: CollaborationType;
  manager: string;
  profitDate: string;
  billedCents: number | null;
  creatorsCents: number;
  costsCents: number;
};

// A small deterministic generator: the same deals on every run and engine.
function random(seed: number) {
  let state = seed;
  // mulberry32: its low bits are as random as its high ones (an LCG's cycle by 4).
  return (max: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) % max;
  };
}

const MANAGERS = ['Camille Martin', 'Hugo Bernard', 'Inès Petit'];

/** An agency with 14 clients, two influencers and 48 deals over 2025–2026, 8 of them unbilled. */
async function seedAgency(seed: number) {
  ipCounter += 1;
  const agent = createAgent(t.app, `198.51.100.${ipCounter}`);
  await signUpUser(agent);
  const post = async (url: string, body: object) => {
    const response = await agent.post(url, body);
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    return response.json;
  };
  const clients: { id: string; brand: string }[] = [];
  for (let i = 1; i <= 14; i += 1) {
    const brand = `Marque ${String(i).padStart(2, '0')}`;
    clients.push({ id: (await post('/api/clients', { brandName: brand })).id, brand });
  }
  const lea = (await post('/api/influencers', influencerBody('Léa Dupont'))).id as string;
  const tom = (await post('/api/influencers', influencerBody('Tom Martin'))).id as string;
  const next = random(seed);
  const deals: Deal[] = [];
  for (let i = 0; i < 48; i += 1) {
    const client = clients[next(clients.length)]!;
    const type = COLLABORATION_TYPES[next(COLLABORATION_TYPES.length)]!;
    const manager = MANAGERS[next(MANAGERS.length)]!;
    const month = String(1 + next(12)).padStart(2, '0');
    const day = String(1 + next(28)).padStart(2, '0');
    const contactDate = `${2025 + next(2)}-${month}-${day}`;
    const invoiceDate = next(2) === 0 ? `2026-${month}-${day}` : null;
    const prices = [1 + next(400_000), next(250_001)];
    const costs = Array.from({ length: next(3) }, (_v, n) => ({
      label: `Frais ${n + 1}`,
      amountCents: next(50_001),
    }));
    // One in six is left out; some lose money; one bills 0.
    const billedCents = i % 6 === 5 ? null : i === 4 ? 0 : next(900_001);
    const created = await post('/api/collaborations', {
      name: `Deal ${i}`,
      type,
      clientId: client.id,
      contactDate,
      invoiceDate,
      manager,
      billedCents,
      costs,
      influencers: [
        { influencerId: lea, deliverables: [{ type: 'ugc', priceCents: prices[0] }] },
        { influencerId: tom, deliverables: [{ type: 'tiktok', priceCents: prices[1] }] },
      ],
    });
    deals.push({
      id: created.id,
      name: created.name,
      clientId: client.id,
      brand: client.brand,
      type,
      manager,
      profitDate: invoiceDate ?? contactDate,
      billedCents,
      creatorsCents: prices[0]! + prices[1]!,
      costsCents: costs.reduce((sum, cost) => sum + cost.amountCents, 0),
    });
  }
  return { agent, deals };
}

type Filters = { from?: string; to?: string; manager?: string; type?: string };

const inFilters = (deal: Deal, f: Filters) =>
  (!f.from || deal.profitDate >= f.from) &&
  (!f.to || deal.profitDate <= f.to) &&
  (!f.manager || deal.manager === f.manager) &&
  (!f.type || f.type === 'all' || deal.type === f.type);

const marginOf = (deal: Deal) => deal.billedCents! - deal.creatorsCents - deal.costsCents;

function bruteForce(deals: Deal[], f: Filters) {
  const billed = deals.filter((deal) => deal.billedCents !== null && inFilters(deal, f));
  const sum = (rows: Deal[], of: (deal: Deal) => number) =>
    rows.reduce((total, deal) => total + of(deal), 0);
  const sums = (rows: Deal[]) => ({
    billedCents: sum(rows, (deal) => deal.billedCents!),
    creatorsCents: sum(rows, (deal) => deal.creatorsCents),
    costsCents: sum(rows, (deal) => deal.costsCents),
    marginCents: sum(rows, marginOf),
  });
  const groupBy = (key: (deal: Deal) => string) => {
    const groups = new Map<string, Deal[]>();
    for (const deal of billed) groups.set(key(deal), [...(groups.get(key(deal)) ?? []), deal]);
    return groups;
  };
  return {
    summary: {
      ...sums(billed),
      dealCount: billed.length,
      leftOutCount: deals.filter((deal) => deal.billedCents === null && inFilters(deal, f)).length,
    },
    months: new Map(
      [...groupBy((deal) => deal.profitDate.slice(0, 7))].map(([k, g]) => [k, sums(g)]),
    ),
    clients: [...groupBy((deal) => deal.clientId)]
      .map(([clientId, group]) => ({ clientId, label: group[0]!.brand, ...sums(group) }))
      .sort((x, y) => y.marginCents - x.marginCents || x.label.localeCompare(y.label)),
    types: new Map([...groupBy((deal) => deal.type)].map(([k, g]) => [k, sums(g)])),
    billed,
  };
}

const queryOf = (f: Filters) => new URLSearchParams(f as Record<string, string>).toString();

async function read(agent: Agent, path: string, f: Filters) {
  const response = await agent.get(`/api/profitability/${path}?${queryOf(f)}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json;
}

const pick = ({ billedCents, creatorsCents, costsCents, marginCents }: Record<string, number>) => ({
  billedCents,
  creatorsCents,
  costsCents,
  marginCents,
});

let seeded: Awaited<ReturnType<typeof seedAgency>>;
beforeAll(async () => {
  seeded = await seedAgency(20);
}, 60_000);

const FILTERS: Filters[] = [
  {},
  { from: '2026-01-01', to: '2026-06-30' },
  { from: '2025-04-01', to: '2025-09-30' },
  { manager: 'Hugo Bernard' },
  { type: 'casting_interne', from: '2025-06-01' },
  { manager: 'Inès Petit', type: 'collaboration_entrante', to: '2026-03-15' },
  // Periods that cut months: their days are read from the deals, the rest from the kept sums.
  { from: '2025-04-10', to: '2025-09-20' },
  { from: '2026-02-03', to: '2026-02-26' },
  { from: '2025-12-15', to: '2026-01-10' },
  { from: '2025-11-20', manager: 'Hugo Bernard' },
];

describe('sums to the cent', () => {
  it.each(FILTERS)('the tiles for %o', async (f) => {
    const expected = bruteForce(seeded.deals, f).summary;
    // A filter that keeps nothing would prove nothing.
    expect(expected.dealCount).toBeGreaterThan(0);
    const summary = await read(seeded.agent, 'summary', f);
    expect(summary).toMatchObject(expected);
    expect(summary.marginRate).toBe(
      expected.billedCents === 0 ? null : expected.marginCents / expected.billedCents,
    );
  });

  it.each(FILTERS)('the months for %o', async (f) => {
    const expected = bruteForce(seeded.deals, f).months;
    const { months } = await read(seeded.agent, 'months', f);
    const nonEmpty = months.filter((m: { month: string }) => expected.has(m.month));
    expect(nonEmpty.map((m: Record<string, number>) => [m.month, pick(m)])).toEqual(
      [...expected].sort(([x], [y]) => x.localeCompare(y)),
    );
    // Every month in between is there, empty ones at 0, in order.
    for (const [index, month] of months.entries()) {
      if (index > 0) expect(month.month > months[index - 1].month).toBe(true);
      if (!expected.has(month.month)) {
        expect(pick(month)).toEqual({
          billedCents: 0,
          creatorsCents: 0,
          costsCents: 0,
          marginCents: 0,
        });
      }
    }
    if (f.from) expect(months[0]?.month ?? f.from.slice(0, 7)).toBe(f.from.slice(0, 7));
  });

  it.each(FILTERS)('the clients, top ten then Autres, for %o', async (f) => {
    const expected = bruteForce(seeded.deals, f).clients;
    const { clients } = await read(seeded.agent, 'clients', f);
    const top = expected.slice(0, PROFIT_TOP_CLIENTS);
    const rest = expected.slice(PROFIT_TOP_CLIENTS);
    const others = rest.length
      ? [
          {
            clientId: null,
            label: '',
            isOthers: true,
            billedCents: rest.reduce((s, c) => s + c.billedCents, 0),
            creatorsCents: rest.reduce((s, c) => s + c.creatorsCents, 0),
            costsCents: rest.reduce((s, c) => s + c.costsCents, 0),
            marginCents: rest.reduce((s, c) => s + c.marginCents, 0),
          },
        ]
      : [];
    expect(clients.map(({ marginRate: _rate, ...row }: Record<string, unknown>) => row)).toEqual([
      ...top.map((c) => ({ ...c, isOthers: false })),
      ...others,
    ]);
  });

  it.each(FILTERS)('the types for %o', async (f) => {
    const expected = bruteForce(seeded.deals, f).types;
    const { types } = await read(seeded.agent, 'types', f);
    expect(types).toHaveLength(expected.size);
    for (const row of types) expect(pick(row)).toEqual(expected.get(row.type));
    const margins = types.map((row: { marginCents: number }) => row.marginCents);
    expect(margins).toEqual([...margins].sort((x, y) => y - x));
  });
});

describe('the table', () => {
  async function readAll(sort: string, f: Filters) {
    const items: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Record<string, unknown>[]; nextCursor: string | null } = await read(
        seeded.agent,
        'deals',
        { ...f, sort, limit: '7', ...(cursor ? { cursor } : {}) } as Filters,
      );
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }

  it('pages by margin, both ways, through every billed deal once', async () => {
    const { billed } = bruteForce(seeded.deals, {});
    const down = await readAll('margin_desc', {});
    expect(down.map((row) => row.id).sort()).toEqual(billed.map((deal) => deal.id).sort());
    const margins = down.map((row) => row.marginCents as number);
    expect(margins).toEqual([...margins].sort((x, y) => y - x));
    const up = await readAll('margin_asc', {});
    expect(up.map((row) => row.marginCents)).toEqual([...margins].reverse());
  });

  it('pages by margin rate both ways, the deal billed 0 (no rate) as the lowest', async () => {
    const f = {};
    const { billed } = bruteForce(seeded.deals, f);
    const down = await readAll('rate_desc', f);
    expect(down).toHaveLength(billed.length);
    expect(new Set(down.map((row) => row.id)).size).toBe(billed.length);
    expect(down.at(-1)).toMatchObject({ billedCents: 0, marginRate: null });
    const rates = down.slice(0, -1).map((row) => row.marginRate as number);
    expect(rates).toEqual([...rates].sort((x, y) => y - x));
    const up = await readAll('rate_asc', f);
    expect(up.map((row) => row.id)).toEqual(down.map((row) => row.id).reverse());
  });

  it('refuses a margin cursor that is no whole number of cents', async () => {
    const forged = Buffer.from(JSON.stringify([1e300, seeded.deals[0]!.id])).toString('base64url');
    const response = await seeded.agent.get(`/api/profitability/deals?cursor=${forged}`);
    expect(response.status).toBe(400);
    const rate = await seeded.agent.get(`/api/profitability/deals?sort=rate_desc&cursor=${forged}`);
    expect(rate.status).toBe(200);
  });

  it('follows the filters and carries each deal to the cent', async () => {
    // Both bounds on a deal's own day: they are inclusive.
    const edge = seeded.deals.filter(
      (d) => d.manager === 'Camille Martin' && d.billedCents !== null,
    );
    const days = edge.map((deal) => deal.profitDate).sort();
    const f = { from: days[1]!, to: days.at(-2)!, manager: 'Camille Martin' };
    const { billed } = bruteForce(seeded.deals, f);
    const rows = await readAll('margin_desc', f);
    expect(billed.length).toBeGreaterThan(2);
    expect(rows).toHaveLength(billed.length);
    for (const row of rows) {
      const deal = billed.find((candidate) => candidate.id === row.id)!;
      expect(row).toMatchObject({
        billedCents: deal.billedCents,
        creatorsCents: deal.creatorsCents,
        costsCents: deal.costsCents,
        marginCents: marginOf(deal),
      });
    }
  });

  it('refuses a forged cursor or a bad filter with a 4xx naming the field', async () => {
    const forged = await seeded.agent.get('/api/profitability/deals?cursor=WyJ4Il0');
    expect(forged.status).toBe(400);
    expect((await seeded.agent.get('/api/profitability/summary?from=2026-02-31')).status).toBe(422);
    const reversed = await seeded.agent.get(
      '/api/profitability/months?from=2026-03-01&to=2026-01-01',
    );
    expect(reversed.status).toBe(422);
    expect((await seeded.agent.get('/api/profitability/types?type=autre')).status).toBe(422);
  });

  it('lists the deals left out and opens a deal', async () => {
    const f = { from: '2025-01-01' };
    const expected = seeded.deals.filter((deal) => deal.billedCents === null && inFilters(deal, f));
    const { items } = await read(seeded.agent, 'left-out', f);
    expect(items.map((row: { id: string }) => row.id).sort()).toEqual(
      expected.map((deal) => deal.id).sort(),
    );
    const deal = seeded.deals[0]!;
    const detail = await read(seeded.agent, `deals/${deal.id}`, {});
    expect(detail).toMatchObject({ id: deal.id, billedCents: deal.billedCents });
    const { managers } = await read(seeded.agent, 'managers', {});
    expect(managers).toEqual(MANAGERS);
  });
});

describe('sums after a change', () => {
  it('follow every change of a deal: create, edit, delete', async () => {
    const before = await read(seeded.agent, 'summary', {});
    const types = await read(seeded.agent, 'types', {});
    const some = seeded.deals[0]!;
    const body = {
      name: 'Deal modifié',
      type: some.type,
      clientId: some.clientId,
      contactDate: '2026-02-02',
      manager: 'Camille Martin',
      billedCents: 1_234,
    };
    const created = await seeded.agent.post('/api/collaborations', body);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const afterCreate = await read(seeded.agent, 'summary', {});
    expect(afterCreate.billedCents - before.billedCents).toBe(1_234);
    const edited = await seeded.agent.put(`/api/collaborations/${created.json.id}`, {
      ...body,
      billedCents: 2_000,
      costs: [{ label: 'Envoi', amountCents: 500 }],
    });
    expect(edited.status).toBe(200);
    const afterEdit = await read(seeded.agent, 'summary', {});
    expect(afterEdit.billedCents - before.billedCents).toBe(2_000);
    expect(afterEdit.costsCents - before.costsCents).toBe(500);
    expect(afterEdit.marginCents - before.marginCents).toBe(1_500);
    expect((await seeded.agent.delete(`/api/collaborations/${created.json.id}`)).status).toBe(200);
    expect(await read(seeded.agent, 'summary', {})).toEqual(before);
    expect(await read(seeded.agent, 'types', {})).toEqual(types);
  });
});

describe('clients', () => {
  it("counts a deleted client's deals under their kept brand, and names clients", async () => {
    const agent = await signUpOther();
    const client = async (brandName: string) =>
      (await agent.post('/api/clients', { brandName })).json.id as string;
    const kept = await client('Maison Lumière');
    const gone = await client('Atelier Nord');
    const deal = async (clientId: string, billedCents: number) =>
      expect(
        (
          await agent.post('/api/collaborations', {
            name: 'Deal',
            type: 'casting_interne',
            clientId,
            contactDate: '2026-01-05',
            manager: 'Camille',
            billedCents,
          })
        ).status,
      ).toBe(201);
    await deal(kept, 1_000);
    await deal(gone, 5_000);
    await deal(gone, 2_500);
    expect((await agent.delete(`/api/clients/${gone}`)).status).toBe(200);
    const { clients } = await read(agent, 'clients', {});
    expect(clients).toMatchObject([
      { clientId: null, label: 'Atelier Nord', isOthers: false, marginCents: 7_500 },
      { clientId: kept, label: 'Maison Lumière', isOthers: false, marginCents: 1_000 },
    ]);
  });
});

describe('isolation and permission', () => {
  it("counts nothing of another agency's deals and answers 404 for them", async () => {
    const other = await signUpOther();
    const summary = await read(other, 'summary', {});
    expect(summary).toMatchObject({ billedCents: 0, dealCount: 0, leftOutCount: 0 });
    expect((await read(other, 'deals', {})).items).toEqual([]);
    expect((await read(other, 'clients', {})).clients).toEqual([]);
    expect((await read(other, 'months', {})).months).toEqual([]);
    expect((await read(other, 'managers', {})).managers).toEqual([]);
    const theirs = seeded.deals[0]!.id;
    expect((await other.get(`/api/profitability/deals/${theirs}`)).status).toBe(404);
  });

  it('needs the Comptabilité permission (403)', async () => {
    const code = (await seeded.agent.get('/api/account')).json.agency.joinCode as string;
    const member = createAgent(t.app, '198.51.100.240');
    const account = await signUpUser(member, { agency: { code } });
    expect((await member.get('/api/profitability/summary')).status).toBe(200);
    await seeded.agent.put(`/api/account/team/${account.user.id}/permissions`, {
      key: 'accounting',
      value: false,
    });
    for (const path of ['summary', 'months', 'clients', 'types', 'deals', 'left-out', 'managers']) {
      expect((await member.get(`/api/profitability/${path}`)).status, path).toBe(403);
    }
    const id = seeded.deals[0]!.id;
    expect((await member.get(`/api/profitability/deals/${id}`)).status).toBe(403);
  });
});

async function signUpOther() {
  ipCounter += 1;
  const agent = createAgent(t.app, `198.51.100.${ipCounter}`);
  await signUpUser(agent);
  return agent;
}
