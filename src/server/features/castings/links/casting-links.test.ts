import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { privateLinks } from '#server/db/schema/contents';
import { hashLinkToken } from '#server/lib/private-links/link-tokens';
import { createAgent, signUpUser } from '#server/testing/harness';
import {
  callWithLink,
  createAgency,
  createCastingLink,
  createProposedCasting,
  t,
  tokenOf,
} from '#server/features/castings/links/casting-links-testing';
import { fr } from '#shared/i18n/fr';
import { linksText } from '#shared/i18n/fr-links';

const DAY_MS = 86_400_000;

describe("'Envoyer la sélection au client'", () => {
  it('makes a 256-bit token in the fragment of /lien/casting, stored hashed, for 30 days', async () => {
    const agency = await createAgency();
    const casting = await createProposedCasting(agency);
    const before = Date.now();
    const link = await createCastingLink(agency, casting.id);
    expect(link.url).toMatch(new RegExp(`^${t.config.appUrl}/lien/casting#[\\w-]{43}$`));
    const token = tokenOf(link.url);
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    expect(link.isMailed).toBe(false);

    const [row] = await t.db.select().from(privateLinks).where(eq(privateLinks.id, link.id));
    expect(row).toMatchObject({
      kind: 'casting',
      castingId: casting.id,
      collaborationId: null,
      collaborationInfluencerId: null,
      tokenHash: hashLinkToken(token),
      revokedAt: null,
      createdBy: agency.account.user.id,
    });
    expect(JSON.stringify(row)).not.toContain(token);
    // Decision 0053: a casting has no publication date, so 30 days from the link's creation.
    const expiresAt = Date.parse(link.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);

    const me = await callWithLink('/api/link/me', token);
    expect(me.status, me.text).toBe(200);
    expect(me.json).toMatchObject({ kind: 'casting', castingName: 'Été radieux' });
    expect(me.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('renews: one live link per casting, the old one answers 410 at once', async () => {
    const agency = await createAgency();
    const casting = await createProposedCasting(agency);
    const first = await createCastingLink(agency, casting.id);
    const second = await createCastingLink(agency, casting.id);
    const old = await callWithLink('/api/link/me', tokenOf(first.url), { ip: '192.0.2.31' });
    expect(old.status).toBe(410);
    expect(old.json.error.message).toBe(linksText.errors.revoked);
    expect((await callWithLink('/api/link/me', tokenOf(second.url))).status).toBe(200);

    const list = await agency.agent.get(`/api/castings/${casting.id}/links`);
    expect(list.status).toBe(200);
    expect(list.json.items.map((item: { id: string; status: string }) => item.status)).toEqual([
      'live',
      'revoked',
    ]);
    expect(list.json.items[0]).toMatchObject({ id: second.id, kind: 'casting', fullName: null });
    const text = JSON.stringify(list.json);
    for (const url of [first.url, second.url]) {
      expect(text).not.toContain(tokenOf(url));
      expect(text).not.toContain(hashLinkToken(tokenOf(url)));
    }
  });

  it("'Désactiver' revokes: the next request answers 410", async () => {
    const agency = await createAgency();
    const casting = await createProposedCasting(agency);
    const link = await createCastingLink(agency, casting.id);
    const token = tokenOf(link.url);
    expect((await callWithLink('/api/link/me', token)).status).toBe(200);
    const revoked = await agency.agent.delete(`/api/castings/${casting.id}/links/${link.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.json).toEqual({ id: link.id });
    const after = await callWithLink('/api/link/me', token, { ip: '192.0.2.32' });
    expect(after.status).toBe(410);
    expect(after.json.error.code).toBe('link_revoked');
    const decision = await callWithLink(
      `/api/link/casting/proposals/${casting.proposals[0]!.id}`,
      token,
      {
        ip: '192.0.2.32',
        body: { decision: 'accepted', reviewer: { name: 'A', email: 'a@b.fr' } },
      },
    );
    expect(decision.status).toBe(410);
    const list = await agency.agent.get(`/api/castings/${casting.id}/links`);
    expect(list.json.items[0].status).toBe('revoked');
  });

  it('mails the link when an address is given, and refuses a bad one', async () => {
    const agency = await createAgency();
    const casting = await createProposedCasting(agency);
    const link = await createCastingLink(agency, casting.id, { email: 'Marie@Sezane.example' });
    expect(link.isMailed).toBe(true);
    const agencyName = (await agency.agent.get('/api/account')).json.agency.name;
    const mail = t.mailbox.lastTo('marie@sezane.example');
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(`${agencyName} vous propose une sélection : Été radieux`);
    expect(mail!.text).toContain('« Été radieux » (Sézane)');
    expect(mail!.text).toContain(link.url);
    expect(mail!.link).toBe(link.url);

    const bad = await agency.agent.post(`/api/castings/${casting.id}/links/client`, {
      email: 'pas une adresse',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.error.fields ?? {})).toContain('email');
  });

  it("answers 404 for another agency's casting or link, and changes nothing", async () => {
    const mine = await createAgency();
    const theirs = await createAgency();
    const casting = await createProposedCasting(theirs);
    const link = await createCastingLink(theirs, casting.id);
    const base = `/api/castings/${casting.id}/links`;
    expect((await mine.agent.get(base)).status).toBe(404);
    expect((await mine.agent.post(`${base}/client`, {})).status).toBe(404);
    expect((await mine.agent.delete(`${base}/${link.id}`)).status).toBe(404);
    // Their link through my casting: not mine either.
    const own = await createProposedCasting(mine);
    expect((await mine.agent.delete(`/api/castings/${own.id}/links/${link.id}`)).status).toBe(404);
    expect((await callWithLink('/api/link/me', tokenOf(link.url))).status).toBe(200);
    const list = await theirs.agent.get(base);
    expect(list.json.items).toHaveLength(1);
    expect(list.json.items[0].status).toBe('live');
  });

  it('needs the Casting section (403) and a session (401)', async () => {
    const agency = await createAgency();
    const casting = await createProposedCasting(agency);
    const link = await createCastingLink(agency, casting.id);
    const code = (await agency.agent.get('/api/account')).json.agency.joinCode;
    const member = createAgent(t.app, '192.0.2.40');
    const { user } = await signUpUser(member, { agency: { code } });
    const base = `/api/castings/${casting.id}/links`;
    expect((await member.get(base)).status).toBe(200);
    await agency.agent.putCurrent(`/api/account/team/${user.id}/permissions`, {
      key: 'casting',
      value: false,
    });
    for (const refused of [
      await member.get(base),
      await member.post(`${base}/client`, {}),
      await member.delete(`${base}/${link.id}`),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.json.error.message).toBe(fr.errors.forbiddenSection);
    }
    expect((await createAgent(t.app, '192.0.2.41').get(base)).status).toBe(401);
  });

  it('opens /api/link/* only: every other route refuses its header with a 401', async () => {
    const agency = await createAgency();
    const casting = await createProposedCasting(agency);
    const token = tokenOf((await createCastingLink(agency, casting.id)).url);
    const proposal = casting.proposals[0]!.id;
    const routes: Array<[string, string]> = [
      ['GET', '/api/castings'],
      ['GET', `/api/castings/${casting.id}`],
      ['GET', `/api/castings/${casting.id}/links`],
      ['POST', `/api/castings/${casting.id}/links/client`],
      ['POST', `/api/castings/${casting.id}/proposals/${proposal}/accept`],
      ['GET', '/api/influencers'],
      ['GET', '/api/clients'],
      ['GET', '/api/collaborations'],
      ['GET', '/api/account'],
      ['GET', '/api/history'],
    ];
    for (const [method, path] of routes) {
      for (const cookie of [undefined, agency.agent.cookie]) {
        const refused = await callWithLink(path, token, { method, cookie });
        expect(refused.status, `${method} ${path}`).toBe(401);
        expect(refused.json.error.code).toBe('link_not_here');
      }
    }
    const unchanged = await agency.agent.get(`/api/castings/${casting.id}`);
    expect(unchanged.json.proposals[0].status).toBe('pending');
  });
});
