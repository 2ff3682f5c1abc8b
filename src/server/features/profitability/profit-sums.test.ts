import { describe, expect, it } from 'vitest';
import { PROFIT_TOP_CLIENTS } from '#shared/schemas/profitability';
import { post, postDeal, signUp } from '#server/features/profitability/profitability-testing';
import {
  bruteForce,
  read,
  seeded,
  type Filters,
} from '#server/features/profitability/profit-seed-testing';

// Issue 20: Rentabilité's sums, to the cent, against a brute-force computation in JavaScript
// over deals seeded through the API; and the sums after a deal or a client changes.

const pick = ({ billedCents, creatorsCents, costsCents, marginCents }: Record<string, number>) => ({
  billedCents,
  creatorsCents,
  costsCents,
  marginCents,
});

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
    const id = await post(seeded.agent, '/api/collaborations', body);
    const afterCreate = await read(seeded.agent, 'summary', {});
    expect(afterCreate.billedCents - before.billedCents).toBe(1_234);
    const edited = await seeded.agent.putCurrent(`/api/collaborations/${id}`, {
      ...body,
      billedCents: 2_000,
      costs: [{ label: 'Envoi', amountCents: 500 }],
    });
    expect(edited.status).toBe(200);
    const afterEdit = await read(seeded.agent, 'summary', {});
    expect(afterEdit.billedCents - before.billedCents).toBe(2_000);
    expect(afterEdit.costsCents - before.costsCents).toBe(500);
    expect(afterEdit.marginCents - before.marginCents).toBe(1_500);
    expect((await seeded.agent.delete(`/api/collaborations/${id}`)).status).toBe(200);
    expect(await read(seeded.agent, 'summary', {})).toEqual(before);
    expect(await read(seeded.agent, 'types', {})).toEqual(types);
  });
});

describe('clients', () => {
  it("counts a deleted client's deals under their kept brand, and names clients", async () => {
    const { agent } = await signUp();
    const kept = await post(agent, '/api/clients', { brandName: 'Maison Lumière' });
    const gone = await post(agent, '/api/clients', { brandName: 'Atelier Nord' });
    const deal = (clientId: string, billedCents: number) =>
      postDeal(agent, { clientId, contactDate: '2026-01-05', billedCents });
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
