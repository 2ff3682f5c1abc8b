// A clients' or influencers' export imported back with 'skip' changes nothing: the export's
// columns are the importer's (decision 0034).
import { describe, expect, it } from 'vitest';
import type { Agent } from '#server/testing/harness';
import { importFile, newAgency, t } from '#server/features/imports/imports-testing';

const REQUIRED = {
  address: '12 rue de la Paix, 75002 Paris',
  phoneNumber: '06 11 22 33 44',
  birthDate: '1996-03-14',
  internalReferent: 'Camille',
};
const SIRETS = [
  '73282932000074',
  '44306184100047',
  '55208131766522',
  '49302000001001',
  '49302000002009',
];

async function createInfluencer(agent: Agent, body: Record<string, unknown>) {
  const response = await agent.post('/api/influencers', { ...REQUIRED, ...body });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json;
}

async function exported(agent: Agent, url: string) {
  const response = await t.app.request(url, {
    headers: { cookie: agent.cookie, 'x-forwarded-for': '203.0.113.1' },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('round trip: export, then import with skip', () => {
  it('changes no client', async () => {
    const { agent } = await newAgency();
    for (const [brandName, sectorMain, sectorSub] of [
      ['Maison Lumière', 'fashion', 'perfumes'],
      ['Café Olé', 'food', null],
    ] as const) {
      const created = await agent.post('/api/clients', {
        brandName,
        sectorMain,
        sectorSub,
        notes: 'Salon en mars; rappel',
        contacts: [
          {
            name: 'Jeanne Roux',
            email: `jeanne@${brandName.length}.fr`,
            phone: '06 12 34 56 78',
            type: 'agency',
          },
          { name: 'Paul', email: `paul@${brandName.length}.fr` },
        ],
      });
      expect(created.status).toBe(201);
    }
    const before = await Promise.all(
      (await agent.get('/api/clients')).json.items.map(
        async (item: { id: string }) => (await agent.get(`/api/clients/${item.id}`)).json,
      ),
    );
    const file = await exported(agent, '/api/clients/export.csv');
    const { summary, job } = await importFile(agent, 'clients', 'clients.csv', file, 'skip');
    expect(summary).toMatchObject({ create: 0, update: 0, skip: 2, error: 0 });
    expect(job).toMatchObject({ created: 0, skipped: 2, failed: 0 });
    const after = await Promise.all(
      before.map(async (client) => (await agent.get(`/api/clients/${client.id}`)).json),
    );
    expect(after).toEqual(before);
    // Imported with 'update', the same file gives back the same clients.
    const again = await importFile(agent, 'clients', 'clients.csv', file, 'update');
    expect(again.job).toMatchObject({ updated: 2, failed: 0 });
    const updated = await Promise.all(
      before.map(async (client) => (await agent.get(`/api/clients/${client.id}`)).json),
    );
    const withoutDates = (client: Record<string, unknown>) => ({
      ...client,
      updatedAt: null,
      // An import's update saves the record again: its version moves on (decision 0045).
      version: null,
      contacts: (client.contacts as { id: string }[]).map(({ id: _id, ...contact }) => contact),
    });
    expect(updated.map(withoutDates)).toEqual(before.map(withoutDates));
  });

  it('changes no influencer', async () => {
    const { agent } = await newAgency();
    await createInfluencer(agent, {
      fullName: 'Léa Martin',
      username: 'lea',
      siret: SIRETS[0],
      isExclusive: true,
      platforms: [{ name: 'instagram', handle: '@lea', audience: 12_500 }],
      rates: [{ type: 'post_instagram', priceCents: 120_050 }],
    });
    const [lea] = (await agent.get('/api/influencers')).json.items;
    const before = (await agent.get(`/api/influencers/${lea.id}`)).json;
    const file = await exported(agent, '/api/influencers/export.csv');
    const { summary, job } = await importFile(
      agent,
      'influencers',
      'influenceurs.csv',
      file,
      'skip',
    );
    expect(summary).toMatchObject({ create: 0, skip: 1, error: 0 });
    expect(job).toMatchObject({ created: 0, skipped: 1, failed: 0 });
    expect((await agent.get(`/api/influencers/${lea.id}`)).json).toEqual(before);
  });
});
