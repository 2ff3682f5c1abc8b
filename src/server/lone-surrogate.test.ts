import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';
import { influencerBody } from '#server/testing/bodies';
import { fr } from '#shared/i18n/fr';
import { castingsScreen } from '#shared/i18n/fr-castings';

// `jsonb` refuses a UTF-16 surrogate with no partner ('\ud800'): a casting criterion made a 500
// (issue 27). Every text reaches the database through `textField`, which now refuses it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LONE = ['a\ud800b', 'x\udc00', '\udbff'];

describe('a lone UTF-16 surrogate', () => {
  it('is a 422 naming the casting criterion, never a 500', async () => {
    const agent = createAgent(t.app);
    await signUpUser(agent);
    const client = await agent.post('/api/clients', { brandName: 'Sézane' });
    for (const line of LONE) {
      const response = await agent.post('/api/castings', {
        name: 'Été',
        clientId: client.json.id,
        description: 'Lin',
        requirements: ['Lyon', line],
      });
      expect(response.status, JSON.stringify(response.json)).toBe(422);
      expect(response.json.error.fields['requirements.1']).toBe(
        fr.fields.invalidCharacters(castingsScreen.fields.requirement),
      );
    }
  });

  it('is a 422 in a create kept for its Idempotency-Key, and an emoji is kept whole', async () => {
    const agent = createAgent(t.app);
    await signUpUser(agent);
    const headers = { 'idempotency-key': 'cle-surrogate-1' };
    const refused = await agent.call('/api/clients', {
      method: 'POST',
      headers,
      body: { brandName: 'Marque \ud83d' },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.error.fields.brandName).toBe(
      fr.fields.invalidCharacters(fr.clients.brandName),
    );
    const kept = await agent.call('/api/clients', {
      method: 'POST',
      headers: { 'idempotency-key': 'cle-surrogate-2' },
      body: { brandName: 'Marque 😀' },
    });
    expect(kept.status).toBe(201);
    expect(kept.json.brandName).toBe('Marque 😀');
  });

  it('is a 422 in an influencer, an assistant question and a search', async () => {
    const agent = createAgent(t.app);
    await signUpUser(agent);
    const influencer = await agent.post('/api/influencers', {
      ...influencerBody('Léa \udc00'),
    });
    expect(influencer.status).toBe(422);
    expect(influencer.json.error.fields.fullName).toContain('caractère non autorisé');
    const question = await agent.post('/api/assistant/messages', { content: 'Bonjour \ud800' });
    expect(question.status).toBe(422);
    expect(question.json.error.fields.content).toContain('caractère non autorisé');
    const search = await agent.get('/api/clients?q=a%ED%A0%80');
    expect(search.status).toBeLessThan(500);
  });
});
