import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type Agent } from '#server/testing/harness';
import { sql } from 'drizzle-orm';
import {
  collaborationBody,
  createThreeAgencies,
  freshAgent,
  signUpSuperAdmin,
  t,
} from '#server/features/superadmin/superadmin-testing';

// Issue 17: the six tiles and the agency table, from counters kept by triggers, right across
// agencies and after every kind of change.

let world: Awaited<ReturnType<typeof createThreeAgencies>>;
let admin: Agent;

beforeAll(async () => {
  world = await createThreeAgencies();
  admin = await signUpSuperAdmin();
});

/** The same figures counted from the rows themselves, as the table owner. */
async function countRows() {
  const result = await t.db.execute(sql`select
      (select count(*)::int from agencies) as agencies,
      (select count(*)::int from users where agency_id is not null) as users,
      (select count(*)::int from clients) as clients,
      (select count(*)::int from influencers) as influencers,
      (select count(*)::int from collaborations) as collaborations,
      (select coalesce(sum(rate_cents), 0)::int from collaboration_influencers) as "revenueCents"`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0];
}

const table = async (query = '') => {
  const response = await admin.get(`/api/superadmin/agencies${query}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as {
    items: Array<Record<string, number | string>>;
    total: number;
    page: number;
    pageSize: number;
  };
};

describe('dashboard tiles', () => {
  it('count agencies, members, clients, influencers, campaigns and the CA Total', async () => {
    const overview = (await admin.get('/api/superadmin/overview')).json;
    expect(overview).toEqual(world.expected);
    expect(overview).toEqual(await countRows());
  });

  it('the agency table has each agency with its own figures, summing to the tiles', async () => {
    const { items, total } = await table('?sort=name&dir=asc');
    expect(total).toBe(3);
    expect(items.map(({ createdAt: _createdAt, ...row }) => row)).toEqual([
      {
        id: world.lumiere.id,
        name: 'Agence Lumière',
        users: 2,
        clients: 2,
        influencers: 2,
        collaborations: 2,
        revenueCents: 160_050,
      },
      {
        id: world.nordique.id,
        name: 'Nordique',
        users: 1,
        clients: 1,
        influencers: 1,
        collaborations: 1,
        revenueCents: 12_345,
      },
      {
        id: world.zenith.id,
        name: 'Zénith',
        users: 1,
        clients: 0,
        influencers: 0,
        collaborations: 0,
        revenueCents: 0,
      },
    ]);
    for (const key of ['users', 'clients', 'influencers', 'collaborations', 'revenueCents']) {
      const sum = items.reduce((acc, row) => acc + Number(row[key]), 0);
      expect(sum, key).toBe(world.expected[key as keyof typeof world.expected]);
    }
  });

  it('stay right after edits, deletions, a member who joins and an agency that goes', async () => {
    const { lumiere, nordique } = world;
    // New prices for the first campaign: 100,000 + 25,050 + 30,000 becomes 70,000 + 1, its
    // lines kept (sent back with their ids) and updated in place.
    const dealUrl = `/api/collaborations/${lumiere.collaborationIds[0]}`;
    const before = (await lumiere.agent.get(dealUrl)).json as { influencers: { id: string }[] };
    const edited = collaborationBody('Été Radieux', lumiere.clientIds[0]!, [
      { influencerId: lumiere.influencerIds[0]!, prices: [70_000] },
      { influencerId: lumiere.influencerIds[1]!, prices: [1] },
    ]);
    edited.influencers.forEach((line, index) => {
      Object.assign(line, { id: before.influencers[index]!.id });
    });
    const put = await lumiere.agent.putCurrent(
      `/api/collaborations/${lumiere.collaborationIds[0]}`,
      edited,
    );
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect(
      (await lumiere.agent.delete(`/api/collaborations/${lumiere.collaborationIds[1]}`)).status,
    ).toBe(200);
    expect((await lumiere.agent.delete(`/api/clients/${lumiere.clientIds[1]}`)).status).toBe(200);
    // The edit updated the lines in place: the total moved by the difference.
    const after = (await lumiere.agent.get(dealUrl)).json;
    expect(after.totalCents).toBe(70_001);
    expect(after.influencers.map((line: { id: string }) => line.id)).toEqual(
      before.influencers.map((line) => line.id),
    );
    // Nordique's owner leaves: the last member, so the agency goes with its data.
    const left = await nordique.agent.post('/api/account/delete', {
      password: 'motdepasse-solide',
    });
    expect(left.status).toBe(200);
    // Someone joins Zénith.
    const newcomer = freshAgent();
    await signUpUser(newcomer, { agency: { code: world.zenith.joinCode } });

    const overview = (await admin.get('/api/superadmin/overview')).json;
    expect(overview).toEqual({
      agencies: 2,
      users: 4,
      clients: 1,
      influencers: 2,
      collaborations: 1,
      revenueCents: 70_001,
    });
    expect(overview).toEqual(await countRows());
    const { items } = await table('?sort=revenue&dir=desc');
    expect(items.map((row) => [row.name, row.users, row.revenueCents])).toEqual([
      ['Agence Lumière', 2, 70_001],
      ['Zénith', 2, 0],
    ]);
  });
});
