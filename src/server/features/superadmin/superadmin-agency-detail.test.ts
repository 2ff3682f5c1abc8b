import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '#server/testing/harness';
import { randomUUID } from 'node:crypto';
import {
  createThreeAgencies,
  signUpSuperAdmin,
} from '#server/features/superadmin/superadmin-testing';

// The agency detail: header and counters, its four tabs with one search, and the detail of a
// client, an influencer or a campaign (its deliverables with their prices).

let world: Awaited<ReturnType<typeof createThreeAgencies>>;
let admin: Agent;
let base: string;

beforeAll(async () => {
  world = await createThreeAgencies();
  admin = await signUpSuperAdmin();
  base = `/api/superadmin/agencies/${world.lumiere.id}`;
});

async function ok(path: string) {
  const response = await admin.get(path);
  expect(response.status, `${path} ${JSON.stringify(response.json)}`).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
  return response.json as any;
}

describe('agency detail', () => {
  it('name, creation date and counters', async () => {
    const agency = await ok(base);
    expect(agency).toEqual({
      id: world.lumiere.id,
      name: 'Agence Lumière',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      counts: { users: 2, clients: 2, influencers: 2, collaborations: 2, revenueCents: 160_050 },
    });
    expect((await ok(`/api/superadmin/agencies/${world.zenith.id}`)).counts).toEqual({
      users: 1,
      clients: 0,
      influencers: 0,
      collaborations: 0,
      revenueCents: 0,
    });
  });

  it('an unknown or malformed id is a 404, for the agency, its tabs and its records', async () => {
    const unknown = `/api/superadmin/agencies/${randomUUID()}`;
    const [client] = world.lumiere.clientIds;
    for (const path of [
      unknown,
      `${unknown}/users`,
      `${unknown}/clients`,
      `${unknown}/influencers`,
      `${unknown}/collaborations`,
      `${unknown}/clients/${client}`,
      '/api/superadmin/agencies/pas-un-id',
      '/api/superadmin/agencies/pas-un-id/clients',
      `${base}/clients/pas-un-id`,
      `${base}/clients/${randomUUID()}`,
      // A record of another agency, asked under this one.
      `${base}/clients/${world.nordique.clientIds[0]}`,
      `${base}/influencers/${world.nordique.influencerIds[0]}`,
      `${base}/collaborations/${world.nordique.collaborationIds[0]}`,
      `${base}/castings`,
    ]) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(404);
      expect(response.json.error.code, path).toBe('not_found');
    }
  });
});

describe('tabs', () => {
  it('users: name, email, job title, role, the owner marked', async () => {
    const { items, nextCursor } = await ok(`${base}/users`);
    expect(nextCursor).toBeNull();
    expect(items).toEqual([
      expect.objectContaining({
        id: world.lumiere.owner.id,
        email: world.lumiere.owner.email,
        jobTitle: 'Chef de projet',
        userRole: 'admin',
        isOwner: true,
      }),
      expect.objectContaining({ id: world.member.user.id, userRole: 'user', isOwner: false }),
    ]);
    expect(items[0].name).toMatch(/^Camille Martin/);
    const found = await ok(`${base}/users?q=${encodeURIComponent(world.member.user.email)}`);
    expect(found.items.map((item: { id: string }) => item.id)).toEqual([world.member.user.id]);
  });

  it('clients: brand, sector, number of contacts', async () => {
    const { items } = await ok(`${base}/clients`);
    expect(items).toEqual([
      {
        id: world.lumiere.clientIds[0],
        brandName: 'Lancôme',
        sectorMain: null,
        sectorSub: null,
        contactCount: 2,
      },
      {
        id: world.lumiere.clientIds[1],
        brandName: 'Nike',
        sectorMain: null,
        sectorSub: null,
        contactCount: 0,
      },
    ]);
    expect(
      (await ok(`${base}/clients?q=nik`)).items.map((i: { brandName: string }) => i.brandName),
    ).toEqual(['Nike']);
  });

  it('influencers: name, username, exclusive, archived', async () => {
    const { items } = await ok(`${base}/influencers`);
    expect(items).toEqual([
      {
        id: world.lumiere.influencerIds[0],
        fullName: 'Léa Dupont',
        username: 'léa.dupont',
        isExclusive: false,
        isArchived: false,
      },
      {
        id: world.lumiere.influencerIds[1],
        fullName: 'Tom Martin',
        username: 'tom.martin',
        isExclusive: false,
        isArchived: false,
      },
    ]);
    expect((await ok(`${base}/influencers?q=zoe`)).items).toEqual([]);
  });

  it('campaigns: name, brand, status, contact date, CA', async () => {
    const { items } = await ok(`${base}/collaborations`);
    expect(items).toHaveLength(2);
    expect(items).toEqual(
      expect.arrayContaining([
        {
          id: world.lumiere.collaborationIds[0],
          name: 'Été Radieux',
          brand: 'Lancôme',
          status: 'pending',
          contactDate: '2026-03-02',
          revenueCents: 155_050,
        },
        expect.objectContaining({ name: 'Hiver Doux', revenueCents: 5_000 }),
      ]),
    );
    expect((await ok(`${base}/collaborations?q=hiver`)).items).toHaveLength(1);
  });
});

describe('record details', () => {
  it('a campaign: its information and each influencer with deliverables and prices', async () => {
    const deal = await ok(`${base}/collaborations/${world.lumiere.collaborationIds[0]}`);
    expect(deal).toMatchObject({
      name: 'Été Radieux',
      brand: 'Lancôme',
      manager: 'Camille Martin',
      contactDate: '2026-03-02',
      status: 'pending',
      totalCents: 155_050,
    });
    expect(
      deal.influencers.map(
        (line: { fullName: string; rateCents: number; deliverables: { priceCents: number }[] }) => [
          line.fullName,
          line.rateCents,
          line.deliverables.map((d) => d.priceCents),
        ],
      ),
    ).toEqual([
      ['Léa Dupont', 125_050, [100_000, 25_050]],
      ['Tom Martin', 30_000, [30_000]],
    ]);
  });

  it('a client with its contacts and campaigns; an influencer with its rates and campaigns', async () => {
    const client = await ok(`${base}/clients/${world.lumiere.clientIds[0]}`);
    expect(client).toMatchObject({ brandName: 'Lancôme', collaborationCount: 2 });
    expect(client.contacts.map((c: { name: string }) => c.name)).toEqual([
      'Contact 1',
      'Contact 2',
    ]);
    const influencer = await ok(`${base}/influencers/${world.lumiere.influencerIds[0]}`);
    expect(influencer).toMatchObject({ fullName: 'Léa Dupont', isArchived: false });
    expect(influencer).not.toHaveProperty('searchText');
    expect(influencer.collaborations.map((c: { rateCents: number }) => c.rateCents).sort()).toEqual(
      [125_050, 5_000].sort(),
    );
  });
});
