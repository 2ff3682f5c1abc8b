import { describe, expect, it } from 'vitest';
import {
  createInfluencer,
  createTask,
  createTeam,
  titles,
} from '#server/features/tasks/tasks-testing';

describe('the week', () => {
  it('holds Monday to Friday of the given day, by day then priority', async () => {
    const { owner } = await createTeam();
    await createTask(owner, { title: 'Dimanche avant', dueDate: '2026-11-22' });
    await createTask(owner, { title: 'Lundi moyenne', dueDate: '2026-11-23' });
    await createTask(owner, { title: 'Lundi haute', dueDate: '2026-11-23', priority: 'high' });
    await createTask(owner, { title: 'Vendredi', dueDate: '2026-11-27' });
    await createTask(owner, { title: 'Samedi', dueDate: '2026-11-28' });
    // A Wednesday and a Sunday both open the week of Monday 23.
    for (const start of ['2026-11-25', '2026-11-29']) {
      const response = await owner.get(`/api/tasks/week?start=${start}`);
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ monday: '2026-11-23', friday: '2026-11-27' });
      expect(response.json.days).toHaveLength(5);
      expect(titles(response.json.tasks)).toEqual(['Lundi haute', 'Lundi moyenne', 'Vendredi']);
    }
  });

  it('refuses a day that does not exist', async () => {
    const { owner } = await createTeam();
    const response = await owner.get('/api/tasks/week?start=2026-02-30');
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.error.fields)).toEqual(['start']);
  });
});

describe('the late strip', () => {
  it('lists open tasks of mine due before today, oldest first, across pages', async () => {
    const { owner, colleague, colleagueId } = await createTeam();
    const influencerId = await createInfluencer(owner, 'Léa Dupont');
    await createTask(owner, { title: 'Hier', dueDate: '2026-11-22' });
    await createTask(owner, { title: 'Faite', dueDate: '2026-11-01', status: 'completed' });
    await createTask(owner, { title: "Aujourd'hui", dueDate: '2026-11-23' });
    await createTask(owner, { title: 'Pour elle', dueDate: '2026-11-02', assignedTo: colleagueId });
    await createTask(colleague, { title: 'Par elle', dueDate: '2026-11-03' });
    await createTask(colleague, { title: 'Pour moi', dueDate: '2026-11-04', assignedTo: null });
    await createTask(owner, {
      title: 'Influenceuse',
      dueDate: '2026-11-01',
      description: 'x',
      influencerId,
    });
    const first = await owner.get('/api/tasks/late?today=2026-11-23&limit=1');
    expect(first.status).toBe(200);
    expect(titles(first.json.items)).toEqual(['Pour elle']);
    expect(first.json.total).toBe(2);
    const second = await owner.get(
      `/api/tasks/late?today=2026-11-23&limit=1&cursor=${first.json.nextCursor}`,
    );
    expect(titles(second.json.items)).toEqual(['Hier']);
    expect(second.json.nextCursor).toBeNull();
    const hers = await colleague.get('/api/tasks/late?today=2026-11-23');
    // Created by her or assigned to her, each once.
    expect(titles(hers.json.items)).toEqual(['Pour elle', 'Par elle', 'Pour moi']);
  });

  it('answers a forged cursor with a 400', async () => {
    const { owner } = await createTeam();
    const response = await owner.get('/api/tasks/late?cursor=WyJ4Il0');
    expect(response.status).toBe(400);
  });
});

describe('the influencer cards', () => {
  it('groups by exclusivity, by name, with the first handle and a few tasks each', async () => {
    const { owner, colleague } = await createTeam();
    const platforms = [{ name: 'instagram', handle: '@zoe', audience: 1000 }];
    const zoe = await createInfluencer(owner, 'Zoé Bernard', { isExclusive: true, platforms });
    await createInfluencer(owner, 'Adam Petit', { isExclusive: true });
    await createInfluencer(owner, 'Noé Roux');
    for (let day = 1; day <= 7; day += 1) {
      await createTask(owner, {
        title: `Tâche ${day}`,
        description: 'À faire',
        influencerId: zoe,
        dueDate: `2026-11-0${day}`,
        status: day === 1 ? 'completed' : 'pending',
      });
    }
    // A colleague sees the cards and every influencer task.
    const exclusive = await colleague.get('/api/tasks/influencers?exclusive=true&limit=1');
    expect(exclusive.status).toBe(200);
    expect(exclusive.json.total).toBe(2);
    expect(exclusive.json.items.map((card: { fullName: string }) => card.fullName)).toEqual([
      'Adam Petit',
    ]);
    const next = await colleague.get(
      `/api/tasks/influencers?exclusive=true&limit=1&cursor=${exclusive.json.nextCursor}`,
    );
    const [card] = next.json.items;
    expect(card).toMatchObject({ fullName: 'Zoé Bernard', handle: '@zoe', taskCount: 7 });
    // Open tasks first, oldest first; the done one waits behind.
    expect(titles(card.tasks)).toEqual(['Tâche 2', 'Tâche 3', 'Tâche 4', 'Tâche 5', 'Tâche 6']);
    const others = await colleague.get('/api/tasks/influencers?exclusive=false');
    expect(others.json.items.map((c: { fullName: string }) => c.fullName)).toEqual(['Noé Roux']);
    expect(others.json.items[0]).toMatchObject({ handle: null, tasks: [], taskCount: 0 });
  });

  it('searches by name and hides archived influencers', async () => {
    const { owner } = await createTeam();
    await createInfluencer(owner, 'Camille Lefèvre');
    const archived = await createInfluencer(owner, 'Camille Archivée');
    await owner.post(`/api/influencers/${archived}/archive`);
    const found = await owner.get('/api/tasks/influencers?exclusive=false&q=camille');
    expect(found.json.items.map((c: { fullName: string }) => c.fullName)).toEqual([
      'Camille Lefèvre',
    ]);
    expect(found.json.total).toBe(1);
  });

  it('counts again after any change of the influencers (cached per version)', async () => {
    const { owner } = await createTeam();
    const total = async () =>
      (await owner.get('/api/tasks/influencers?exclusive=false')).json.total as number;
    await createInfluencer(owner, 'Inès Morel');
    expect(await total()).toBe(1);
    const second = await createInfluencer(owner, 'Hugo Blanc');
    expect(await total()).toBe(2);
    await owner.post(`/api/influencers/${second}/archive`);
    expect(await total()).toBe(1);
  });
});

describe('assignees', () => {
  it("lists the agency's members, names only", async () => {
    const { owner, ownerId, colleagueId } = await createTeam();
    const { members } = (await owner.get('/api/tasks/assignees')).json;
    expect(members.map((m: { id: string }) => m.id).sort()).toEqual([ownerId, colleagueId].sort());
    expect(Object.keys(members[0]).sort()).toEqual(['firstName', 'id', 'lastName']);
  });
});
