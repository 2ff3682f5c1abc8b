import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withTenant } from '#server/db/tenant';
import { createAgent, type Agent } from '#server/testing/harness';
import {
  createAgency,
  signUpAccount,
  signUpSuperAdmin,
  t,
  UNVERIFIED_ADMIN,
  type TestAgency,
} from '#server/features/superadmin/superadmin-testing';
import { fr } from '#shared/i18n/fr';

// Issue 17 §4: only a listed account whose address is verified reaches /api/superadmin; the
// others get the 404 of an address that does not exist, and the area writes no business data.

let agency: TestAgency;
let admin: Agent;
let paths: string[];

beforeAll(async () => {
  agency = await createAgency('Agence Lumière', {
    clients: [{ brandName: 'Lancôme' }],
    influencers: ['Léa Dupont'],
    collaborations: [{ name: 'Été', lines: [{ influencer: 0, prices: [1_000] }] }],
  });
  admin = await signUpSuperAdmin();
  const [client] = agency.clientIds;
  const [influencer] = agency.influencerIds;
  const [deal] = agency.collaborationIds;
  const base = `/api/superadmin/agencies/${agency.id}`;
  paths = [
    '/api/superadmin/overview',
    '/api/superadmin/agencies?q=lumi&sort=revenue&dir=desc&page=1',
    '/api/superadmin/items/clients?q=lan',
    base,
    `${base}/users`,
    `${base}/clients`,
    `${base}/influencers`,
    `${base}/collaborations`,
    `${base}/clients/${client}`,
    `${base}/influencers/${influencer}`,
    `${base}/collaborations/${deal}`,
    // Bad input too: nobody else learns what the area would have answered.
    '/api/superadmin/agencies?sort=nope&page=-1',
    '/api/superadmin/items/castings',
    '/api/superadmin/agencies/pas-un-id',
    '/api/superadmin/nothing-here',
    '/api/superadmin',
  ];
});

const NOT_FOUND = { error: { code: 'not_found', message: fr.errors.notFound } };

async function expectNotFoundEverywhere(agent: ReturnType<typeof createAgent>) {
  for (const path of paths) {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const body = method === 'GET' ? undefined : {};
      const response = await agent.call(path, { method, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.json, `${method} ${path}`).toEqual(NOT_FOUND);
    }
  }
}

describe('/api/superadmin answers 404 to everyone else', () => {
  it('signed out', async () => {
    await expectNotFoundEverywhere(createAgent(t.app, '192.0.2.50'));
  });

  it('an agency owner (even a verified one) and a member', async () => {
    await expectNotFoundEverywhere(agency.agent);
    const member = await signUpAccount('membre@example.fr', {
      isVerified: true,
      agency: { code: agency.joinCode },
    });
    await expectNotFoundEverywhere(member.agent);
  });

  it('a SUPERADMIN_EMAILS address not verified yet', async () => {
    const { agent } = await signUpAccount(UNVERIFIED_ADMIN, { isVerified: false });
    const session = (await agent.get('/api/auth/session')).json.user;
    expect(session).toMatchObject({ isSuperAdmin: false, isEmailVerified: false });
    await expectNotFoundEverywhere(agent);
  });

  it('the verified super admin reads every path', async () => {
    for (const path of paths.slice(0, 11)) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(200);
    }
  });
});

describe('read-only', () => {
  it('no route but GET is declared under /api/superadmin', () => {
    const routes = t.app.routes.filter((route) => route.path.startsWith('/api/superadmin'));
    const declared = routes.filter((route) => route.method !== 'ALL');
    expect(declared.length).toBeGreaterThanOrEqual(11);
    expect([...new Set(declared.map((route) => route.method))]).toEqual(['GET']);
    // The only ALL is the gate (a middleware), not a handler that could write.
    expect(routes.filter((route) => route.method === 'ALL').map((r) => r.path)).toEqual([
      '/api/superadmin/*',
    ]);
  });

  it('the super admin gets 404 for any other method', async () => {
    for (const path of paths.slice(0, 11)) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const response = await admin.call(path, { method, body: {} });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
  });

  it("the super admin's transaction reads every agency and writes none", async () => {
    const scope = { agencyId: '', canReadAllAgencies: true };
    const read = await withTenant(t.db, scope, (db) =>
      db.execute(sql`select count(*)::int as n from clients where agency_id = ${agency.id}`),
    );
    expect((read as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    const attempts = [
      sql`insert into clients (agency_id, brand_name) values (${agency.id}, 'Intrus')`,
      sql`insert into agency_totals (agency_id) values (${agency.id})`,
    ];
    for (const attempt of attempts) {
      await expect(withTenant(t.db, scope, (db) => db.execute(attempt))).rejects.toThrow();
    }
    // An update or a delete that row-level security hides touches nothing.
    for (const hidden of [
      sql`update clients set brand_name = 'Intrus' where agency_id = ${agency.id} returning id`,
      sql`delete from clients where agency_id = ${agency.id} returning id`,
    ]) {
      const touched = await withTenant(t.db, scope, (db) => db.execute(hidden));
      expect((touched as unknown as { rows: unknown[] }).rows).toEqual([]);
    }
  });

  it('the search views are empty outside a super admin transaction', async () => {
    const count = (db: typeof t.db) =>
      db.execute(sql`select (select count(*)::int from superadmin_client_search) as clients,
        (select count(*)::int from superadmin_influencer_search) as influencers,
        (select count(*)::int from superadmin_collaboration_search) as collaborations`);
    const asMember = await withTenant(t.db, { agencyId: agency.id }, count);
    expect((asMember as unknown as { rows: unknown[] }).rows).toEqual([
      { clients: 0, influencers: 0, collaborations: 0 },
    ]);
    const asAdmin = await withTenant(t.db, { agencyId: '', canReadAllAgencies: true }, count);
    expect((asAdmin as unknown as { rows: unknown[] }).rows).toEqual([
      { clients: 1, influencers: 1, collaborations: 1 },
    ]);
  });
});
