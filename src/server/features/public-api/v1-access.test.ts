import { describe, expect, it } from 'vitest';
import { influencerBody } from '#server/testing/bodies';
import {
  callV1,
  closeSection,
  newCaller,
  type Caller,
} from '#server/features/public-api/public-api-testing';
import { apiTokensText } from '#shared/i18n/fr-api-tokens';
import { fr } from '#shared/i18n/fr';

// Through /api/v1: the token authenticates, another agency's rows are 404 and change not, and
// a section the token (or its member, later) does not open is 403. Answers checked by callV1.

async function seedRows(caller: Caller) {
  const client = (await callV1(caller, 'POST', '/clients', { brandName: 'Atelier Verde' })).json;
  const influencer = (await callV1(caller, 'POST', '/influencers', influencerBody('Léa Martin')))
    .json;
  const task = (
    await callV1(caller, 'POST', '/tasks', { title: 'Relancer', dueDate: '2026-05-04' })
  ).json;
  const deal = (
    await callV1(caller, 'POST', '/collaborations', {
      name: 'Printemps',
      type: 'collaboration_entrante',
      clientId: client.id,
      contactDate: '2026-03-02',
      manager: 'Camille',
    })
  ).json;
  return [
    { path: `/clients/${client.id}`, body: { brandName: 'Pris', version: 1 } },
    { path: `/influencers/${influencer.id}`, body: { ...influencerBody('Pris'), version: 1 } },
    { path: `/tasks/${task.id}`, body: { title: 'Pris', dueDate: '2026-05-05', version: 1 } },
    {
      path: `/collaborations/${deal.id}`,
      body: {
        name: 'Pris',
        type: 'casting_interne',
        clientId: null,
        contactDate: '2026-03-02',
        manager: 'X',
        version: 1,
      },
    },
  ];
}

describe('/api/v1 access', () => {
  it('needs a token: none, a cookie or a wrong one is a 401 in French', async () => {
    const caller = await newCaller();
    const anonymous = { ...caller, headers: {} };
    const none = await callV1(anonymous, 'GET', '/clients');
    expect(none.status).toBe(401);
    expect(none.json.error.message).toBe(apiTokensText.errors.missing);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    // The member's browser session opens the screens, not the API.
    const session = await caller.member.get('/api/v1/clients');
    expect(session.status).toBe(401);
    const wrong = { ...caller, headers: { authorization: 'Bearer ifd_inconnu' } };
    expect((await callV1(wrong, 'GET', '/tasks')).status).toBe(401);
    const ok = await callV1(caller, 'GET', '/tasks');
    expect(ok.status).toBe(200);
    expect(Number(ok.headers.get('ratelimit-remaining'))).toBeGreaterThan(0);
    expect(ok.headers.get('ratelimit-limit')).toMatch(/^\d+$/);
  });

  it('answers 404 for another agency’s rows, and changes nothing', async () => {
    const owner = await newCaller();
    const stranger = await newCaller();
    for (const { path, body } of await seedRows(owner)) {
      expect((await callV1(stranger, 'GET', path)).status, path).toBe(404);
      expect((await callV1(stranger, 'PUT', path, body)).status, path).toBe(404);
      expect((await callV1(stranger, 'DELETE', path)).status, path).toBe(404);
      const kept = await callV1(owner, 'GET', path);
      expect(kept.status, path).toBe(200);
      expect(kept.json.version, path).toBe(1);
    }
    expect((await callV1(stranger, 'GET', '/clients')).json.total).toBe(0);
    expect((await callV1(stranger, 'GET', '/collaborations')).json.items).toEqual([]);
  });

  it('answers 403 for a section the token does not name, or its member lost since', async () => {
    const caller = await newCaller(['clients', 'todo']);
    const self = await callV1(caller, 'GET', '/token');
    expect(self.json).toMatchObject({ name: 'Zapier', sections: ['todo', 'clients'] });
    const payments = await callV1(caller, 'GET', '/payments');
    expect(payments.status).toBe(403);
    expect(payments.json.error.message).toBe(fr.errors.forbiddenSection);
    const refused = await callV1(caller, 'POST', '/influencers', influencerBody('Léa Martin'));
    expect(refused.status).toBe(403);
    expect((await callV1(caller, 'GET', '/clients')).status).toBe(200);
    await closeSection(caller, 'clients');
    const closed = await callV1(caller, 'POST', '/clients', { brandName: 'Refusé' });
    expect(closed.status).toBe(403);
    expect((await callV1(caller, 'GET', '/token')).json.sections).toEqual(['todo']);
    expect((await caller.member.get('/api/clients')).status).toBe(403);
  });
});
