import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createAgent, signUpUser } from '#server/testing/harness';
import { collaborations } from '#server/db/schema/collaborations';
import { fr } from '#shared/i18n/fr';
import {
  t,
  c,
  deliverable,
  body,
  create,
  listNames,
  a,
  b,
} from '#server/features/collaborations/collaborations-testing';

describe('validation', () => {
  it('refuses impossible years and NUL on create and edit with a 422, never a 500', async () => {
    const created = await create(a);
    for (const overrides of [
      { contactDate: '0000-01-01' },
      { signatureDate: '0000-06-15' },
      { contactDate: '2101-01-01', signatureDate: '1899-12-31' },
    ]) {
      for (const send of [
        () => a.agent.post('/api/collaborations', body(a, overrides)),
        () => a.agent.putCurrent(`/api/collaborations/${created.id}`, body(a, overrides)),
      ]) {
        const response = await send();
        expect(response.status).toBe(422);
        for (const field of Object.keys(overrides)) {
          expect(response.json.error.fields[field]).toBe(
            fr.fields.invalidDate(field === 'contactDate' ? c.contactDate : c.signatureDate),
          );
        }
      }
    }
    const nul = await a.agent.post('/api/collaborations', body(a, { name: 'Campagne\u0000' }));
    expect(nul.status).toBe(422);
    expect(nul.json.error.fields.name).toBe(fr.fields.invalidCharacters(c.name));
  });

  it('names every missing field in French', async () => {
    const response = await a.agent.post('/api/collaborations', {});
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({
      name: fr.fields.required(c.name),
      type: fr.fields.invalid(c.type),
      clientId: fr.fields.required(c.client),
      contactDate: fr.fields.required(c.contactDate),
      manager: fr.fields.required(c.manager),
    });
    expect(response.json.error.message).toBe(fr.fields.required(c.name));
  });

  it('refuses bad values, naming the nested field', async () => {
    const response = await a.agent.post(
      '/api/collaborations',
      body(a, {
        contactDate: '2026-02-30',
        signatureDate: 'demain',
        postProgress: 40,
        influencers: [
          {
            influencerId: a.lea,
            paidPercentage: 101,
            deliverables: [deliverable(1.5), { ...deliverable(1), type: 'x'.repeat(61) }],
          },
          { influencerId: a.lea.toUpperCase() },
          { influencerId: 'pas-un-id' },
        ],
      }),
    );
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({
      contactDate: fr.fields.invalidDate(c.contactDate),
      signatureDate: fr.fields.invalidDate(c.signatureDate),
      postProgress: c.messages.postProgress(c.postProgress),
      'influencers.0.paidPercentage': c.messages.percentage(c.paidPercentage),
      'influencers.0.deliverables.0.priceCents': fr.fields.wholeNumber(c.deliverablePrice),
      'influencers.0.deliverables.1.type': fr.forms.maxLength(c.deliverableType, 60),
      'influencers.2.influencerId': fr.fields.invalid(c.influencer),
    });
    const duplicate = await a.agent.post(
      '/api/collaborations',
      body(a, { influencers: [{ influencerId: a.lea }, { influencerId: a.lea.toUpperCase() }] }),
    );
    expect(duplicate.json.error.fields).toEqual({
      'influencers.1.influencerId': c.messages.duplicateInfluencer(c.influencer),
    });
    const tooMuch = await a.agent.post(
      '/api/collaborations',
      body(a, {
        influencers: [
          { influencerId: a.lea, deliverables: [deliverable(2_000_000_000)] },
          { influencerId: a.tom, deliverables: [deliverable(2_000_000_000)] },
        ],
      }),
    );
    expect(tooMuch.json.error.fields).toEqual({
      influencers: c.messages.totalTooLarge(c.influencers),
    });
  });
});

describe('tenant isolation and permissions', () => {
  it("answers 404 for another agency's collaboration, client or influencer, writing nothing", async () => {
    const theirs = await create(b, {
      influencers: [{ influencerId: b.lea, deliverables: [deliverable(100)] }],
    });
    const mine = await create(a);
    const countMine = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(collaborations)
          .where(eq(collaborations.agencyId, a.account.user.agencyId))
      )[0]?.n;
    const before = await countMine();

    expect((await a.agent.get(`/api/collaborations/${theirs.id}`)).status).toBe(404);
    expect((await a.agent.putCurrent(`/api/collaborations/${theirs.id}`, body(a))).status).toBe(
      404,
    );
    expect((await a.agent.delete(`/api/collaborations/${theirs.id}`)).status).toBe(404);
    expect((await a.agent.get('/api/collaborations/not-a-uuid')).status).toBe(404);
    const theirClient = await a.agent.post('/api/collaborations', body(a, { clientId: b.nike }));
    expect(theirClient.status).toBe(404);
    expect(theirClient.json.error.message).toBe(fr.errors.documentNotFound);
    const theirInfluencer = await a.agent.post(
      '/api/collaborations',
      body(a, { influencers: [{ influencerId: b.tom }] }),
    );
    expect(theirInfluencer.status).toBe(404);
    const onMine = await a.agent.putCurrent(
      `/api/collaborations/${mine.id}`,
      body(a, { name: 'Piraté', clientId: b.lancome }),
    );
    expect(onMine.status).toBe(404);

    expect(await countMine()).toBe(before);
    expect((await a.agent.get(`/api/collaborations/${mine.id}`)).json.name).toBe('Été Radieux');
    expect((await b.agent.get(`/api/collaborations/${theirs.id}`)).json).toEqual(theirs);
    const names = await listNames(a.agent, 'limit=100');
    expect(names).not.toContain('Piraté');
    const ids = (await a.agent.get('/api/collaborations?limit=100')).json.items.map(
      (item: { id: string }) => item.id,
    );
    expect(ids).not.toContain(theirs.id);
  });

  it('refuses a member whose collaborations flag is off (403)', async () => {
    const code = (await a.agent.get('/api/account')).json.agency.joinCode;
    const member = createAgent(t.app, '192.0.2.50');
    const { user } = await signUpUser(member, { agency: { code } });
    expect((await member.get('/api/collaborations')).status).toBe(200);
    const managers = (await member.get('/api/collaborations/managers')).json.managers;
    // 'Camille Martin 9' before 'Camille Martin 10': names sort naturally (decision 0019).
    expect(managers.map((m: { name: string }) => m.name)).toEqual(
      [a.account.user, user].map((u) => `${u.firstName} ${u.lastName}`),
    );
    // The form's client and influencer pickers stay open to a member who only has this section.
    for (const key of ['clients', 'influencers']) {
      await a.agent.putCurrent(`/api/account/team/${user.id}/permissions`, { key, value: false });
    }
    expect((await member.get('/api/clients')).status).toBe(403);
    expect((await member.get('/api/clients/picker?q=lanc')).json.items).toEqual([
      { id: a.lancome, brandName: 'Lancôme', sectorMain: null, sectorSub: null },
    ]);
    const picked = (await member.get(`/api/influencers/picker?excludeIds=${a.lea}`)).json.items;
    expect(picked.map((i: { fullName: string }) => i.fullName)).toEqual(['Tom Martin']);
    expect((await member.post('/api/collaborations', body(a))).status).toBe(201);

    await a.agent.putCurrent(`/api/account/team/${user.id}/permissions`, {
      key: 'collaborations',
      value: false,
    });
    const refused = await member.get('/api/collaborations');
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(fr.errors.forbiddenSection);
    expect((await member.post('/api/collaborations', body(a))).status).toBe(403);
    expect((await member.get('/api/collaborations/managers')).status).toBe(403);
  });
});
