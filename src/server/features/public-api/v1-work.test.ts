import { describe, expect, it } from 'vitest';
import { influencerBody } from '#server/testing/bodies';
import { callV1, newCaller, type Caller } from '#server/features/public-api/public-api-testing';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { fr } from '#shared/i18n/fr';

// /api/v1 influencers, collaborations, tasks and payments: every answer is checked against its
// documented schema (callV1), errors included.

async function createDeal(caller: Caller, extra: Record<string, unknown> = {}) {
  const client = await callV1(caller, 'POST', '/clients', { brandName: 'Maison Lumière' });
  const influencer = await callV1(caller, 'POST', '/influencers', influencerBody('Léa Martin'));
  expect(influencer.status).toBe(201);
  const deal = await callV1(caller, 'POST', '/collaborations', {
    name: 'Printemps 2026',
    type: 'collaboration_entrante',
    clientId: client.json.id,
    contactDate: '2026-03-02',
    manager: 'Camille',
    isQuoteSent: true,
    influencers: [
      {
        influencerId: influencer.json.id,
        deliverables: [{ type: 'reel_instagram', priceCents: 120_000 }],
      },
    ],
    ...extra,
  });
  expect(deal.status, JSON.stringify(deal.json)).toBe(201);
  return { client: client.json, influencer: influencer.json, deal: deal.json };
}

describe('/api/v1/influencers', () => {
  it('creates, lists, reads, updates and deletes an influencer', async () => {
    const caller = await newCaller();
    const created = await callV1(
      caller,
      'POST',
      '/influencers',
      influencerBody('Léa Martin', {
        platforms: [{ name: 'instagram', handle: '@lea', audience: 12_000 }],
        rates: [{ type: 'reel_instagram', priceCents: 90_000 }],
      }),
    );
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const list = await callV1(caller, 'GET', '/influencers?q=lea');
    expect(list.json.items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect((await callV1(caller, 'GET', `/influencers/${id}`)).json).toEqual(created.json);
    const body = { ...influencerBody('Léa Martin-Roux'), version: created.json.version };
    const updated = await callV1(caller, 'PUT', `/influencers/${id}`, body);
    expect(updated.json).toMatchObject({ fullName: 'Léa Martin-Roux', platforms: [], version: 2 });
    const invalid = await callV1(
      caller,
      'POST',
      '/influencers',
      influencerBody('X', { siret: '1' }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.json.error.fields.siret).toBe(fr.fields.invalidSiret(fr.influencers.siret));
    expect((await callV1(caller, 'DELETE', `/influencers/${id}`)).json).toEqual({ id });
    expect((await callV1(caller, 'GET', `/influencers/${id}`)).status).toBe(404);
  });
});

describe('/api/v1/collaborations', () => {
  it('creates a deal with its lines, lists it with the screen’s filters, edits and deletes it', async () => {
    const caller = await newCaller();
    const { deal, influencer } = await createDeal(caller);
    expect(deal).toMatchObject({ status: 'in_progress', totalCents: 120_000, version: 1 });
    expect(deal.influencers[0]).toMatchObject({ influencerId: influencer.id, rateCents: 120_000 });
    const inProgress = await callV1(caller, 'GET', '/collaborations?status=in_progress&q=print');
    expect(inProgress.json.items.map((item: { id: string }) => item.id)).toEqual([deal.id]);
    const pending = await callV1(caller, 'GET', '/collaborations?status=pending');
    expect(pending.json).toEqual({ items: [], nextCursor: null });
    const { id, version, influencers: lines, ...rest } = deal;
    const edited = await callV1(caller, 'PUT', `/collaborations/${id}`, {
      ...pick(rest, ['name', 'type', 'clientId', 'contactDate', 'manager']),
      isPaymentReceived: true,
      influencers: lines.map((line: { id: string; influencerId: string; deliverables: [] }) => ({
        id: line.id,
        influencerId: line.influencerId,
        deliverables: line.deliverables,
      })),
      version,
    });
    expect(edited.json).toMatchObject({ status: 'completed', version: 2 });
    const unknownClient = await callV1(caller, 'POST', '/collaborations', {
      ...pick(rest, ['name', 'type', 'contactDate', 'manager']),
      clientId: crypto.randomUUID(),
    });
    expect(unknownClient.status).toBe(404);
    const invalid = await callV1(caller, 'POST', '/collaborations', { name: 'Sans type' });
    expect(invalid.status).toBe(422);
    expect(invalid.json.error.fields).toHaveProperty('type');
    expect((await callV1(caller, 'DELETE', `/collaborations/${id}`)).json).toEqual({ id });
    expect(
      (await callV1(caller, 'PUT', `/collaborations/${id}`, { ...rest, version: 2 })).status,
    ).toBe(404);
  });
});

describe('/api/v1/tasks', () => {
  it('creates, lists by due date with the cursor, toggles, edits and deletes tasks', async () => {
    const caller = await newCaller();
    const days = ['2026-05-04', '2026-05-02', '2026-05-03'];
    const created = [];
    for (const dueDate of days) {
      const task = await callV1(caller, 'POST', '/tasks', {
        title: `Relancer ${dueDate}`,
        dueDate,
      });
      expect(task.status).toBe(201);
      created.push(task.json);
    }
    const first = await callV1(caller, 'GET', '/tasks?limit=2');
    expect(first.json.items.map((task: { dueDate: string }) => task.dueDate)).toEqual([
      '2026-05-02',
      '2026-05-03',
    ]);
    const second = await callV1(caller, 'GET', `/tasks?limit=2&cursor=${first.json.nextCursor}`);
    expect(second.json).toMatchObject({ items: [{ dueDate: '2026-05-04' }], nextCursor: null });
    const task = created[0];
    const toggled = await callV1(caller, 'POST', `/tasks/${task.id}/toggle`);
    expect(toggled.json).toMatchObject({ status: 'completed', version: task.version });
    const edited = await callV1(caller, 'PUT', `/tasks/${task.id}`, {
      title: 'Relancer la marque',
      dueDate: '2026-05-06',
      priority: 'high',
      version: task.version,
    });
    expect(edited.json).toMatchObject({ title: 'Relancer la marque', status: 'completed' });
    const missingDate = await callV1(caller, 'POST', '/tasks', { title: 'Sans date' });
    expect(missingDate.status).toBe(422);
    expect(missingDate.json.error.fields.dueDate).toContain(fr.errors.todoDateRequired);
    const stranger = await callV1(caller, 'POST', '/tasks', {
      title: 'Pour un inconnu',
      dueDate: '2026-05-06',
      assignedTo: crypto.randomUUID(),
    });
    expect(stranger.status).toBe(404);
    expect(stranger.json.error.fields.assignedTo).toBe(tasksScreen.notAMember);
    expect((await callV1(caller, 'DELETE', `/tasks/${task.id}`)).json).toEqual({ id: task.id });
    expect((await callV1(caller, 'POST', `/tasks/${task.id}/toggle`)).status).toBe(404);
  });
});

describe('/api/v1/payments', () => {
  it('lists the paid deals’ lines and marks one paid', async () => {
    const caller = await newCaller();
    const { deal } = await createDeal(caller, { isPaymentReceived: true });
    const list = await callV1(caller, 'GET', '/payments?q=lea');
    expect(list.json.items).toHaveLength(1);
    const line = list.json.items[0];
    expect(line).toMatchObject({ collaborationId: deal.id, isPaid: false, paidBy: null });
    const paid = await callV1(caller, 'PATCH', `/payments/${line.id}`, {
      paidPercentage: 100,
      syncPaid: true,
    });
    expect(paid.json).toMatchObject({ isPaid: true, paidPercentage: 100, remainingCents: 0 });
    expect(paid.json.paidBy).not.toBeNull();
    const empty = await callV1(caller, 'PATCH', `/payments/${line.id}`, {});
    expect(empty.status).toBe(422);
    const reversed = await callV1(caller, 'GET', '/payments?from=2026-05-01&to=2026-04-01');
    expect(reversed.status).toBe(422);
    expect(
      (await callV1(caller, 'PATCH', `/payments/${crypto.randomUUID()}`, { isPaid: true })).status,
    ).toBe(404);
  });
});

function pick(source: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(keys.map((key) => [key, source[key]]));
}
