import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';
import { fr } from '#shared/i18n/fr';

// PostgreSQL refuses NUL in text: it once made a 500 in 101 places. Each text field and each
// search must answer a 422 naming the field.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const isNamed = (message: unknown) =>
  typeof message === 'string' && message.includes('caractère non autorisé');

const signUp = {
  email: 'nul@exemple.fr',
  password: 'motdepasse-solide',
  firstName: 'Camille',
  lastName: 'Martin',
  jobTitle: 'Chef de projet',
  agencyChoice: 'create',
  agencyName: 'Agence',
  agencyCode: '',
};
const client = { brandName: 'Lancôme', notes: '', contacts: [{ name: 'Léa', email: 'l@x.fr' }] };
const influencer = {
  fullName: 'Léa Martin',
  username: 'lea',
  address: '12 rue des Lilas',
  phoneNumber: '06 00 00 00 00',
  birthDate: '1995-04-12',
  siret: '73282932000074',
  internalReferent: 'Camille',
  platforms: [{ name: 'instagram', handle: '@lea' }],
};

describe('the NUL character', () => {
  it('is a 422 naming the field in every body, never a 500', async () => {
    const anonymous = createAgent(t.app);
    const agent = createAgent(t.app);
    await signUpUser(agent);
    const cases: [typeof agent, string, string, Record<string, unknown>, string[]][] = [
      [
        anonymous,
        'POST',
        '/api/auth/sign-up',
        signUp,
        ['email', 'firstName', 'lastName', 'jobTitle', 'agencyName'],
      ],
      [anonymous, 'POST', '/api/auth/sign-up', { ...signUp, agencyChoice: 'join' }, ['agencyCode']],
      [anonymous, 'POST', '/api/auth/sign-in', { email: 'a@b.fr', password: 'x' }, ['email']],
      [
        agent,
        'PUT',
        '/api/account/profile',
        { firstName: 'A', lastName: 'B', jobTitle: 'C' },
        ['firstName', 'lastName', 'jobTitle'],
      ],
      [agent, 'PUT', '/api/account/agency', { name: 'A' }, ['name']],
      [agent, 'POST', '/api/account/join', { code: 'A' }, ['code']],
      [agent, 'POST', '/api/clients', client, ['brandName', 'notes', 'sectorSub']],
      [
        agent,
        'POST',
        '/api/influencers',
        influencer,
        ['fullName', 'username', 'address', 'phoneNumber', 'internalReferent', 'internalNotes'],
      ],
      [
        agent,
        'POST',
        '/api/collaborations',
        { name: 'A', type: 'collaboration_entrante', contactDate: '2026-01-01', manager: 'M' },
        ['name', 'manager', 'quoteNumber', 'invoiceNumber', 'billingStatus', 'signatureDate'],
      ],
    ];
    for (const [caller, method, path, body, fields] of cases) {
      for (const field of fields) {
        const response = await caller.call(path, { method, body: { ...body, [field]: NUL } });
        expect(response.status, `${path} ${field}`).toBe(422);
        expect(isNamed(response.json.error.fields[field]), `${path} ${field}`).toBe(true);
      }
    }
    const nested = await agent.post('/api/clients', {
      ...client,
      contacts: [{ name: NUL, email: 'l@x.fr', phone: NUL }],
    });
    expect(nested.status).toBe(422);
    expect(nested.json.error.fields['contacts.0.name']).toBe(
      fr.fields.invalidCharacters(fr.clients.contactName),
    );
  });

  it('is a 422 in every search', async () => {
    const agent = createAgent(t.app);
    await signUpUser(agent);
    for (const path of [
      '/api/clients',
      '/api/clients/picker',
      '/api/influencers',
      '/api/influencers/picker',
      '/api/collaborations',
    ]) {
      const response = await agent.get(`${path}?q=a%00b`);
      expect(response.status, path).toBe(422);
      expect(isNamed(response.json.error.fields.q), path).toBe(true);
    }
  });
});
