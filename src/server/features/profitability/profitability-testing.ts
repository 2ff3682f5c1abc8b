// Set-up shared by Rentabilité's test files. Importing it registers beforeAll/afterAll that
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

let ipCounter = 0;

/** The owner of a new agency, each from an address of its own. */
export async function signUp() {
  ipCounter += 1;
  const agent = createAgent(t.app, `198.51.100.${ipCounter}`);
  const account = await signUpUser(agent);
  return { agent, password: account.password };
}

/** Creates through the API, expecting 201; the new row's id. */
export async function post(agent: Agent, url: string, body: object) {
  const response = await agent.post(url, body);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json.id as string;
}

/** A deal with no creators and no costs: its margin is what it bills. */
export const postDeal = (
  agent: Agent,
  deal: { clientId: string; contactDate: string; billedCents: number | null },
) =>
  post(agent, '/api/collaborations', {
    name: 'Deal',
    type: 'casting_interne',
    manager: 'Camille',
    ...deal,
  });

/** A small deterministic generator: the same draws on every run and engine. */
export function random(seed: number) {
  let state = seed;
  // mulberry32: its low bits are as random as its high ones (an LCG's cycle by 4).
  return (max: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) % max;
  };
}
