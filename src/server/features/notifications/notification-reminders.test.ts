import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { collaborationInfluencers, deliverables } from '#server/db/schema/collaborations';
import { notifications } from '#server/db/schema/notifications';
import { makeReminders } from '#server/features/notifications/notification-jobs';
import {
  assignTask,
  createDeal,
  createTeam,
  t,
} from '#server/features/notifications/notifications-testing';

// The reminders of the hourly sweep (decision 0069), on a fixed clock: 2026-12-09 10:00 Paris.
const NOW = new Date('2026-12-09T09:00:00Z');

const itemsOf = (userId: string, kind: string) =>
  t.db
    .select({ recordId: notifications.recordId, detail: notifications.detail })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind as never)));

describe('the reminders', () => {
  it('a task due tomorrow, a late one and an unpaid creator, each once however often it runs', async () => {
    const { owner, colleague } = await createTeam();
    const tomorrow = await assignTask(owner, colleague, 'Demain'); // due 2026-12-10
    const late = await owner.agent.post('/api/tasks', {
      title: 'En retard',
      description: '',
      priority: 'medium',
      status: 'pending',
      dueDate: '2026-12-01',
      assignedTo: colleague.id,
    });
    await owner.agent.post('/api/tasks', {
      title: "Aujourd'hui",
      description: '',
      priority: 'medium',
      status: 'pending',
      dueDate: '2026-12-09',
      assignedTo: colleague.id,
    });
    const deal = await createDeal(owner, colleague.fullName);
    const [line] = await t.db
      .select({ id: collaborationInfluencers.id })
      .from(collaborationInfluencers)
      .where(eq(collaborationInfluencers.collaborationId, deal.id));
    await t.db
      .update(deliverables)
      .set({ publishedOn: '2026-11-01' })
      .where(eq(deliverables.collaborationInfluencerId, line!.id));

    const first = await makeReminders(t.db, NOW);
    expect(await makeReminders(t.db, NOW)).toBe(0);
    expect(await makeReminders(t.db, new Date('2026-12-09T15:00:00Z'))).toBe(0);
    expect(first).toBeGreaterThanOrEqual(3);
    expect(await itemsOf(colleague.id, 'task_due_tomorrow')).toEqual([
      { recordId: tomorrow.id, detail: { dueDate: '2026-12-10' } },
    ]);
    expect((await itemsOf(colleague.id, 'task_late')).map((i) => i.recordId)).toEqual([
      late.json.id,
    ]);
    const unpaid = await itemsOf(colleague.id, 'payment_unpaid');
    expect(unpaid.map((i) => i.recordId)).toEqual([deal.id]);
    // Paid: no new reminder; the deal's other members were never told.
    expect(await itemsOf(owner.id, 'payment_unpaid')).toEqual([]);
  });

  it('a payment published 29 days ago is not yet unpaid', async () => {
    const { owner, colleague } = await createTeam();
    const deal = await createDeal(owner, colleague.fullName, 'Récent');
    await t.db
      .update(deliverables)
      .set({ publishedOn: '2026-11-10' })
      .where(eq(deliverables.collaborationId, deal.id));
    await makeReminders(t.db, NOW);
    expect(await itemsOf(colleague.id, 'payment_unpaid')).toEqual([]);
  });
});
