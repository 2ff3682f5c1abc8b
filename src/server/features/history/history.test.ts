import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';
import { influencerBody } from '#server/testing/bodies';
import { deleteOldEvents } from '#server/features/history/history-sweep';
import { formatEuros } from '#shared/domain/money';

// Issue 28, decision 0045: what the history holds, who may read it, and its sweep.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const nextAgent = () => createAgent(t.app, `198.51.100.${++ip}`);

async function newTeam() {
  const owner = nextAgent();
  const ownerAccount = await signUpUser(owner);
  const code = (await owner.get('/api/account')).json.agency.joinCode as string;
  const member = nextAgent();
  const memberAccount = await signUpUser(member, { agency: { code } });
  const post = async (url: string, body: object) => {
    const response = await owner.post(url, body);
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    return response.json as { id: string; version: number };
  };
  return {
    owner,
    member,
    post,
    ownerId: ownerAccount.user.id as string,
    memberId: memberAccount.user.id as string,
    ownerName: `${ownerAccount.user.firstName} ${ownerAccount.user.lastName}`,
  };
}

const historyOf = async (agent: ReturnType<typeof nextAgent>, kind: string, id: string) =>
  (await agent.get(`/api/history/${kind}/${id}`)).json;

describe('events of every kind', () => {
  it('creates, updates (before/after in cents and days, lists added/removed) and deletes', async () => {
    const team = await newTeam();
    const { owner, post } = team;
    const client = await post('/api/clients', {
      brandName: 'Nike',
      contacts: [{ name: 'Marie Dupont', email: 'marie@nike.com' }],
    });
    await owner.put(`/api/clients/${client.id}`, {
      brandName: 'Nike France',
      contacts: [{ name: 'Paul Durand', email: 'paul@nike.com' }],
      version: client.version,
    });
    const clientHistory = await historyOf(owner, 'client', client.id);
    expect(clientHistory.items.map((i: { action: string }) => i.action)).toEqual([
      'update',
      'create',
    ]);
    expect(clientHistory.items[0]).toMatchObject({
      actor: { id: team.ownerId, name: team.ownerName },
      kind: 'client',
      recordId: client.id,
      recordLabel: 'Nike France',
      changes: [
        { field: 'brandName', before: 'Nike', after: 'Nike France' },
        {
          field: 'contacts',
          added: ['Paul Durand · paul@nike.com'],
          removed: ['Marie Dupont · marie@nike.com'],
        },
      ],
    });

    const influencer = await post('/api/influencers', influencerBody('Léa Dupont'));
    const deal = {
      name: 'Été',
      type: 'collaboration_entrante',
      clientId: client.id,
      contactDate: '2026-03-02',
      manager: 'Camille',
      billedCents: 400_000,
    };
    const collaboration = await post('/api/collaborations', deal);
    await owner.put(`/api/collaborations/${collaboration.id}`, {
      ...deal,
      billedCents: 500_000,
      contactDate: '2026-03-05',
      influencers: [
        { influencerId: influencer.id, deliverables: [{ type: 'tiktok', priceCents: 50_000 }] },
      ],
      version: 1,
    });
    const [update] = (await historyOf(owner, 'collaboration', collaboration.id)).items;
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: 'billedCents', before: 400_000, after: 500_000 },
        { field: 'contactDate', before: '2026-03-02', after: '2026-03-05' },
        { field: 'totalCents', before: 0, after: 50_000 },
        {
          field: 'influencers',
          added: [`Léa Dupont · ${formatEuros(50_000)} · non payé`],
          removed: [],
        },
      ]),
    );

    const casting = await post('/api/castings', {
      name: 'Lin',
      clientId: client.id,
      description: 'Lin',
    });
    const task = await post('/api/tasks', { title: 'Relancer', dueDate: '2026-11-23' });
    await owner.post(`/api/tasks/${task.id}/toggle`);
    const resource = await post('/api/resources', {
      name: 'Brief',
      type: 'brief',
      description: 'Brief',
      url: 'https://exemple.fr',
    });
    const [toggle] = (await historyOf(owner, 'task', task.id)).items;
    expect(toggle.changes).toEqual([{ field: 'status', before: 'pending', after: 'completed' }]);

    for (const [kind, path, id] of [
      ['casting', 'castings', casting.id],
      ['task', 'tasks', task.id],
      ['resource', 'resources', resource.id],
      ['collaboration', 'collaborations', collaboration.id],
      ['influencer', 'influencers', influencer.id],
      ['client', 'clients', client.id],
    ] as const) {
      expect((await owner.delete(`/api/${path}/${id}`)).status).toBe(200);
      const items = (await historyOf(owner, kind, id)).items as { action: string }[];
      expect(items[0]!.action, kind).toBe('delete');
      expect(items.at(-1)!.action, kind).toBe('create');
    }

    const account = (await owner.get('/api/account')).json;
    await owner.put('/api/account/agency', {
      name: 'Agence Lumière',
      version: account.agency.version,
    });
    await owner.put('/api/account/profile', {
      firstName: 'Léa',
      lastName: 'Moreau',
      jobTitle: '',
      version: account.profileVersion,
    });
    const journal = (await owner.get('/api/history')).json;
    expect(journal.items.slice(0, 2).map((i: { kind: string }) => i.kind)).toEqual([
      'member',
      'agency',
    ]);
    expect(journal.items[1].changes).toEqual([
      { field: 'name', before: expect.any(String), after: 'Agence Lumière' },
    ]);
  });
});

describe('reading the history', () => {
  it('pages newest first; sections, admins and agencies are kept apart', async () => {
    const team = await newTeam();
    const { owner, member, post } = team;
    const client = await post('/api/clients', { brandName: 'Avant' });
    for (let version = 1; version <= 5; version += 1) {
      await owner.put(`/api/clients/${client.id}`, { brandName: `Nom ${version}`, version });
    }
    const first = (await owner.get(`/api/history/client/${client.id}?limit=4`)).json;
    expect(first.items).toHaveLength(4);
    expect(first.items[0].changes[0].after).toBe('Nom 5');
    const second = (
      await owner.get(`/api/history/client/${client.id}?limit=4&cursor=${first.nextCursor}`)
    ).json;
    expect(second.items.map((i: { action: string }) => i.action)).toEqual(['update', 'create']);
    expect(second.nextCursor).toBeNull();
    expect((await owner.get(`/api/history/client/${client.id}?cursor=abc!`)).status).toBe(400);
    expect((await owner.get(`/api/history/nothing/${client.id}`)).status).toBe(422);

    // A member reads the sections they may open; the journal is the admins'.
    expect((await member.get(`/api/history/client/${client.id}`)).status).toBe(200);
    expect((await member.get('/api/history')).status).toBe(403);
    expect((await member.get('/api/history/export.csv')).status).toBe(403);
    expect((await member.get('/api/history/members')).status).toBe(403);
    expect((await member.get(`/api/history/agency/${client.id}`)).status).toBe(403);
    // The journal's member filter: the agency's members, by name.
    const members = (await owner.get('/api/history/members')).json.members as { id: string }[];
    expect(members.map((m) => m.id).sort()).toEqual([team.ownerId, team.memberId].sort());
    const closed = await owner.put(`/api/account/team/${team.memberId}/permissions`, {
      key: 'clients',
      value: false,
    });
    expect(closed.status).toBe(200);
    expect((await member.get(`/api/history/client/${client.id}`)).status).toBe(403);

    // Another agency: nothing to see.
    const other = await newTeam();
    expect((await other.owner.get(`/api/history/client/${client.id}`)).status).toBe(404);
    expect((await other.owner.get('/api/history')).json.items).toEqual([]);
    const theirMembers = (await other.owner.get('/api/history/members')).json.members;
    expect(theirMembers.map((m: { id: string }) => m.id).sort()).toEqual(
      [other.ownerId, other.memberId].sort(),
    );
  });

  it('filters the journal by member, area and period, and exports it as CSV', async () => {
    const team = await newTeam();
    const { owner, member, post } = team;
    await post('/api/clients', { brandName: 'Nike' });
    const task = await member.post('/api/tasks', { title: 'Appeler Nike', dueDate: '2026-11-23' });
    expect(task.status).toBe(201);
    const byMember = (await owner.get(`/api/history?member=${team.memberId}`)).json.items;
    expect(byMember.map((i: { recordLabel: string }) => i.recordLabel)).toEqual(['Appeler Nike']);
    const clients = (await owner.get('/api/history?section=clients')).json.items;
    expect(clients.map((i: { recordLabel: string }) => i.recordLabel)).toEqual(['Nike']);
    expect((await owner.get('/api/history?from=2000-01-01&to=2000-01-02')).json.items).toEqual([]);
    expect((await owner.get('/api/history?from=2026-01-02&to=2026-01-01')).status).toBe(422);
    const csv = await owner.get('/api/history/export.csv?section=clients');
    expect(csv.status).toBe(200);
    const text = await (
      await t.app.request('/api/history/export.csv', {
        headers: { cookie: owner.cookie, 'x-forwarded-for': '198.51.100.250' },
      })
    ).text();
    expect(text).toContain('Date;Membre;Type de fiche;Fiche;Action;Champ;Avant;Après');
    expect(text).toContain('Nike');
    expect(text).toContain('Appeler Nike');
  });
});

describe('the sweep', () => {
  it('deletes only the events older than HISTORY_DAYS', async () => {
    const team = await newTeam();
    const client = await team.post('/api/clients', { brandName: 'Ancien' });
    await t.db.execute(
      sql`update record_events set at = now() - interval '800 days' where record_id = ${client.id}`,
    );
    const recent = await team.post('/api/clients', { brandName: 'Récent' });
    expect(await deleteOldEvents(t.db, 730)).toBeGreaterThanOrEqual(1);
    expect((await team.owner.get(`/api/history/client/${client.id}`)).status).toBe(404);
    expect((await team.owner.get(`/api/history/client/${recent.id}`)).status).toBe(200);
  });
});
