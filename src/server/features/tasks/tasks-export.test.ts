import { describe, expect, it } from 'vitest';
import { influencerBody } from '#server/testing/bodies';
import { download, readCsv, readXlsx } from '#server/testing/export-files';
import { createLoneAgency, createTask, createTeam, t } from '#server/features/tasks/tasks-testing';

describe('tasks export', () => {
  it('holds the member’s own tasks and the influencers’ ones, by due date', async () => {
    const team = await createTeam();
    const lea = (await team.owner.post('/api/influencers', influencerBody('Léa Dupont'))).json;
    await createTask(team.owner, { title: 'Mine', dueDate: '2026-12-01', priority: 'high' });
    await createTask(team.owner, {
      title: 'Pour toi',
      dueDate: '2026-11-02',
      assignedTo: team.colleagueId,
    });
    await createTask(team.owner, {
      title: 'Brief',
      description: 'Voir avec son manager',
      dueDate: '2026-11-20',
      influencerId: lea.id,
    });
    await createTask(team.colleague, { title: 'Privée', dueDate: '2026-10-01' });

    const rows = readCsv((await download(t.app, team.owner, '/api/tasks/export.csv')).bytes);
    const member = expect.stringMatching(/^Camille Martin \d+$/);
    expect(rows).toEqual([
      [
        'Titre',
        'Description',
        'Statut',
        'Priorité',
        'Échéance',
        'Assignée à',
        'Influenceur',
        'Terminée le',
      ],
      ['Pour toi', '', 'En attente', 'Moyenne', '02/11/2026', member, '', ''],
      [
        'Tâche pour Léa Dupont - Brief',
        'Voir avec son manager',
        'En attente',
        'Moyenne',
        '20/11/2026',
        '',
        'Léa Dupont',
        '',
      ],
      ['Mine', '', 'En attente', 'Haute', '01/12/2026', member, '', ''],
    ]);
    // The colleague sees their own, the one assigned to them and the influencer's, not 'Mine'.
    const theirs = await readXlsx(
      (await download(t.app, team.colleague, '/api/tasks/export.xlsx')).bytes,
    );
    expect(theirs.slice(1).map((row) => row[0])).toEqual([
      'Privée',
      'Pour toi',
      'Tâche pour Léa Dupont - Brief',
    ]);
    expect(theirs[1]?.[4]).toEqual(new Date(Date.UTC(2026, 9, 1)));
  });

  it('reads only the caller’s agency and needs the Tâches permission', async () => {
    const team = await createTeam();
    await createTask(team.owner, { title: 'Secret' });
    const other = await createLoneAgency();
    await createTask(other.agent, { title: 'Ailleurs' });
    const rows = readCsv((await download(t.app, other.agent, '/api/tasks/export.csv')).bytes);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Ailleurs']);
    await team.owner.putCurrent(`/api/account/team/${team.colleagueId}/permissions`, {
      key: 'todo',
      value: false,
    });
    expect((await download(t.app, team.colleague, '/api/tasks/export.csv')).status).toBe(403);
    expect((await download(t.app, team.colleague, '/api/tasks/export.xlsx')).status).toBe(403);
  });
});
