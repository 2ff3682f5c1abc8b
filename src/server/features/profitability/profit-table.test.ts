import { describe, expect, it } from 'vitest';
import {
  bruteForce,
  inFilters,
  marginOf,
  MANAGERS,
  read,
  seeded,
  type Filters,
} from '#server/features/profitability/profit-seed-testing';

// Issue 20: Rentabilité's table of deals, paged both ways by margin and by rate, against the
// deals seeded through the API; the deals left out, a deal's detail and the managers.

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
