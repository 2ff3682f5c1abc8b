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
const nextAgent = () => {
  ipCounter += 1;
  return createAgent(t.app, `198.51.100.${ipCounter}`);
};

/** An owner and a colleague who joined with the agency's code. */
export async function createTeam() {
  const owner = nextAgent();
  const ownerAccount = await signUpUser(owner);
  const code = (await owner.get('/api/account')).json.agency.joinCode as string;
  const colleague = nextAgent();
  const colleagueAccount = await signUpUser(colleague, { agency: { code } });
  return {
    owner,
    colleague,
    ownerId: ownerAccount.user.id as string,
    colleagueId: colleagueAccount.user.id as string,
  };
}

export async function createLoneAgency() {
  const agent = nextAgent();
  const account = await signUpUser(agent);
  return { agent, userId: account.user.id as string };
}

export const task = (overrides: Record<string, unknown> = {}) => ({
  title: 'Relancer la marque',
  description: '',
  priority: 'medium',
  status: 'pending',
  dueDate: '2026-11-23',
  ...overrides,
});

export async function createTask(agent: Agent, overrides: Record<string, unknown> = {}) {
  const response = await agent.post('/api/tasks', task(overrides));
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as { id: string; title: string; status: string };
}

export async function createInfluencer(
  agent: Agent,
  fullName: string,
  extra: Record<string, unknown> = {},
) {
  const response = await agent.post('/api/influencers', influencerBody(fullName, extra));
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json.id as string;
}

export const titles = (items: { title: string }[]) => items.map((item) => item.title);
