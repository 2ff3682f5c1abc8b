import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliverables } from '#server/db/schema/collaborations';
import {
  assignTask,
  createDeal,
  createTeam,
  t,
  unread,
} from '#server/features/notifications/notifications-testing';
import { notificationsText } from '#shared/i18n/fr-notifications';
import { UNREAD_COUNT_CAP } from '#shared/domain/notifications';
import { createNotifications } from '#server/features/notifications/notification-items';

describe('notifications: each event makes one item for the right people', () => {
  it('a task assigned: one item for the assignee, none for the author or another agency', async () => {
    const { owner, colleague } = await createTeam();
    const other = await createTeam();
    const task = await assignTask(owner, colleague);
    expect(await unread(colleague)).toBe(1);
    expect(await unread(owner)).toBe(0);
    expect(await unread(other.owner)).toBe(0);
    const page = (await colleague.agent.get('/api/notifications')).json;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'task_assigned',
      recordKind: 'task',
      recordId: task.id,
      recordLabel: 'Relancer la marque',
      actorName: owner.fullName,
      readAt: null,
    });
    // One's own task (assigned to oneself) notifies nobody.
    await assignTask(colleague, colleague, 'Pour moi');
    expect(await unread(colleague)).toBe(1);
  });

  it('a deal I manage changed by someone else: its status and amounts, named; my own edit: nothing', async () => {
    const { owner, colleague } = await createTeam();
    const deal = await createDeal(owner, colleague.fullName);
    expect(await unread(colleague)).toBe(0);
    const saved = await owner.agent.putCurrent(`/api/collaborations/${deal.id}`, {
      ...deal.body,
      isQuoteSent: true,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const [item] = (await colleague.agent.get('/api/notifications')).json.items;
    expect(item).toMatchObject({
      kind: 'deal_changed',
      recordId: deal.id,
      collaborationId: deal.id,
    });
    expect(item.detail.fields).toContain('Devis envoyé');
    // The manager's own edit notifies nobody.
    await colleague.agent.putCurrent(`/api/collaborations/${deal.id}`, {
      ...deal.body,
      isQuoteSent: false,
    });
    expect(await unread(colleague)).toBe(1);
    expect(await unread(owner)).toBe(0);
  });

  it("'@Prénom Nom' in a deal's comment thread notifies that member once", async () => {
    const { owner, colleague } = await createTeam();
    const deal = await createDeal(owner, owner.fullName);
    const [found] = await t.db
      .select({ id: deliverables.id })
      .from(deliverables)
      .where(eq(deliverables.collaborationId, deal.id));
    const deliverableId = found!.id;
    const comment = await owner.agent.post(
      `/api/collaborations/${deal.id}/contents/${deliverableId}/comments`,
      { body: `@${colleague.fullName} peux-tu relire le brief ?` },
    );
    expect(comment.status, JSON.stringify(comment.json)).toBe(201);
    const [item] = (await colleague.agent.get('/api/notifications')).json.items;
    expect(item).toMatchObject({
      kind: 'mention',
      collaborationId: deal.id,
      actorName: owner.fullName,
    });
    expect(
      notificationsText.sentence.mention({
        actor: item.actorName,
        record: item.recordLabel,
        deal: null,
        detail: item.detail,
      }),
    ).toContain('peux-tu relire');
  });
});

describe('reading: private to the member, checked against their rights today', () => {
  it('read one, read all; another member’s item is a 404', async () => {
    const { owner, colleague } = await createTeam();
    await assignTask(owner, colleague, 'Un');
    await assignTask(owner, colleague, 'Deux');
    await assignTask(owner, colleague, 'Trois');
    const page = (await colleague.agent.get('/api/notifications?limit=2')).json;
    expect(page.items.map((i: { recordLabel: string }) => i.recordLabel)).toEqual([
      'Trois',
      'Deux',
    ]);
    const next = (await colleague.agent.get(`/api/notifications?limit=2&cursor=${page.nextCursor}`))
      .json;
    expect(next.items.map((i: { recordLabel: string }) => i.recordLabel)).toEqual(['Un']);
    expect(next.nextCursor).toBeNull();
    expect((await owner.agent.post(`/api/notifications/${page.items[0].id}/read`)).status).toBe(
      404,
    );
    expect((await colleague.agent.post(`/api/notifications/${page.items[0].id}/read`)).status).toBe(
      200,
    );
    expect(await unread(colleague)).toBe(2);
    expect((await colleague.agent.post('/api/notifications/read-all')).status).toBe(200);
    expect(await unread(colleague)).toBe(0);
    expect((await colleague.agent.get('/api/notifications?cursor=nimportequoi')).status).toBe(400);
  });

  it("counts up to 100 unread items (the bell's '99+')", async () => {
    const { owner, colleague } = await createTeam();
    const agencyId = (await owner.agent.get('/api/account')).json.agency.id as string;
    const many = Array.from({ length: 120 }, (_, i) => ({
      userId: colleague.id,
      kind: 'deal_changed' as const,
      recordKind: 'collaboration',
      recordId: crypto.randomUUID(),
      recordLabel: `Deal ${i}`,
    }));
    await createNotifications(t.db, agencyId, many);
    expect(await unread(colleague)).toBe(UNREAD_COUNT_CAP);
  });

  it('a member who loses a section no longer sees its items, and sees them again when given back', async () => {
    const { owner, colleague } = await createTeam();
    await assignTask(owner, colleague);
    const path = `/api/account/team/${colleague.id}/permissions`;
    expect((await owner.agent.put(path, { key: 'todo', value: false })).status).toBe(200);
    expect(await unread(colleague)).toBe(0);
    expect((await colleague.agent.get('/api/notifications')).json.items).toEqual([]);
    expect((await owner.agent.put(path, { key: 'todo', value: true })).status).toBe(200);
    expect(await unread(colleague)).toBe(1);
  });
});
