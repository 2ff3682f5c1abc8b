// Set-up shared by the notifications' tests. Importing it registers beforeAll/afterAll that
// start a fresh test app for the importing file and close it.
import { afterAll, beforeAll, expect } from 'vitest';
import { influencerBody } from '#server/testing/bodies';
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
export type Member = { agent: Agent; id: string; fullName: string; email: string };

async function join(agency?: { code: string }): Promise<Member> {
  ipCounter += 1;
  const agent = createAgent(t.app, `198.51.100.${ipCounter}`);
  const account = await signUpUser(agent, agency ? { agency } : undefined);
  return {
    agent,
    id: account.user.id as string,
    fullName: `${account.user.firstName} ${account.user.lastName}`,
    email: account.email,
  };
}

/** An agency's owner and a colleague who joined with its code. */
export async function createTeam() {
  const owner = await join();
  const code = (await owner.agent.get('/api/account')).json.agency.joinCode as string;
  return { owner, colleague: await join({ code }) };
}

export async function assignTask(from: Member, to: Member, title = 'Relancer la marque') {
  const response = await from.agent.post('/api/tasks', {
    title,
    description: '',
    priority: 'medium',
    status: 'pending',
    dueDate: '2026-12-10',
    assignedTo: to.id,
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as { id: string; title: string };
}

/** A deal of `member`'s agency managed by `manager`: its create body, to send again on edit. */
export async function createDeal(member: Member, manager: string, name = 'Été Radieux') {
  const influencer = await member.agent.post('/api/influencers', influencerBody('Léa Dupont'));
  const client = await member.agent.post('/api/clients', { brandName: 'Lancôme' });
  const body = {
    name,
    type: 'collaboration_entrante',
    clientId: client.json.id,
    contactDate: '2026-03-02',
    signatureDate: '',
    manager,
    influencers: [
      {
        influencerId: influencer.json.id,
        deliverables: [{ type: 'reel_instagram', description: '', priceCents: 50_000 }],
      },
    ],
  };
  const response = await member.agent.post('/api/collaborations', body);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return { id: response.json.id as string, body };
}

export const unread = async (member: Member) =>
  (await member.agent.get('/api/notifications/unread-count')).json.count as number;
