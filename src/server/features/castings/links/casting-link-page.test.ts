import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { recordEvents } from '#server/db/schema/history';
import { castingProposals } from '#server/db/schema/work';
import { influencerBody } from '#server/testing/bodies';
import {
  callWithLink,
  createAgency,
  createCastingLink,
  createProposedCasting,
  decide,
  jeanne,
  t,
  tokenOf,
} from '#server/features/castings/links/casting-links-testing';
import { castingBody, createCasting } from '#server/features/castings/castings-testing';
import { castingLinksText } from '#shared/i18n/fr-castings-links';

describe('GET /api/link/me for a casting link', () => {
  it('shows the brief and the proposals by named columns: no note, rate, email or phone', async () => {
    const agency = await createAgency();
    const lina = await agency.post(
      '/api/influencers',
      influencerBody('Lina Moreau', {
        internalNotes: 'Très chère, négocier',
        platforms: [
          { name: 'instagram', handle: '@lina', audience: 12_000 },
          { name: 'tiktok', handle: 'lina', audience: 3_500 },
        ],
        rates: [{ type: 'post_instagram', priceCents: 456_789 }],
      }),
    );
    const body = castingBody(agency.clientId, [lina, agency.influencers.tom]);
    body.proposals[0]!.notes = 'Notre préférée, marge 40 %';
    const casting = await createCasting(agency.agent, body);
    const token = tokenOf((await createCastingLink(agency, casting.id)).url);

    const me = await callWithLink('/api/link/me', token, { ip: '192.0.2.50' });
    expect(me.status, me.text).toBe(200);
    const agencyName = (await agency.agent.get('/api/account')).json.agency.name;
    expect(me.json).toEqual({
      kind: 'casting',
      agencyName,
      expiresAt: expect.any(String),
      castingName: 'Été radieux',
      brand: 'Sézane',
      description: 'Trois créatrices pour la collection lin',
      proposals: [
        {
          id: casting.proposals[0]!.id,
          fullName: 'Lina Moreau',
          username: 'lina.moreau',
          platforms: ['instagram', 'tiktok'],
          followers: 15_500,
          status: 'pending',
          decidedBy: null,
        },
        {
          id: casting.proposals[1]!.id,
          fullName: 'Tom Martin',
          username: 'tom.martin',
          platforms: [],
          followers: null,
          status: 'pending',
          decidedBy: null,
        },
      ],
    });
    for (const secret of [
      'Très chère',
      'marge 40',
      '456789',
      '06 98 76 54 32',
      '12 rue des Lilas',
      'Camille',
      'Lyon ou Paris',
      '@lina',
    ]) {
      expect(me.text).not.toContain(secret);
    }
  });
});

describe('POST /api/link/casting/proposals/:proposalId', () => {
  it("sets the status as the agency's buttons do, with the reviewer and a history line", async () => {
    const agency = await createAgency();
    const casting = await createProposedCasting(agency);
    const token = tokenOf((await createCastingLink(agency, casting.id)).url);
    const [lea, tom] = casting.proposals;

    const accepted = await decide(token, lea!.id, { decision: 'accepted', reviewer: jeanne });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.proposals[0]).toMatchObject({
      status: 'accepted',
      decidedBy: 'Jeanne Martin',
    });
    expect(accepted.text).not.toContain(jeanne.email);
    const refused = await decide(token, tom!.id, { decision: 'rejected', reviewer: jeanne });
    expect(refused.json.proposals[1]).toMatchObject({
      status: 'rejected',
      decidedBy: 'Jeanne Martin',
    });

    // The agency's screen: the same statuses and selection as its own buttons give.
    const seen = (await agency.agent.get(`/api/castings/${casting.id}`)).json;
    expect(seen.selectedInfluencerIds).toEqual([agency.influencers.lea]);
    expect(seen.proposals[0]).toMatchObject({
      status: 'accepted',
      decidedByClientName: 'Jeanne Martin',
      decidedByClientAt: expect.any(String),
    });
    const [row] = await t.db
      .select()
      .from(castingProposals)
      .where(eq(castingProposals.id, lea!.id));
    expect(row).toMatchObject({
      decidedByClientName: 'Jeanne Martin',
      decidedByClientEmail: jeanne.email,
    });

    const events = await t.db
      .select()
      .from(recordEvents)
      .where(and(eq(recordEvents.recordId, casting.id), eq(recordEvents.action, 'update')));
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event).toMatchObject({
        actorId: null,
        actorName: castingLinksText.historyActor('Jeanne Martin'),
        kind: 'casting',
      });
    }
    expect(events[0]!.actorName).toBe('Jeanne Martin (client, par son lien)');
  });

  it('clears the reviewer when the agency sets the status itself', async () => {
    const agency = await createAgency();
    const casting = await createProposedCasting(agency);
    const token = tokenOf((await createCastingLink(agency, casting.id)).url);
    const lea = casting.proposals[0]!;
    await decide(token, lea.id, { decision: 'accepted', reviewer: jeanne });
    const reset = await agency.agent.post(
      `/api/castings/${casting.id}/proposals/${lea.id}/reject`,
      {},
    );
    expect(reset.status).toBe(200);
    expect(reset.json.proposals[0]).toMatchObject({
      status: 'rejected',
      decidedByClientName: null,
      decidedByClientAt: null,
    });
    const me = await callWithLink('/api/link/me', token);
    expect(me.json.proposals[0]).toMatchObject({ status: 'rejected', decidedBy: null });
  });

  it('refuses a decision without its reviewer (422 naming the field) and changes nothing', async () => {
    const agency = await createAgency();
    const casting = await createProposedCasting(agency);
    const token = tokenOf((await createCastingLink(agency, casting.id)).url);
    const lea = casting.proposals[0]!.id;
    const cases: Array<[unknown, string]> = [
      [{ decision: 'accepted' }, 'reviewer'],
      [{ decision: 'accepted', reviewer: { email: jeanne.email } }, 'reviewer.name'],
      [{ decision: 'accepted', reviewer: { name: 'Jeanne' } }, 'reviewer.email'],
      [{ decision: 'pending', reviewer: jeanne }, 'decision'],
    ];
    for (const [body, field] of cases) {
      const refused = await decide(token, lea, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.json.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const me = await callWithLink('/api/link/me', token);
    expect(me.json.proposals[0]).toMatchObject({ status: 'pending', decidedBy: null });
  });

  it("answers 404 for another casting's or another agency's proposal, and changes nothing", async () => {
    const agency = await createAgency();
    const other = await createAgency();
    const casting = await createProposedCasting(agency);
    const sibling = await createProposedCasting(agency);
    const theirs = await createProposedCasting(other);
    const token = tokenOf((await createCastingLink(agency, casting.id)).url);
    for (const proposalId of [
      sibling.proposals[0]!.id,
      theirs.proposals[0]!.id,
      '00000000-0000-4000-8000-000000000000',
      'pas-un-id',
    ]) {
      const refused = await decide(token, proposalId, { decision: 'accepted', reviewer: jeanne });
      expect(refused.status, proposalId).toBe(404);
      expect(refused.json.error.message).toBe(castingLinksText.errors.noProposal);
    }
    const theirsNow = (await other.agent.get(`/api/castings/${theirs.id}`)).json;
    expect(theirsNow.proposals[0]).toMatchObject({ status: 'pending', decidedByClientName: null });
    const siblingNow = (await agency.agent.get(`/api/castings/${sibling.id}`)).json;
    expect(siblingNow.proposals[0].status).toBe('pending');
  });

  it("is a casting link's only: a deal's brand link is refused there", async () => {
    const agency = await createAgency();
    const casting = await createProposedCasting(agency);
    const deal = await agency.agent.post('/api/collaborations', {
      name: 'Printemps',
      clientId: agency.clientId,
      type: 'collaboration_entrante',
      contactDate: '2026-01-15',
      manager: 'Camille',
      influencers: [],
    });
    expect(deal.status, JSON.stringify(deal.json)).toBe(201);
    const brand = await agency.agent.post(`/api/collaborations/${deal.json.id}/links/brand`, {});
    expect(brand.status, JSON.stringify(brand.json)).toBe(201);
    const refused = await decide(tokenOf(brand.json.url), casting.proposals[0]!.id, {
      decision: 'accepted',
      reviewer: jeanne,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('link_not_here');
    const me = await callWithLink('/api/link/me', tokenOf(brand.json.url));
    expect(me.json.kind).toBe('brand');
    const seen = (await agency.agent.get(`/api/castings/${casting.id}`)).json;
    expect(seen.proposals[0].status).toBe('pending');
  });

  it("opens nothing of a deal: the creator's and brand's routes refuse a casting link", async () => {
    const agency = await createAgency();
    const casting = await createProposedCasting(agency);
    const token = tokenOf((await createCastingLink(agency, casting.id)).url);
    const some = casting.proposals[0]!.id;
    // The contract's routes of creator and brand pages (shared/schemas/link-pages.ts).
    const routes: Array<[string, string, unknown]> = [
      ['POST', `/api/link/contents/${some}/versions`, { uploadIds: ['x'] }],
      ['POST', `/api/link/contents/${some}/comments`, { body: 'Bonjour', reviewer: jeanne }],
      ['POST', `/api/link/contents/${some}/actions`, { action: 'approve', reviewer: jeanne }],
      ['GET', `/api/link/files/${some}`, undefined],
    ];
    for (const [method, path, body] of routes) {
      const refused = await callWithLink(path, token, { method, body });
      expect([403, 404], `${method} ${path}`).toContain(refused.status);
    }
    const seen = (await agency.agent.get(`/api/castings/${casting.id}`)).json;
    expect(seen.proposals.map((p: { status: string }) => p.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
  });
});
