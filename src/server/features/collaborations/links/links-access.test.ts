import { describe, expect, it } from 'vitest';
import { createAgent, signUpUser } from '#server/testing/harness';
import {
  a,
  b,
  callWithLink,
  createDeal,
  createLink,
  t,
  tokenOf,
} from '#server/features/collaborations/links/links-testing';
import { fr } from '#shared/i18n/fr';

// Money in any shape: a link's page shows none.
const MONEY_KEY = /cents|price|rate|margin|total|billed|cost|paid|invoice/i;

function keysOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      keysOf(item, out);
    }
  }
  return out;
}

describe('what a link shows', () => {
  it('a creator: their own line, no price, no other creator', async () => {
    const deal = await createDeal();
    const link = await createLink(a, `/api/collaborations/${deal.id}/links/creator/${deal.lea.id}`);
    const me = await callWithLink('/api/link/me', tokenOf(link.url));
    expect(me.status).toBe(200);
    const keys = keysOf(me.json);
    for (const key of ['rateCents', 'priceCents', 'billedCents', 'total', 'totalCents']) {
      expect(keys).not.toContain(key);
    }
    expect(keys.filter((key) => MONEY_KEY.test(key))).toEqual([]);
    expect(me.text).not.toContain('Tom Martin');
    expect(me.text).not.toContain(deal.tom.id);
    expect(me.text).not.toMatch(/120000|80000|900000/);
    expect(me.json.influencers).toHaveLength(1);
    expect(me.json.influencers[0].deliverables).toHaveLength(2);
    // The contract's fields (shared/schemas/link-pages.ts), nothing more.
    expect(Object.keys(me.json.influencers[0].deliverables[0]).sort()).toEqual(
      [
        'actions',
        'comments',
        'description',
        'id',
        'isLate',
        'publishOn',
        'publishedOn',
        'publishedUrl',
        'stage',
        'type',
        'versions',
      ].sort(),
    );
    expect(me.json.influencers[0].deliverables[0].actions).toEqual(['send_draft']);
  });

  it('a brand: the deal, every creator and their contents, no price', async () => {
    const deal = await createDeal();
    const link = await createLink(a, `/api/collaborations/${deal.id}/links/brand`);
    const me = await callWithLink('/api/link/me', tokenOf(link.url));
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      kind: 'brand',
      collaborationName: 'Été Radieux',
      brand: 'Lancôme',
      expiresAt: '2099-04-01T00:00:00.000Z',
    });
    expect(me.json.influencers.map((i: { fullName: string }) => i.fullName)).toEqual([
      'Léa Dupont',
      'Tom Martin',
    ]);
    expect(me.json.influencers[1].deliverables).toEqual([
      expect.objectContaining({ type: 'reel_instagram', publishOn: null, stage: 'to_produce' }),
    ]);
    expect(keysOf(me.json).filter((key) => MONEY_KEY.test(key))).toEqual([]);
    expect(me.text).not.toMatch(/120000|80000|50000|900000/);
  });
});

describe('managing links', () => {
  it("answers 404 to another agency's member, and changes nothing", async () => {
    const deal = await createDeal();
    const link = await createLink(a, `/api/collaborations/${deal.id}/links/creator/${deal.lea.id}`);
    const base = `/api/collaborations/${deal.id}/links`;
    expect((await b.agent.post(`${base}/creator/${deal.lea.id}`, {})).status).toBe(404);
    expect((await b.agent.post(`${base}/brand`, {})).status).toBe(404);
    expect((await b.agent.get(base)).status).toBe(404);
    expect((await b.agent.delete(`${base}/${link.id}`)).status).toBe(404);
    // Their own deal's path with this agency's link: not found either.
    const theirs = await createDeal(b);
    expect((await b.agent.delete(`/api/collaborations/${theirs.id}/links/${link.id}`)).status).toBe(
      404,
    );
    expect((await callWithLink('/api/link/me', tokenOf(link.url))).status).toBe(200);
    const list = (await a.agent.get(base)).json.items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: link.id, status: 'live' });
  });

  it('refuses a line of another deal, and ids that are no ids', async () => {
    const deal = await createDeal();
    const other = await createDeal();
    const path = `/api/collaborations/${deal.id}/links/creator/${other.lea.id}`;
    expect((await a.agent.post(path, {})).status).toBe(404);
    expect(
      (await a.agent.post(`/api/collaborations/${deal.id}/links/creator/nope`, {})).status,
    ).toBe(404);
    expect((await a.agent.delete(`/api/collaborations/${deal.id}/links/nope`)).status).toBe(404);
  });

  it('refuses a member without the Collaborations section (403)', async () => {
    const deal = await createDeal();
    const link = await createLink(a, `/api/collaborations/${deal.id}/links/brand`);
    const code = (await a.agent.get('/api/account')).json.agency.joinCode;
    const member = createAgent(t.app, '192.0.2.150');
    const { user } = await signUpUser(member, { agency: { code } });
    const base = `/api/collaborations/${deal.id}/links`;
    expect((await member.get(base)).status).toBe(200);
    await a.agent.putCurrent(`/api/account/team/${user.id}/permissions`, {
      key: 'collaborations',
      value: false,
    });
    for (const refused of [
      await member.get(base),
      await member.post(`${base}/brand`, {}),
      await member.post(`${base}/creator/${deal.lea.id}`, {}),
      await member.delete(`${base}/${link.id}`),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.json.error.message).toBe(fr.errors.forbiddenSection);
    }
    expect((await callWithLink('/api/link/me', tokenOf(link.url))).status).toBe(200);
  });

  it('needs a session', async () => {
    const deal = await createDeal();
    const stranger = createAgent(t.app, '192.0.2.151');
    expect((await stranger.get(`/api/collaborations/${deal.id}/links`)).status).toBe(401);
  });
});
