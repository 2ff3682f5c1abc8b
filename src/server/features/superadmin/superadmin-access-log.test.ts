import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withTenant } from '#server/db/tenant';
import { createAgent, type Agent } from '#server/testing/harness';
import {
  createThreeAgencies,
  signUpAccount,
  signUpSuperAdmin,
  SUPER_ADMIN,
  t,
} from '#server/features/superadmin/superadmin-testing';
import { fr } from '#shared/i18n/fr';

// Issue 17 §5: each time the super admin opens an agency or one of its records, the agency's
// owner sees who, when and what, on the Compte screen; nobody else does.

let world: Awaited<ReturnType<typeof createThreeAgencies>>;
let admin: Agent;

beforeAll(async () => {
  world = await createThreeAgencies();
  admin = await signUpSuperAdmin();
});

type Entry = {
  id: string;
  createdAt: string;
  adminEmail: string;
  what: string;
  recordLabel: string;
};

async function accessLog(agent: Agent, cursor?: string) {
  const response = await agent.get(
    `/api/account/platform-access${cursor ? `?cursor=${cursor}` : ''}`,
  );
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as { items: Entry[]; nextCursor: string | null };
}

describe('platform access log', () => {
  it('records the agency and each record opened, for its owner to see, newest first', async () => {
    const { lumiere } = world;
    const base = `/api/superadmin/agencies/${lumiere.id}`;
    expect((await accessLog(lumiere.agent)).items).toEqual([]);
    for (const path of [
      base,
      // Lists are not views of a record: not logged.
      `${base}/users`,
      `${base}/clients`,
      '/api/superadmin/overview',
      '/api/superadmin/items/clients',
      `${base}/clients/${lumiere.clientIds[0]}`,
      `${base}/influencers/${lumiere.influencerIds[0]}`,
      `${base}/collaborations/${lumiere.collaborationIds[0]}`,
    ]) {
      expect((await admin.get(path)).status, path).toBe(200);
    }
    const { items, nextCursor } = await accessLog(lumiere.agent);
    expect(nextCursor).toBeNull();
    expect(
      items.map(({ adminEmail, what, recordLabel }) => ({ adminEmail, what, recordLabel })),
    ).toEqual([
      { adminEmail: SUPER_ADMIN, what: 'collaboration', recordLabel: 'Été Radieux' },
      { adminEmail: SUPER_ADMIN, what: 'influencer', recordLabel: 'Léa Dupont' },
      { adminEmail: SUPER_ADMIN, what: 'client', recordLabel: 'Lancôme' },
      { adminEmail: SUPER_ADMIN, what: 'agency', recordLabel: 'Agence Lumière' },
    ]);
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // A 404 (an unknown record) opened nothing: nothing logged.
    await admin.get(`${base}/clients/${world.nordique.clientIds[0]}`);
    expect((await accessLog(lumiere.agent)).items).toHaveLength(4);
  });

  it('is visible to the owner only: not to a member, another agency, or anyone signed out', async () => {
    const { lumiere, member, nordique, zenith } = world;
    await admin.get(`/api/superadmin/agencies/${zenith.id}`);
    const forMember = await member.agent.get('/api/account/platform-access');
    expect(forMember.status).toBe(403);
    expect(forMember.json.error.message).toBe(fr.account.onlyOwner);
    // Another owner sees their own agency's entries, never Lumière's.
    expect((await accessLog(zenith.agent)).items.map((e) => e.recordLabel)).toEqual(['Zénith']);
    expect((await accessLog(nordique.agent)).items).toEqual([]);
    expect(
      (await createAgent(t.app, '192.0.2.60').get('/api/account/platform-access')).status,
    ).toBe(401);
    const loner = await signUpAccount('seul@example.fr', { isVerified: true });
    expect((await loner.agent.get('/api/account/platform-access')).status).toBe(403);
    // Nor does the super admin read it back, nor can an agency write an entry of its own.
    const readBack = await withTenant(t.db, { agencyId: '', canReadAllAgencies: true }, (db) =>
      db.execute(sql`select count(*)::int as n from platform_access_log`),
    );
    expect((readBack as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    await expect(
      withTenant(t.db, { agencyId: lumiere.id }, (db) =>
        db.execute(sql`insert into platform_access_log (agency_id, admin_email, what)
          values (${lumiere.id}, 'faux@example.fr', 'agency')`),
      ),
    ).rejects.toThrow();
  });

  it('pages by 50, newest first', async () => {
    const { nordique } = world;
    for (let i = 0; i < 55; i += 1) {
      expect((await admin.get(`/api/superadmin/agencies/${nordique.id}`)).status).toBe(200);
    }
    const first = await accessLog(nordique.agent);
    expect(first.items).toHaveLength(50);
    const second = await accessLog(nordique.agent, first.nextCursor!);
    expect(second).toMatchObject({ nextCursor: null });
    expect(second.items).toHaveLength(5);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((e) => e.id)).size).toBe(55);
    const times = all.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await nordique.agent.get('/api/account/platform-access?cursor=%%')).status).toBe(400);
  });
});
