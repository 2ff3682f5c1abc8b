import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '#server/testing/harness';
import { encodeCursorKeys } from '#server/lib/cursor';
import { influencerBody } from '#server/testing/bodies';
import {
  createThreeAgencies,
  signUpSuperAdmin,
} from '#server/features/superadmin/superadmin-testing';

// The dashboard's tile lists, across agencies: searched and paged on the server.

let world: Awaited<ReturnType<typeof createThreeAgencies>>;
let admin: Agent;

beforeAll(async () => {
  world = await createThreeAgencies();
  // Zénith: 60 clients (more than a page) and three influencers in every group.
  const { agent } = world.zenith;
  for (let i = 1; i <= 60; i += 1) {
    expect((await agent.post('/api/clients', { brandName: `Marque ${i}` })).status).toBe(201);
  }
  const ana = await agent.post('/api/influencers', influencerBody('Ana Roux'));
  await agent.post('/api/influencers', influencerBody('Bruno Exclusif', { isExclusive: true }));
  const chloe = await agent.post('/api/influencers', influencerBody('Chloé Archivée'));
  expect(ana.status).toBe(201);
  expect((await agent.post(`/api/influencers/${chloe.json.id}/archive`)).status).toBe(200);
  admin = await signUpSuperAdmin();
});

type Item = { id: string; label: string; detail: string; agencyId: string; agencyName: string };

async function list(kind: string, q = '', cursor?: string) {
  const query = new URLSearchParams({ q, ...(cursor ? { cursor } : {}) });
  const response = await admin.get(`/api/superadmin/items/${kind}?${query}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as { items: Item[]; nextCursor: string | null };
}

async function listAll(kind: string, q = '') {
  const items: Item[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await list(kind, q, cursor);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
    pages += 1;
  } while (cursor && pages < 10);
  return { items, pages };
}

const labels = (items: Item[]) => items.map((item) => item.label).sort();

describe('tile lists', () => {
  it('agencies, by name, each its own agency', async () => {
    const { items } = await list('agencies');
    expect(items).toEqual([
      {
        id: world.lumiere.id,
        label: 'Agence Lumière',
        detail: world.lumiere.id,
        agencyId: world.lumiere.id,
        agencyName: 'Agence Lumière',
      },
      {
        id: world.nordique.id,
        label: 'Nordique',
        detail: world.nordique.id,
        agencyId: world.nordique.id,
        agencyName: 'Nordique',
      },
      {
        id: world.zenith.id,
        label: 'Zénith',
        detail: world.zenith.id,
        agencyId: world.zenith.id,
        agencyName: 'Zénith',
      },
    ]);
    expect(labels((await list('agencies', 'nord')).items)).toEqual(['Nordique']);
  });

  it("members of agencies with their agency's name (not the super admin, who has none)", async () => {
    const { items } = await list('users');
    expect(items).toHaveLength(4);
    expect(items.every((item) => item.detail.includes('@'))).toBe(true);
    expect(items.filter((item) => item.agencyId === world.lumiere.id)).toHaveLength(2);
    expect(items.find((item) => item.detail === world.member.user.email)).toMatchObject({
      agencyName: 'Agence Lumière',
    });
    const found = await list('users', world.member.user.email.slice(0, 12));
    expect(found.items.map((item) => item.detail)).toEqual([world.member.user.email]);
  });

  it('clients across agencies, paged by 50 without a repeat, searched', async () => {
    const { items, pages } = await listAll('clients');
    expect(pages).toBe(2);
    expect(items).toHaveLength(63);
    expect(new Set(items.map((item) => item.id)).size).toBe(63);
    expect(items.find((item) => item.label === 'Sézane')).toMatchObject({
      agencyId: world.nordique.id,
      agencyName: 'Nordique',
    });
    // Within an agency, natural order.
    const zenith = items.filter((item) => item.agencyId === world.zenith.id).map((i) => i.label);
    expect(zenith.slice(0, 3)).toEqual(['Marque 1', 'Marque 2', 'Marque 3']);
    expect(labels((await list('clients', 'se')).items)).toEqual(['Sézane']);
    expect(labels((await list('clients', 'ancom')).items)).toEqual(['Lancôme']);
    expect((await listAll('clients', 'marque')).items).toHaveLength(60);
  });

  it('influencers: active first, exclusive first, by name', async () => {
    const { items } = await list('influencers');
    expect(labels(items)).toEqual([
      'Ana Roux',
      'Bruno Exclusif',
      'Chloé Archivée',
      'Léa Dupont',
      'Tom Martin',
      'Zoé Bernard',
    ]);
    const zenith = items.filter((item) => item.agencyId === world.zenith.id);
    expect(zenith.map((item) => item.label)).toEqual([
      'Bruno Exclusif',
      'Ana Roux',
      'Chloé Archivée',
    ]);
    expect(labels((await list('influencers', 'dupont')).items)).toEqual(['Léa Dupont']);
  });

  it('campaigns with their brand', async () => {
    const { items } = await list('collaborations');
    expect(labels(items)).toEqual(['Hiver Doux', 'Printemps', 'Été Radieux']);
    expect((await list('collaborations', 'printemps')).items).toEqual([
      {
        id: world.nordique.collaborationIds[0],
        label: 'Printemps',
        detail: 'Sézane',
        agencyId: world.nordique.id,
        agencyName: 'Nordique',
      },
    ]);
  });

  it('an unknown kind is a 404; a cursor it did not write is a 400', async () => {
    expect((await admin.get('/api/superadmin/items/castings')).status).toBe(404);
    const forged = encodeCursorKeys(['pas-un-id', 'x', 'y']);
    for (const cursor of ['%%%', forged, encodeCursorKeys([])]) {
      const response = await admin.get(`/api/superadmin/items/clients?cursor=${cursor}`);
      expect(response.status, cursor).toBe(400);
    }
    // Another kind's cursor does not fit either.
    const { nextCursor } = await list('clients');
    expect((await admin.get(`/api/superadmin/items/influencers?cursor=${nextCursor}`)).status).toBe(
      400,
    );
  });
});
