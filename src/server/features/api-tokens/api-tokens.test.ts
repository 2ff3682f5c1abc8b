import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { agencies } from '#server/db/schema/identity';
import { apiTokens } from '#server/db/schema/api-tokens';
import {
  callWithToken,
  createToken,
  member,
  memberId,
  otherOwner,
  owner,
  setPermission,
  t,
} from '#server/features/api-tokens/api-tokens-testing';
import { createAgent, signUpUser } from '#server/testing/harness';

// Decision 0066: a member's personal tokens on Compte — shown once, stored as a hash, within
// the member's sections, revoked at once; nobody else's to list or revoke.

describe('creating a token', () => {
  it('shows the token once and stores only its SHA-256 and prefix', async () => {
    const created = await createToken(owner, { name: 'Make – factures', expiry: '90' });
    expect(created.token).toMatch(/^ifd_[0-9a-f]{10}_[\w-]{43}$/);
    expect(created.token.split('_')[1]).toBe(created.prefix);
    expect(created).toMatchObject({
      name: 'Make – factures',
      sections: ['collaborations', 'todo', 'clients'],
      status: 'live',
      lastUsedAt: null,
    });
    const days = (Date.parse(created.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    const secret = created.token.slice(15);
    const stored = await t.db.execute(sql`select * from api_tokens`);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const list = await owner.get('/api/api-tokens');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.json)).not.toContain(secret);
    expect(JSON.stringify(list.json)).not.toContain(row!.tokenHash);
    const item = list.json.items.find((token: { id: string }) => token.id === created.id);
    expect(item).toMatchObject({ name: 'Make – factures', prefix: created.prefix, status: 'live' });
    expect(item.token).toBeUndefined();
  });

  it('refuses a missing name, an unknown expiry and no section, naming the field', async () => {
    const refused = async (body: object) => {
      const answer = await owner.post('/api/api-tokens', body);
      expect(answer.status).toBe(422);
      return answer.json.error.fields;
    };
    const base = { name: 'Zapier', expiry: '30', sections: ['clients'] };
    expect((await refused({ ...base, name: '  ' })).name).toBe('Le champ « Nom » est requis.');
    expect((await refused({ ...base, expiry: '60' })).expiry).toContain('Expiration');
    expect((await refused({ ...base, sections: [] })).sections).toContain('au moins une section');
    expect(Object.keys(await refused({ ...base, sections: ['superadmin'] }))).toEqual([
      'sections.0',
    ]);
  });

  it('offers and accepts only the sections the member can open now', async () => {
    expect((await setPermission(memberId, 'accounting', false)).status).toBe(200);
    const list = await member.get('/api/api-tokens');
    expect(list.json.availableSections).not.toContain('accounting');
    expect(list.json.availableSections).toContain('clients');
    const refused = await member.post('/api/api-tokens', {
      name: 'Compta',
      expiry: 'never',
      sections: ['clients', 'accounting'],
    });
    expect(refused.status).toBe(422);
    expect(refused.json.error.fields.sections).toBe(
      '« Sections » : vous n’avez pas accès à « Comptabilité influenceur ».',
    );
    expect((await setPermission(memberId, 'accounting', true)).status).toBe(200);
    await createToken(member, { sections: ['accounting'] });
  });

  it('is refused to a demo agency’s member', async () => {
    const demo = createAgent(t.app, '203.0.113.40');
    const { user } = await signUpUser(demo);
    await t.db
      .update(agencies)
      .set({ demoExpiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(agencies.id, user.agencyId));
    t.sessions.forgetEverything();
    const refused = await demo.post('/api/api-tokens', {
      name: 'Démo',
      expiry: 'never',
      sections: ['clients'],
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('demo_unavailable');
  });
});

describe('my tokens', () => {
  it('are mine alone: another member or agency sees none and revokes none (404)', async () => {
    const mine = await createToken(member, { name: 'À moi' });
    const ownerList = await owner.get('/api/api-tokens');
    expect(ownerList.json.items.map((item: { id: string }) => item.id)).not.toContain(mine.id);
    expect((await otherOwner.get('/api/api-tokens')).json.items).toEqual([]);
    for (const agent of [owner, otherOwner]) {
      const refused = await agent.delete(`/api/api-tokens/${mine.id}`);
      expect(refused.status).toBe(404);
      expect(refused.json.error.message).toBe('Ce jeton n’existe pas.');
    }
    expect((await owner.delete('/api/api-tokens/pas-un-id')).status).toBe(404);
    expect((await callWithToken(t.app, '/api/v1/token', mine.token)).status).toBe(200);
  });

  it('is revoked at once, and listed as such', async () => {
    const created = await createToken(owner, { name: 'Sheets' });
    expect((await callWithToken(t.app, '/api/v1/token', created.token)).status).toBe(200);
    expect((await owner.delete(`/api/api-tokens/${created.id}`)).status).toBe(204);
    const refused = await callWithToken(t.app, '/api/v1/token', created.token);
    expect(refused.status).toBe(401);
    expect(refused.json.error).toEqual({
      code: 'token_revoked',
      message: 'Ce jeton d’API a été révoqué.',
    });
    const list = await owner.get('/api/api-tokens');
    const item = list.json.items.find((token: { id: string }) => token.id === created.id);
    expect(item.status).toBe('revoked');
    // Revoking again changes nothing.
    expect((await owner.delete(`/api/api-tokens/${created.id}`)).status).toBe(204);
  });

  it('are routes of a signed-in member of an agency', async () => {
    expect((await createAgent(t.app).get('/api/api-tokens')).status).toBe(401);
    const loner = createAgent(t.app, '203.0.113.41');
    await signUpUser(loner, { agency: 'none' });
    expect((await loner.get('/api/api-tokens')).status).toBe(403);
  });
});
