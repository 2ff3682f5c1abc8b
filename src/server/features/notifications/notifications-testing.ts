// Set-up shared by the notifications' tests. Importing it registers beforeAll/afterAll that
// start a fresh test app for the importing file and close it.
import { afterAll, beforeAll, expect } from 'vitest';
import { influencerBody } from '#server/testing/bodies';
import { createTestApp, type TestApp } from '#server/testing/harness';
import { teamMaker, type Member } from '#server/testing/team';

export type { Member };
export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

export const { createTeam } = teamMaker(() => t.app);

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
