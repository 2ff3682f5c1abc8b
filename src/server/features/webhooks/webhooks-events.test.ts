import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { webhookDeliveries } from '#server/db/schema/webhooks';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';
import { createDeal } from '#server/features/webhooks/webhooks-testing';

// Issue 32, decision 0067: the events derived from the history's — a status that really moved,
// a task assigned — become deliveries in the change's transaction; an unsubscribed type none.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { isWorking: false } });
});
afterAll(() => t.close());

const typesOf = async (endpointId: string) =>
  (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)))
    .map((row) => ({ type: row.eventType, data: JSON.parse(row.body).data }))
    .sort((a, b) => a.type.localeCompare(b.type));

describe('webhook events', () => {
  it('follows a status that moved and a task assigned, and nothing else', async () => {
    const agent = createAgent(t.app, '198.51.100.90');
    const account = await signUpUser(agent);
    const endpoint = await agent.post('/api/webhooks', {
      url: 'https://hooks.example.com/x',
      events: ['collaboration.status_changed', 'task.assigned'],
    });
    const id = endpoint.json.id as string;
    const deal = await createDeal(agent, 'Statut');
    const detail = (await agent.get(`/api/collaborations/${deal.id}`)).json;
    const renamed = await agent.putCurrent(`/api/collaborations/${deal.id}`, {
      ...detail,
      name: 'Statut renommé',
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect(await typesOf(id)).toEqual([]);
    const quoted = await agent.putCurrent(`/api/collaborations/${deal.id}`, {
      ...renamed.json,
      isQuoteSent: true,
    });
    expect(quoted.status, JSON.stringify(quoted.json)).toBe(200);
    const task = await agent.post('/api/tasks', {
      title: 'Relancer la marque',
      dueDate: '2026-11-23',
      assignedTo: account.user.id,
    });
    expect(task.status, JSON.stringify(task.json)).toBe(201);
    expect(await typesOf(id)).toEqual([
      {
        type: 'collaboration.status_changed',
        data: expect.objectContaining({
          id: deal.id,
          status: { before: 'pending', after: 'in_progress' },
          changes: [{ field: 'isQuoteSent', before: false, after: true }],
        }),
      },
      {
        type: 'task.assigned',
        data: expect.objectContaining({
          object: 'task',
          id: task.json.id,
          path: `/api/v1/tasks/${task.json.id}`,
        }),
      },
    ]);
  });

  it('sends a deal back from the Corbeille as restored, not created', async () => {
    const agent = createAgent(t.app, '198.51.100.91');
    await signUpUser(agent);
    const endpoint = await agent.post('/api/webhooks', {
      url: 'https://hooks.example.com/x',
      events: ['collaboration.created', 'collaboration.deleted', 'collaboration.restored'],
    });
    const id = endpoint.json.id as string;
    const deal = await createDeal(agent, 'Restaurée');
    expect((await agent.delete(`/api/collaborations/${deal.id}`)).status).toBe(200);
    const trash = (await agent.get('/api/trash')).json as { items: { id: string }[] };
    const restored = await agent.post(`/api/trash/${trash.items[0]!.id}/restore`);
    expect(restored.status, JSON.stringify(restored.json)).toBe(200);
    const events = await typesOf(id);
    expect(events.map((event) => [event.type, event.data.id])).toEqual([
      ['collaboration.created', deal.id],
      ['collaboration.deleted', deal.id],
      ['collaboration.restored', deal.id],
    ]);
  });
});
