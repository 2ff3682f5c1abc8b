import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { privateLinks } from '#server/db/schema/contents';
import { hashLinkToken } from '#server/lib/private-links/link-tokens';
import {
  a,
  callWithLink,
  createDeal,
  createLink,
  t,
  tokenOf,
} from '#server/features/collaborations/links/links-testing';
import { linksText } from '#shared/i18n/fr-links';

describe('a creator link', () => {
  it('is a 256-bit token in the fragment of the page, of which only the hash is stored', async () => {
    const deal = await createDeal();
    const link = await createLink(a, `/api/collaborations/${deal.id}/links/creator/${deal.lea.id}`);
    expect(link.url).toMatch(new RegExp(`^${t.config.appUrl}/lien/createur#[\\w-]{43}$`));
    const token = tokenOf(link.url);
    expect(Buffer.from(token, 'base64url').length).toBe(32);

    const [row] = await t.db.select().from(privateLinks).where(eq(privateLinks.id, link.id));
    expect(row).toMatchObject({
      kind: 'creator',
      collaborationId: deal.id,
      collaborationInfluencerId: deal.lea.id,
      tokenHash: hashLinkToken(token),
      revokedAt: null,
      createdBy: a.account.user.id,
    });
    expect(JSON.stringify(row)).not.toContain(token);
    // 30 days after Léa's last planned publication (2099-03-01), to the end of that day.
    expect(link.expiresAt).toBe('2099-04-01T00:00:00.000Z');

    const me = await callWithLink('/api/link/me', token);
    expect(me.status, me.text).toBe(200);
    expect(me.json).toMatchObject({
      kind: 'creator',
      agencyName: expect.any(String),
      collaborationName: 'Été Radieux',
      brand: 'Lancôme',
      expiresAt: link.expiresAt,
      brief: null,
      influencers: [{ fullName: 'Léa Dupont' }],
    });
    expect(me.json.influencers[0].deliverables).toEqual([
      expect.objectContaining({
        type: 'post_instagram',
        publishOn: '2099-02-01',
        stage: 'to_produce',
      }),
      expect.objectContaining({ type: 'story_instagram', publishOn: '2099-03-01' }),
    ]);
  });

  it('lives 30 days from today when no publication is planned', async () => {
    const deal = await createDeal();
    const before = Date.now();
    const link = await createLink(a, `/api/collaborations/${deal.id}/links/creator/${deal.tom.id}`);
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(30);
    expect(days).toBeLessThan(30.01);
  });

  it('renewed: the old token is refused at once, the new one opens the page', async () => {
    const deal = await createDeal();
    const path = `/api/collaborations/${deal.id}/links/creator/${deal.lea.id}`;
    const first = tokenOf((await createLink(a, path)).url);
    expect((await callWithLink('/api/link/me', first)).status).toBe(200);
    const second = tokenOf((await createLink(a, path)).url);
    expect(second).not.toBe(first);
    const old = await callWithLink('/api/link/me', first);
    expect(old.status).toBe(410);
    expect(old.json.error.message).toBe(linksText.errors.revoked);
    expect((await callWithLink('/api/link/me', second)).status).toBe(200);
  });

  it('created twice at once: one live link remains', async () => {
    const deal = await createDeal();
    const path = `/api/collaborations/${deal.id}/links/creator/${deal.lea.id}`;
    const answers = await Promise.all([a.agent.post(path, {}), a.agent.post(path, {})]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const items = (await a.agent.get(`/api/collaborations/${deal.id}/links`)).json.items;
    expect(items.map((item: { status: string }) => item.status).sort()).toEqual([
      'live',
      'revoked',
    ]);
  });

  it('revoked: refused on the very next request, in French', async () => {
    const deal = await createDeal();
    const link = await createLink(a, `/api/collaborations/${deal.id}/links/creator/${deal.lea.id}`);
    const token = tokenOf(link.url);
    expect((await callWithLink('/api/link/me', token)).status).toBe(200);
    expect((await a.agent.delete(`/api/collaborations/${deal.id}/links/${link.id}`)).status).toBe(
      204,
    );
    const refused = await callWithLink('/api/link/me', token);
    expect(refused.status).toBe(410);
    expect(refused.json.error.message).toBe('Ce lien a été désactivé par l’agence.');
    // Revoking again changes nothing.
    expect((await a.agent.delete(`/api/collaborations/${deal.id}/links/${link.id}`)).status).toBe(
      204,
    );
  });

  it('expired: 410 with its own message', async () => {
    const deal = await createDeal();
    const link = await createLink(a, `/api/collaborations/${deal.id}/links/creator/${deal.lea.id}`);
    await t.db
      .update(privateLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(privateLinks.id, link.id));
    const refused = await callWithLink('/api/link/me', tokenOf(link.url));
    expect(refused.status).toBe(410);
    expect(refused.json.error.message).toBe('Ce lien a expiré. Demandez-en un nouveau à l’agence.');
  });

  it('unknown or malformed: 404, never a 500', async () => {
    for (const token of ['A'.repeat(43), 'court', "x' or '1'='1", '']) {
      const refused = await callWithLink('/api/link/me', token, { ip: '192.0.2.77' });
      expect([404, 401]).toContain(refused.status);
      if (token.length > 0) {
        expect(refused.status).toBe(404);
        expect(refused.json.error.message).toBe('Ce lien n’existe pas.');
      }
    }
  });

  it('notes its last use, at most once a minute', async () => {
    const deal = await createDeal();
    const link = await createLink(a, `/api/collaborations/${deal.id}/links/creator/${deal.lea.id}`);
    const lastUsed = async () =>
      (await t.db.select().from(privateLinks).where(eq(privateLinks.id, link.id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await callWithLink('/api/link/me', tokenOf(link.url));
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await callWithLink('/api/link/me', tokenOf(link.url));
    expect(await lastUsed()).toEqual(first);
  });
});

describe('the list of a deal’s links', () => {
  it('says what each is and its state, never its token nor its hash', async () => {
    const deal = await createDeal();
    const base = `/api/collaborations/${deal.id}/links`;
    const revoked = await createLink(a, `${base}/creator/${deal.lea.id}`);
    const lea = await createLink(a, `${base}/creator/${deal.lea.id}`);
    const brand = await createLink(a, `${base}/brand`);
    const expired = await createLink(a, `${base}/creator/${deal.tom.id}`);
    await t.db
      .update(privateLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(privateLinks.id, expired.id));
    await callWithLink('/api/link/me', tokenOf(lea.url));

    const list = await a.agent.get(base);
    expect(list.status).toBe(200);
    const byId = new Map(list.json.items.map((item: { id: string }) => [item.id, item]));
    expect(byId.get(revoked.id)).toMatchObject({ kind: 'creator', status: 'revoked' });
    expect(byId.get(lea.id)).toEqual({
      id: lea.id,
      kind: 'creator',
      lineId: deal.lea.id,
      fullName: 'Léa Dupont',
      createdAt: expect.any(String),
      expiresAt: lea.expiresAt,
      lastUsedAt: expect.any(String),
      status: 'live',
    });
    expect(byId.get(brand.id)).toMatchObject({
      kind: 'brand',
      lineId: null,
      fullName: null,
      lastUsedAt: null,
      status: 'live',
    });
    expect(byId.get(expired.id)).toMatchObject({ fullName: 'Tom Martin', status: 'expired' });
    const text = JSON.stringify(list.json);
    for (const link of [revoked, lea, brand, expired]) {
      expect(text).not.toContain(tokenOf(link.url));
      expect(text).not.toContain(hashLinkToken(tokenOf(link.url)));
    }
    expect(text).not.toMatch(/token|hash/i);
  });
});

describe('sending a link by mail', () => {
  it('mails the creator who invites them, to which deal, with the link', async () => {
    const deal = await createDeal();
    const agency = (await a.agent.get('/api/account')).json.agency.name as string;
    const link = await createLink(
      a,
      `/api/collaborations/${deal.id}/links/creator/${deal.lea.id}`,
      { email: 'Lea.Dupont@example.fr' },
    );
    expect(link.isMailed).toBe(true);
    const mail = t.mailbox.lastTo('lea.dupont@example.fr');
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(`${agency} vous invite : Été Radieux`);
    expect(mail!.text).toContain('Bonjour Léa Dupont,');
    expect(mail!.text).toContain(
      `${agency} vous invite à suivre vos contenus pour « Été Radieux »`,
    );
    expect(mail!.text).toContain('1 avril 2099');
    expect(mail!.text).toContain(link.url);
    expect(mail!.link).toBe(link.url);
  });

  it('mails the brand the same way, and refuses a bad address', async () => {
    const deal = await createDeal();
    const link = await createLink(a, `/api/collaborations/${deal.id}/links/brand`, {
      email: 'marque@example.fr',
    });
    const mail = t.mailbox.lastTo('marque@example.fr');
    expect(mail!.text).toContain('« Été Radieux » (Lancôme)');
    expect(mail!.text).toContain(link.url);
    expect(link.url).toMatch(/\/lien\/client#[\w-]{43}$/);
    const sent = t.mailbox.sent.length;
    const bad = await a.agent.post(`/api/collaborations/${deal.id}/links/brand`, {
      email: 'pas-une-adresse',
    });
    expect(bad.status).toBe(422);
    expect(t.mailbox.sent.length).toBe(sent);
  });
});
