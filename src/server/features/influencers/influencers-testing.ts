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

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

export async function newAgency() {
  const agent = createAgent(t.app);
  const account = await signUpUser(agent);
  return { agent, agencyId: account.user.agencyId as string, email: account.email };
}

export { VALID_SIRET, influencerBody as influencer } from '#server/testing/bodies';

export async function create(agent: Agent, body: Record<string, unknown>) {
  const response = await agent.post('/api/influencers', body);
  expect(response.status).toBe(201);
  return response.json;
}

export type Item = { fullName: string };
export const names = (items: Item[]) => items.map((item) => item.fullName);
export const listNames = async (agent: Agent, query = '') =>
  names((await agent.get(`/api/influencers${query}`)).json.items);
export const pickNames = async (agent: Agent, query = '') =>
  names((await agent.get(`/api/influencers/picker${query}`)).json.items);
