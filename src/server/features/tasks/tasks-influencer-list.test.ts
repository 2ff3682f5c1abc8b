import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/identity';
import {
  createInfluencer,
  createLoneAgency,
  createTask,
  createTeam,
  t,
  titles,
} from '#server/features/tasks/tasks-testing';

// Issue 27: a card shows five tasks; the sixth onward must be reachable, and a task whose
// assignee is gone must read as unassigned.

describe("an influencer's card opened in full", () => {
  it('pages every task, open ones first by due day, then the done ones', async () => {
    const { owner, colleague } = await createTeam();
    const influencerId = await createInfluencer(owner, 'Adam Moreau');
    const made = async (title: string, dueDate: string, status = 'pending') =>
      createTask(owner, { title, dueDate, status, description: 'x', influencerId });
    await made('Faite tôt', '2026-11-01', 'completed');
    await made('Story 3', '2026-11-12');
    await made('Story 1', '2026-11-10');
    await made('En cours', '2026-11-11', 'in_progress');
    await made('Story 4', '2026-11-13');
    await made('Story 5', '2026-11-14');
    await made('Story 6', '2026-11-15');
    const cards = await owner.get('/api/tasks/influencers?exclusive=false');
    expect(cards.json.items[0].tasks).toHaveLength(5);
    expect(cards.json.items[0].taskCount).toBe(7);

    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 3; page += 1) {
      const response = await colleague.get(
        `/api/tasks/influencers/${influencerId}/tasks?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.status, JSON.stringify(response.json)).toBe(200);
      seen.push(...titles(response.json.items));
      cursor = response.json.nextCursor ?? '';
      if (page < 2) expect(cursor).not.toBe('');
    }
    expect(cursor).toBe('');
    expect(seen).toEqual([
      'Story 1',
      'En cours',
      'Story 3',
      'Story 4',
      'Story 5',
      'Story 6',
      'Faite tôt',
    ]);
  });

  it("is a 404 for another agency's influencer, and a 400 naming a forged cursor", async () => {
    const { owner } = await createTeam();
    const influencerId = await createInfluencer(owner, 'Adam Moreau');
    await createTask(owner, { description: 'x', influencerId });
    const stranger = await createLoneAgency();
    const theirs = await stranger.agent.get(`/api/tasks/influencers/${influencerId}/tasks`);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.json)).not.toContain('Relancer');
    const unknown = await owner.get(
      '/api/tasks/influencers/00000000-0000-4000-8000-000000000000/tasks',
    );
    expect(unknown.status).toBe(404);
    const forged = await owner.get(`/api/tasks/influencers/${influencerId}/tasks?cursor=abc`);
    expect(forged.status).toBe(400);
    expect(Object.keys(forged.json.error.fields)).toEqual(['cursor']);
    expect(forged.json.error.message).toContain('Curseur');
  });

  it('needs the Tâches permission (403)', async () => {
    const { owner, colleague, colleagueId } = await createTeam();
    const influencerId = await createInfluencer(owner, 'Adam Moreau');
    const closed = await owner.putCurrent(`/api/account/team/${colleagueId}/permissions`, {
      key: 'todo',
      value: false,
    });
    expect(closed.status).toBe(200);
    const response = await colleague.get(`/api/tasks/influencers/${influencerId}/tasks`);
    expect(response.status).toBe(403);
  });
});

describe('a task whose assignee is gone', () => {
  it('has no assignee once they joined another agency', async () => {
    const { owner, colleagueId } = await createTeam();
    const made = await createTask(owner, { title: 'Préparer le brief', assignedTo: colleagueId });
    expect((await owner.get(`/api/tasks/${made.id}`)).json.assignee.id).toBe(colleagueId);
    const elsewhere = await createLoneAgency();
    const agencyId = (await elsewhere.agent.get('/api/account')).json.agency.id as string;
    await t.db.update(users).set({ agencyId }).where(eq(users.id, colleagueId));

    expect((await owner.get(`/api/tasks/${made.id}`)).json.assignee).toBeNull();
    const week = await owner.get('/api/tasks/week?start=2026-11-23');
    expect(week.json.tasks).toMatchObject([{ title: 'Préparer le brief', assignee: null }]);
  });

  it('has no assignee once their account is deleted', async () => {
    const { owner, colleague, colleagueId } = await createTeam();
    const made = await createTask(owner, { title: 'Préparer le brief', assignedTo: colleagueId });
    const deleted = await colleague.post('/api/account/delete', { password: 'motdepasse-solide' });
    expect(deleted.status).toBe(200);
    expect((await owner.get(`/api/tasks/${made.id}`)).json.assignee).toBeNull();
  });
});
