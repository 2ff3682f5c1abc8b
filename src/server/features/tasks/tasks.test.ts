import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tasks } from '#server/db/schema/work';
import {
  createInfluencer,
  createLoneAgency,
  createTask,
  createTeam,
  t,
  task,
  titles,
} from '#server/features/tasks/tasks-testing';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { fr } from '#shared/i18n/fr';

const week = (agent: Parameters<typeof createTask>[0], start = '2026-11-23') =>
  agent.get(`/api/tasks/week?start=${start}`);

describe('creating and editing a task', () => {
  it('assigns to the creator by default and keeps the status chosen at creation', async () => {
    const { owner, ownerId } = await createTeam();
    const created = await owner.post('/api/tasks', task({ status: 'in_progress' }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      title: 'Relancer la marque',
      status: 'in_progress',
      dueDate: '2026-11-23',
      assignee: { id: ownerId },
      influencer: null,
      completedAt: null,
    });
  });

  it('assigns to a colleague, who then sees it in their week', async () => {
    const { owner, colleague, colleagueId } = await createTeam();
    const created = await createTask(owner, { title: 'Brief Nike', assignedTo: colleagueId });
    expect((await colleague.get(`/api/tasks/${created.id}`)).status).toBe(200);
    expect(titles((await week(colleague)).json.tasks)).toEqual(['Brief Nike']);
  });

  it('refuses an assignee of another agency with a 404 and writes nothing', async () => {
    const { owner } = await createTeam();
    const stranger = await createLoneAgency();
    const response = await owner.post('/api/tasks', task({ assignedTo: stranger.userId }));
    expect(response.status).toBe(404);
    expect(response.json.error.fields.assignedTo).toBe(tasksScreen.notAMember);
    expect(titles((await week(owner)).json.tasks)).toEqual([]);
  });

  it("says 'La date est requise' without a due date, and names a too-long title", async () => {
    const { owner } = await createTeam();
    const noDate = await owner.post('/api/tasks', task({ dueDate: '' }));
    expect(noDate.status).toBe(422);
    expect(noDate.json.error.fields.dueDate).toContain('La date est requise');
    const missing = await owner.post('/api/tasks', { title: 'Sans date' });
    expect(missing.json.error.fields.dueDate).toContain('La date est requise');
    const long = await owner.post('/api/tasks', task({ title: 'x'.repeat(201) }));
    expect(long.status).toBe(422);
    expect(long.json.error.fields.title).toBeDefined();
    const empty = await owner.post('/api/tasks', task({ title: '  ' }));
    expect(empty.json.error.fields.title).toBe(fr.fields.required('Titre'));
  });

  it('updates every field and follows the status with completed_at', async () => {
    const { owner, colleagueId } = await createTeam();
    const created = await createTask(owner);
    const done = await owner.putCurrent(
      `/api/tasks/${created.id}`,
      task({
        title: 'Relancer Adidas',
        status: 'completed',
        priority: 'high',
        assignedTo: colleagueId,
      }),
    );
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({
      title: 'Relancer Adidas',
      status: 'completed',
      priority: 'high',
      assignee: { id: colleagueId },
    });
    expect(done.json.completedAt).not.toBeNull();
    const reopened = await owner.putCurrent(`/api/tasks/${created.id}`, task({ status: 'in_progress' }));
    expect(reopened.json.completedAt).toBeNull();
  });
});

describe('toggle', () => {
  it('turns anything into completed, and completed into pending', async () => {
    const { owner } = await createTeam();
    const created = await createTask(owner, { status: 'in_progress' });
    const done = await owner.post(`/api/tasks/${created.id}/toggle`);
    expect(done.json.status).toBe('completed');
    expect(done.json.completedAt).not.toBeNull();
    const again = await owner.post(`/api/tasks/${created.id}/toggle`);
    expect(again.json.status).toBe('pending');
    expect(again.json.completedAt).toBeNull();
  });
});

describe('who sees what', () => {
  it("hides a colleague's own task, shows every influencer task of the agency", async () => {
    const { owner, colleague } = await createTeam();
    const own = await createTask(owner, { title: 'Perso' });
    const influencerId = await createInfluencer(owner, 'Léa Dupont');
    const linked = await createTask(owner, {
      title: 'Envoyer le contrat',
      description: 'Version signée',
      influencerId,
    });
    expect((await colleague.get(`/api/tasks/${own.id}`)).status).toBe(404);
    expect((await colleague.putCurrent(`/api/tasks/${own.id}`, task())).status).toBe(404);
    expect((await colleague.post(`/api/tasks/${own.id}/toggle`)).status).toBe(404);
    expect((await colleague.delete(`/api/tasks/${own.id}`)).status).toBe(404);
    expect((await colleague.get(`/api/tasks/${linked.id}`)).json.influencer).toEqual({
      id: influencerId,
      fullName: 'Léa Dupont',
    });
    expect(titles((await week(colleague)).json.tasks)).toEqual([]);
  });

  it("keeps another agency's tasks and influencers out of reach (404, nothing changed)", async () => {
    const { owner } = await createTeam();
    const stranger = await createLoneAgency();
    const theirs = await createTask(stranger.agent, { title: 'Secret' });
    const theirInfluencer = await createInfluencer(stranger.agent, 'Autre Agence');
    for (const response of [
      await owner.get(`/api/tasks/${theirs.id}`),
      await owner.putCurrent(`/api/tasks/${theirs.id}`, task({ title: 'Piraté' })),
      await owner.post(`/api/tasks/${theirs.id}/toggle`),
      await owner.delete(`/api/tasks/${theirs.id}`),
      await owner.post(
        '/api/tasks',
        task({ influencerId: theirInfluencer, description: 'x', assignedTo: null }),
      ),
    ]) {
      expect(response.status).toBe(404);
    }
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, theirs.id));
    expect(row).toMatchObject({ title: 'Secret', status: 'pending' });
  });

  it('needs the Tâches permission on every route (403)', async () => {
    const { owner, colleague, colleagueId } = await createTeam();
    const created = await createTask(colleague);
    const closed = await owner.putCurrent(`/api/account/team/${colleagueId}/permissions`, {
      key: 'todo',
      value: false,
    });
    expect(closed.status).toBe(200);
    for (const response of [
      await week(colleague),
      await colleague.get('/api/tasks/late'),
      await colleague.get('/api/tasks/influencers?exclusive=true'),
      await colleague.get('/api/tasks/assignees'),
      await colleague.get(`/api/tasks/${created.id}`),
      await colleague.post('/api/tasks', task()),
      await colleague.post(`/api/tasks/${created.id}/toggle`),
      await colleague.delete(`/api/tasks/${created.id}`),
    ]) {
      expect(response.status).toBe(403);
    }
  });
});

describe('influencer tasks', () => {
  it('need a description and take no assignee', async () => {
    const { owner, colleagueId } = await createTeam();
    const influencerId = await createInfluencer(owner, 'Jade Martin');
    const noDescription = await owner.post('/api/tasks', task({ influencerId }));
    expect(noDescription.status).toBe(422);
    expect(noDescription.json.error.fields.description).toBe(fr.fields.required('Description'));
    const withAssignee = await owner.post(
      '/api/tasks',
      task({ influencerId, description: 'x', assignedTo: colleagueId }),
    );
    expect(withAssignee.status).toBe(422);
    expect(withAssignee.json.error.fields.assignedTo).toBeDefined();
    const created = await createTask(owner, { influencerId, description: 'Appeler' });
    expect((await owner.get(`/api/tasks/${created.id}`)).json.assignee).toBeNull();
  });
});

describe('deleting', () => {
  it('removes the task once; the second time is a 404', async () => {
    const { owner } = await createTeam();
    const created = await createTask(owner);
    expect((await owner.delete(`/api/tasks/${created.id}`)).status).toBe(200);
    expect((await owner.delete(`/api/tasks/${created.id}`)).status).toBe(404);
  });
});
