// Set-up shared by this area's test files. Importing it registers beforeAll/afterAll that
// start a fresh test app for the importing file and close it (Vitest isolates each file).
import { afterAll, beforeAll, expect } from 'vitest';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { influencerBody } from '#server/testing/bodies';

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;

/** An agency with a client and three influencers (the first with two rates). */
export async function createAgency() {
  ipCounter += 1;
  const agent = createAgent(t.app, `198.51.100.${ipCounter}`);
  const account = await signUpUser(agent);
  const post = async (url: string, body: object) => {
    const response = await agent.post(url, body);
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    return response.json.id as string;
  };
  const clientId = await post('/api/clients', { brandName: 'Sézane' });
  const lea = await post(
    '/api/influencers',
    influencerBody('Léa Dupont', {
      rates: [
        { type: 'post_instagram', priceCents: 90_000 },
        { type: 'story_instagram', priceCents: 30_000 },
      ],
    }),
  );
  const tom = await post('/api/influencers', influencerBody('Tom Martin'));
  const zoe = await post('/api/influencers', influencerBody('Zoé Bernard'));
  return { agent, account, clientId, influencers: { lea, tom, zoe }, post };
}

export const castingBody = (clientId: string, influencerIds: string[], extra: object = {}) => ({
  name: 'Été radieux',
  clientId,
  description: 'Trois créatrices pour la collection lin',
  requirements: ['Lyon ou Paris', '', '10k abonnés'],
  proposals: influencerIds.map((influencerId) => ({ influencerId, notes: '' })),
  ...extra,
});

export async function createCasting(agent: Agent, body: object) {
  const response = await agent.post('/api/castings', body);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as {
    id: string;
    proposals: { id: string; influencerId: string; status: string; fullName: string }[];
  };
}

export const names = (proposals: { fullName: string }[]) => proposals.map((p) => p.fullName);
