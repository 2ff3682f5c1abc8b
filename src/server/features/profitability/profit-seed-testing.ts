// The agency of Rentabilité's tests of sums, seeded through the API, and the same sums worked
// out by brute force in JavaScript. Importing it seeds the agency for the importing file.
import { beforeAll, expect } from 'vitest';
import type { Agent } from '#server/testing/harness';
import { influencerBody } from '#server/testing/bodies';
import { COLLABORATION_TYPES, type CollaborationType } from '#shared/domain/enums';
import { post, random, signUp } from '#server/features/profitability/profitability-testing';

export type Deal = {
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

export const MANAGERS = ['Camille Martin', 'Hugo Bernard', 'Inès Petit'];

/** An agency with 14 clients, two influencers and 48 deals over 2025–2026, 8 of them unbilled. */
async function seedAgency(seed: number) {
  const { agent } = await signUp();
  const clients: { id: string; brand: string }[] = [];
  for (let i = 1; i <= 14; i += 1) {
    const brand = `Marque ${String(i).padStart(2, '0')}`;
    clients.push({ id: await post(agent, '/api/clients', { brandName: brand }), brand });
  }
  const lea = await post(agent, '/api/influencers', influencerBody('Léa Dupont'));
  const tom = await post(agent, '/api/influencers', influencerBody('Tom Martin'));
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
    const name = `Deal ${i}`;
    const id = await post(agent, '/api/collaborations', {
      name,
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
      id,
      name,
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

export let seeded: Awaited<ReturnType<typeof seedAgency>>;
beforeAll(async () => {
  seeded = await seedAgency(20);
}, 60_000);

export type Filters = { from?: string; to?: string; manager?: string; type?: string };

export const inFilters = (deal: Deal, f: Filters) =>
  (!f.from || deal.profitDate >= f.from) &&
  (!f.to || deal.profitDate <= f.to) &&
  (!f.manager || deal.manager === f.manager) &&
  (!f.type || f.type === 'all' || deal.type === f.type);

export const marginOf = (deal: Deal) => deal.billedCents! - deal.creatorsCents - deal.costsCents;

export function bruteForce(deals: Deal[], f: Filters) {
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

/** A Rentabilité endpoint's answer under the filters, expecting 200. */
export async function read(agent: Agent, path: string, f: Filters) {
  const response = await agent.get(`/api/profitability/${path}?${queryOf(f)}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json;
}
