import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '#server/testing/harness';
import { randomBytes } from 'node:crypto';
import { agencies } from '#server/db/schema/identity';
import {
  createThreeAgencies,
  signUpSuperAdmin,
  t,
} from '#server/features/superadmin/superadmin-testing';
import { AGENCY_TABLE_SORTS } from '#shared/schemas/superadmin';

// The agency table: searched by name (no accents, no case) or id prefix, sorted on every
// column both ways, paged by 20.

let world: Awaited<ReturnType<typeof createThreeAgencies>>;
let admin: Agent;

type Row = {
  id: string;
  name: string;
  createdAt: string;
  users: number;
  clients: number;
  influencers: number;
  collaborations: number;
  revenueCents: number;
};

beforeAll(async () => {
  world = await createThreeAgencies();
  // 25 more, empty, straight into the table: 'Agence 1' … 'Agence 25', a day apart.
  await t.db.insert(agencies).values(
    Array.from({ length: 25 }, (_, i) => ({
      name: `Agence ${i + 1}`,
      joinCode: randomBytes(12).toString('hex'),
      createdAt: new Date(Date.UTC(2025, 0, i + 1)),
    })),
  );
  admin = await signUpSuperAdmin();
});

async function page(query: string) {
  const response = await admin.get(`/api/superadmin/agencies?${query}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as { items: Row[]; total: number; page: number; pageSize: number };
}

async function allPages(query: string) {
  const first = await page(`${query}&page=1`);
  const second = await page(`${query}&page=2`);
  return [...first.items, ...second.items];
}

describe('agency table', () => {
  it('pages by 20; a page past the end shows the last one', async () => {
    const first = await page('page=1');
    expect(first).toMatchObject({ total: 28, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const second = await page('page=2');
    expect(second.items).toHaveLength(8);
    expect(await page('page=9')).toEqual(second);
    const ids = new Set([...first.items, ...second.items].map((row) => row.id));
    expect(ids.size).toBe(28);
  });

  it('sorts on every column, both ways (ties by id)', async () => {
    const keyOf: Record<(typeof AGENCY_TABLE_SORTS)[number], (row: Row) => number | string> = {
      name: (row) => row.name,
      createdAt: (row) => row.createdAt,
      users: (row) => row.users,
      clients: (row) => row.clients,
      influencers: (row) => row.influencers,
      collaborations: (row) => row.collaborations,
      revenue: (row) => row.revenueCents,
    };
    for (const sort of AGENCY_TABLE_SORTS) {
      if (sort === 'name') continue;
      for (const dir of ['asc', 'desc'] as const) {
        const rows = await allPages(`sort=${sort}&dir=${dir}`);
        expect(rows, `${sort} ${dir}`).toHaveLength(28);
        const keys = rows.map(keyOf[sort]);
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys, `${sort} ${dir}`).toEqual(dir === 'asc' ? sorted : sorted.reverse());
      }
    }
    const byRevenue = await page('sort=revenue&dir=desc');
    expect(byRevenue.items.slice(0, 2).map((row) => row.name)).toEqual([
      'Agence Lumière',
      'Nordique',
    ]);
  });

  it('sorts names in natural order, without accents or case', async () => {
    const names = (await allPages('sort=name&dir=asc')).map((row) => row.name);
    expect(names.slice(0, 3)).toEqual(['Agence 1', 'Agence 2', 'Agence 3']);
    expect(names.indexOf('Agence 10')).toBe(names.indexOf('Agence 9') + 1);
    expect(names.slice(-3)).toEqual(['Agence Lumière', 'Nordique', 'Zénith']);
    const reversed = (await allPages('sort=name&dir=desc')).map((row) => row.name);
    expect(reversed).toEqual([...names].reverse());
  });

  it('searches the name (no accents, no case) or the start of the id', async () => {
    const names = async (q: string) =>
      (await page(`q=${encodeURIComponent(q)}`)).items.map((row) => row.name);
    expect(await names('lumiere')).toEqual(['Agence Lumière']);
    expect(await names('  ZÉN ')).toEqual(['Zénith']);
    expect(await names(world.nordique.id.slice(0, 8))).toEqual(['Nordique']);
    expect(await names(world.nordique.id.toUpperCase())).toEqual(['Nordique']);
    expect(await names('%')).toEqual([]);
    const matched = await page('q=agence&sort=createdAt&dir=asc&page=2');
    expect(matched).toMatchObject({ total: 26, page: 2 });
    expect(matched.items).toHaveLength(6);
    expect(await page('q=personne')).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('refuses a query no screen sends', async () => {
    for (const query of ['sort=nope', 'dir=up', 'page=0', 'page=abc', `q=${'x'.repeat(201)}`]) {
      const response = await admin.get(`/api/superadmin/agencies?${query}`);
      expect(response.status, query).toBe(422);
    }
  });
});
