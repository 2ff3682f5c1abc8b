import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { castings } from '#server/db/schema/work';
import {
  castingBody,
  createAgency,
  createCasting,
  names,
  t,
} from '#server/features/castings/castings-testing';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { fr } from '#shared/i18n/fr';

describe('creating and editing a casting', () => {
  it('takes the brand from the client, drops empty criteria, starts active', async () => {
    const { agent, clientId, influencers } = await createAgency();
    const created = await createCasting(
      agent,
      castingBody(clientId, [influencers.lea, influencers.tom]),
    );
    expect(created).toMatchObject({
      name: 'Été radieux',
      brand: 'Sézane',
      status: 'active',
      requirements: ['Lyon ou Paris', '10k abonnés'],
      collaborationId: null,
      selectedInfluencerIds: [],
    });
    expect(names(created.proposals)).toEqual(['Léa Dupont', 'Tom Martin']);
    expect(created.proposals.map((p) => p.status)).toEqual(['pending', 'pending']);
  });

  it('names the missing fields (422) and writes nothing', async () => {
    const { agent } = await createAgency();
    const response = await agent.post('/api/castings', { name: ' ', description: '' });
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.error.fields).sort()).toEqual([
      'clientId',
      'description',
      'name',
    ]);
    expect(response.json.error.fields.name).toBe(fr.fields.required('Nom du casting'));
  });

  it('refuses the same influencer twice (422) and keeps statuses and ids on edit', async () => {
    const { agent, clientId, influencers } = await createAgency();
    const twice = await agent.post(
      '/api/castings',
      castingBody(clientId, [influencers.lea, influencers.lea]),
    );
    expect(twice.status).toBe(422);
    const created = await createCasting(
      agent,
      castingBody(clientId, [influencers.lea, influencers.tom]),
    );
    const [lea] = created.proposals;
    await agent.post(`/api/castings/${created.id}/proposals/${lea!.id}/accept`);
    // Tom removed, Zoé added first, Léa kept (accepted, same id).
    const edited = await agent.putCurrent(
      `/api/castings/${created.id}`,
      castingBody(clientId, [influencers.zoe, influencers.lea], { name: 'Été lumineux' }),
    );
    expect(edited.status).toBe(200);
    expect(names(edited.json.proposals)).toEqual(['Zoé Bernard', 'Léa Dupont']);
    expect(edited.json.proposals[1]).toMatchObject({ id: lea!.id, status: 'accepted' });
    expect(edited.json.proposals[0].status).toBe('pending');
    expect(edited.json.selectedInfluencerIds).toEqual([influencers.lea]);
  });

  it('refuses a newly proposed archived influencer', async () => {
    const { agent, clientId, influencers } = await createAgency();
    await agent.post(`/api/influencers/${influencers.zoe}/archive`);
    const response = await agent.post('/api/castings', castingBody(clientId, [influencers.zoe]));
    expect(response.status).toBe(422);
    expect(response.json.error.fields['proposals.0.influencerId']).toBe(
      castingsScreen.archivedInfluencer,
    );
  });
});

describe('proposals and status', () => {
  it('accepts, refuses, resets and removes one proposal at a time', async () => {
    const { agent, clientId, influencers } = await createAgency();
    const created = await createCasting(
      agent,
      castingBody(clientId, [influencers.lea, influencers.tom]),
    );
    const [lea, tom] = created.proposals;
    const base = `/api/castings/${created.id}/proposals`;
    expect((await agent.post(`${base}/${lea!.id}/accept`)).json.selectedInfluencerIds).toEqual([
      influencers.lea,
    ]);
    const refused = await agent.post(`${base}/${tom!.id}/reject`);
    expect(refused.json.proposals.map((p: { status: string }) => p.status)).toEqual([
      'accepted',
      'rejected',
    ]);
    const reset = await agent.post(`${base}/${lea!.id}/reset`);
    expect(reset.json.selectedInfluencerIds).toEqual([]);
    const removed = await agent.delete(`${base}/${tom!.id}`);
    expect(names(removed.json.proposals)).toEqual(['Léa Dupont']);
    expect((await agent.delete(`${base}/${tom!.id}`)).status).toBe(404);
    expect((await agent.post(`${base}/pas-un-id/accept`)).status).toBe(404);
  });

  it('changes the status at once, closes, and reopens (decision 0026: closing is not final)', async () => {
    const { agent, clientId } = await createAgency();
    const created = await createCasting(agent, castingBody(clientId, []));
    const draft = await agent.putCurrent(`/api/castings/${created.id}/status`, { status: 'draft' });
    expect(draft.json.status).toBe('draft');
    expect(
      (await agent.putCurrent(`/api/castings/${created.id}/status`, { status: 'x' })).status,
    ).toBe(422);
    const closed = await agent.post(`/api/castings/${created.id}/close`);
    expect(closed.json.status).toBe('closed');
    const reopened = await agent.putCurrent(`/api/castings/${created.id}/status`, {
      status: 'active',
    });
    expect(reopened.status).toBe(200);
    expect(reopened.json.status).toBe('active');
  });
});

describe('the list', () => {
  it('searches name and brand without accents, filters by status, pages newest first', async () => {
    const { agent, clientId } = await createAgency();
    for (const name of ['Rentrée', 'Noël', 'Été']) {
      await createCasting(agent, castingBody(clientId, [], { name }));
    }
    const firstPage = await agent.get('/api/castings?limit=2');
    expect(firstPage.json.items.map((c: { name: string }) => c.name)).toEqual(['Été', 'Noël']);
    const next = await agent.get(`/api/castings?limit=2&cursor=${firstPage.json.nextCursor}`);
    expect(next.json.items.map((c: { name: string }) => c.name)).toEqual(['Rentrée']);
    expect(next.json.nextCursor).toBeNull();
    const search = async (q: string) =>
      (await agent.get(`/api/castings?q=${encodeURIComponent(q)}`)).json.items.map(
        (c: { name: string }) => c.name,
      );
    expect(await search('noel')).toEqual(['Noël']);
    // One or two characters match anywhere (issue 27), mid-word too.
    expect(await search('ee')).toEqual(['Rentrée']);
    expect(await search('OË')).toEqual(['Noël']);
    expect(await search('t')).toEqual(['Été', 'Rentrée']);
    expect(await search('sezane')).toEqual(['Été', 'Noël', 'Rentrée']);
    const active = await agent.get('/api/castings?status=draft');
    expect(active.json.items).toEqual([]);
    expect((await agent.get('/api/castings?cursor=WyJ4Il0')).status).toBe(400);
  });
});

describe('isolation and permission', () => {
  it("keeps another agency's castings, clients and influencers out of reach", async () => {
    const mine = await createAgency();
    const theirs = await createAgency();
    const their = await createCasting(
      theirs.agent,
      castingBody(theirs.clientId, [theirs.influencers.lea]),
    );
    const proposal = their.proposals[0]!.id;
    for (const response of [
      await mine.agent.get(`/api/castings/${their.id}`),
      await mine.agent.putCurrent(`/api/castings/${their.id}`, castingBody(mine.clientId, [])),
      await mine.agent.putCurrent(`/api/castings/${their.id}/status`, { status: 'draft' }),
      await mine.agent.post(`/api/castings/${their.id}/close`),
      await mine.agent.post(`/api/castings/${their.id}/proposals/${proposal}/accept`),
      await mine.agent.delete(`/api/castings/${their.id}/proposals/${proposal}`),
      await mine.agent.get(`/api/castings/${their.id}/collaboration-draft`),
      await mine.agent.delete(`/api/castings/${their.id}`),
      await mine.agent.post('/api/castings', castingBody(theirs.clientId, [])),
      await mine.agent.post('/api/castings', castingBody(mine.clientId, [theirs.influencers.tom])),
    ]) {
      expect(response.status).toBe(404);
    }
    const [row] = await t.db.select().from(castings).where(eq(castings.id, their.id));
    expect(row).toMatchObject({ name: 'Été radieux', status: 'active' });
    expect((await mine.agent.get('/api/castings')).json.items).toEqual([]);
  });

  it('needs the Casting permission (403)', async () => {
    const owner = await createAgency();
    const code = (await owner.agent.get('/api/account')).json.agency.joinCode as string;
    const { createAgent, signUpUser } = await import('#server/testing/harness');
    const member = createAgent(t.app, '198.51.100.250');
    const account = await signUpUser(member, { agency: { code } });
    await owner.agent.putCurrent(`/api/account/team/${account.user.id}/permissions`, {
      key: 'casting',
      value: false,
    });
    const created = await createCasting(owner.agent, castingBody(owner.clientId, []));
    expect((await member.get('/api/castings')).status).toBe(403);
    expect((await member.get(`/api/castings/${created.id}`)).status).toBe(403);
    expect((await member.post('/api/castings', castingBody(owner.clientId, []))).status).toBe(403);
    expect((await member.delete(`/api/castings/${created.id}`)).status).toBe(403);
  });
});

describe('from casting to collaboration', () => {
  it('drafts the deal from the accepted influencers and links the one created', async () => {
    const { agent, clientId, influencers } = await createAgency();
    const created = await createCasting(
      agent,
      castingBody(clientId, [influencers.lea, influencers.tom, influencers.zoe]),
    );
    const draftUrl = `/api/castings/${created.id}/collaboration-draft`;
    expect((await agent.get(draftUrl)).status).toBe(409);
    const [lea, tom] = created.proposals;
    await agent.post(`/api/castings/${created.id}/proposals/${lea!.id}/accept`);
    await agent.post(`/api/castings/${created.id}/proposals/${tom!.id}/accept`);
    const draft = await agent.get(draftUrl);
    expect(draft.status).toBe(200);
    expect(draft.json).toMatchObject({
      castingId: created.id,
      name: 'Été radieux',
      clientId,
      brand: 'Sézane',
      type: 'casting_interne',
      influencers: [
        {
          influencerId: influencers.lea,
          deliverables: [{ type: 'post_instagram', priceCents: 90_000 }],
        },
        { influencerId: influencers.tom, deliverables: [] },
      ],
    });
    const body = {
      name: draft.json.name,
      type: draft.json.type,
      clientId: draft.json.clientId,
      contactDate: '2026-11-23',
      manager: 'Camille',
      castingId: created.id,
      influencers: draft.json.influencers.map(
        (line: { influencerId: string; deliverables: object[] }) => ({
          influencerId: line.influencerId,
          deliverables: line.deliverables,
        }),
      ),
    };
    const collaboration = await agent.post('/api/collaborations', body);
    expect(collaboration.status).toBe(201);
    expect(collaboration.json.totalCents).toBe(90_000);
    const linked = await agent.get(`/api/castings/${created.id}`);
    expect(linked.json.collaborationId).toBe(collaboration.json.id);
    // Once made, a second hand-over is refused and creates nothing.
    expect((await agent.get(draftUrl)).status).toBe(409);
    expect((await agent.post('/api/collaborations', body)).status).toBe(409);
  });

  it("refuses to link another agency's casting (404)", async () => {
    const mine = await createAgency();
    const theirs = await createAgency();
    const their = await createCasting(theirs.agent, castingBody(theirs.clientId, []));
    const response = await mine.agent.post('/api/collaborations', {
      name: 'Pirate',
      type: 'casting_interne',
      clientId: mine.clientId,
      contactDate: '2026-11-23',
      manager: 'Camille',
      castingId: their.id,
    });
    expect(response.status).toBe(404);
    expect(response.json.error.fields.castingId).toBeDefined();
    expect((await mine.agent.get('/api/collaborations')).json.items).toEqual([]);
  });
});
