import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/identity';
import { influencerBody } from '#server/testing/bodies';
import {
  createCalendarLink,
  createDeal,
  createTask,
  createTeam,
  dayFromToday,
  fetchFeed,
  parseIcs,
  summaries,
  t,
  unescapeText,
} from '#server/features/calendar-feed/calendar-feed-testing';

const compact = (day: string) => day.replaceAll('-', '');

describe('a member’s calendar feed', () => {
  it('holds their open tasks and their deals’ publications, nothing of colleagues or other agencies', async () => {
    const { owner, colleague } = await createTeam();
    const other = await createTeam();
    await createTask(owner, { title: 'Ma tâche', dueDate: dayFromToday(5) });
    // Given to the owner by a colleague: theirs too.
    await createTask(colleague, {
      title: 'Confiée par un collègue',
      assignedTo: owner.id,
      dueDate: dayFromToday(-30),
    });
    await createTask(owner, { title: 'Déjà faite', status: 'completed' });
    await createTask(colleague, { title: 'Tâche du collègue' });
    await createTask(owner, { title: 'Trop ancienne', dueDate: dayFromToday(-120) });
    await createTask(owner, { title: 'Trop lointaine', dueDate: dayFromToday(400) });
    // An influencer's task has no assignee: it is its author's.
    const influencer = await owner.agent.post('/api/influencers', influencerBody('Tom Martin'));
    const influencerId = influencer.json.id as string;
    await createTask(owner, { title: 'Appeler', description: 'Le brief', influencerId });
    await createTask(colleague, { title: 'Rappeler', description: 'Le brief', influencerId });
    await createDeal(owner, owner.fullName, [dayFromToday(20), dayFromToday(-10), null]);
    // The chef de projet's name as typed, in another case and with spaces.
    await createDeal(colleague, `  ${owner.fullName.toUpperCase()} `, [dayFromToday(40)], 'Hiver');
    await createDeal(colleague, colleague.fullName, [dayFromToday(21)], 'Du collègue');
    // Another agency's deal naming the owner's name as its manager: not theirs.
    await createDeal(other.owner, owner.fullName, [dayFromToday(22)], 'Ailleurs');
    await createTask(other.owner, { title: 'Autre agence' });

    const { token } = await createCalendarLink(owner);
    const feed = await fetchFeed(token);
    expect(feed.status).toBe(200);
    const { events } = parseIcs(feed.text);
    expect(summaries(events)).toEqual([
      'Confiée par un collègue',
      'Ma tâche',
      'Publication : Léa Dupont · Réel Instagram',
      'Publication : Léa Dupont · Réel Instagram',
      'Publication : Léa Dupont · Réel Instagram',
      'Tâche pour Tom Martin - Appeler',
    ]);
    const deals = events
      .map((event) => unescapeText(event.DESCRIPTION ?? '').split('\n')[0])
      .filter((line) => line?.startsWith('Collaboration'))
      .sort();
    expect(deals).toEqual([
      'Collaboration : Hiver (Lancôme)',
      'Collaboration : Été Radieux (Lancôme)',
      'Collaboration : Été Radieux (Lancôme)',
    ]);
    const appeler = events.find((event) => event.SUMMARY === 'Tâche pour Tom Martin - Appeler')!;
    expect(unescapeText(appeler.DESCRIPTION!)).toContain('Influenceur : Tom Martin\n');
    const mine = events.find((event) => event.SUMMARY === 'Ma tâche')!;
    expect(mine['DTSTART;VALUE=DATE']).toBe(compact(dayFromToday(5)));
  });

  it('is valid iCalendar: the calendar’s name, whole days, UTC stamps and stable UIDs', async () => {
    const { owner } = await createTeam();
    const task = await createTask(owner, {
      title: 'Brief, à relire; vite',
      dueDate: dayFromToday(3),
    });
    const deal = await createDeal(owner, owner.fullName, [dayFromToday(15)]);
    const { token } = await createCalendarLink(owner);
    const feed = await fetchFeed(token);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const { lines, calendar, events } = parseIcs(feed.text);
    expect(feed.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(calendar.VERSION).toBe('2.0');
    expect(calendar.PRODID).toBe('-//Infludesk//Calendrier//FR');
    expect(calendar['X-WR-CALNAME']).toBe(`Infludesk — ${owner.fullName}`);
    expect(calendar['X-WR-TIMEZONE']).toBe('Europe/Paris');
    expect(calendar['REFRESH-INTERVAL;VALUE=DURATION']).toBe('PT1H');
    // No line longer than 75 octets (RFC 5545 §3.1), once folded.
    const raw = feed.text.split('\r\n');
    expect(raw.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event['DTSTART;VALUE=DATE']).toMatch(/^\d{8}$/);
      expect(event['DTEND;VALUE=DATE']).toMatch(/^\d{8}$/);
      expect(event.TRANSP).toBe('TRANSPARENT');
    }
    const taskEvent = events.find((event) => event.UID === `task-${task.id}@infludesk`)!;
    expect(unescapeText(taskEvent.SUMMARY!)).toBe('Brief, à relire; vite');
    expect(taskEvent['DTSTART;VALUE=DATE']).toBe(compact(dayFromToday(3)));
    expect(taskEvent['DTEND;VALUE=DATE']).toBe(compact(dayFromToday(4)));
    expect(taskEvent['URL;VALUE=URI']).toBe(
      `${t.config.appUrl}/app/todo?semaine=${dayFromToday(3)}`,
    );
    const publication = events.find(
      (event) => event.UID === `publication-${deal.deliverables[0]!.id}@infludesk`,
    )!;
    expect(publication['DTSTART;VALUE=DATE']).toBe(compact(dayFromToday(15)));
    expect(publication['URL;VALUE=URI']).toBe(
      `${t.config.appUrl}/app/collaborations?voir=${deal.id}`,
    );

    // Edited: the same UID, so the app replaces the event; its new day and stamp come along.
    const edited = await owner.agent.putCurrent(`/api/tasks/${task.id}`, {
      title: 'Brief relu',
      description: '',
      priority: 'high',
      status: 'in_progress',
      dueDate: dayFromToday(6),
      assignedTo: null,
      influencerId: null,
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const again = parseIcs((await fetchFeed(token)).text).events;
    const moved = again.find((event) => event.UID === taskEvent.UID)!;
    expect(moved.SUMMARY).toBe('Brief relu');
    expect(moved['DTSTART;VALUE=DATE']).toBe(compact(dayFromToday(6)));
    expect(moved.DTSTAMP! >= taskEvent.DTSTAMP!).toBe(true);
    expect(again.map((event) => event.UID).sort()).toEqual(events.map((event) => event.UID).sort());
  });

  it('checks the member’s sections at each read', async () => {
    const { owner, colleague } = await createTeam();
    await createTask(colleague, { title: 'Tâche du collègue' });
    await createDeal(colleague, colleague.fullName, [dayFromToday(8)]);
    const { token } = await createCalendarLink(colleague);
    const read = async () => summaries(parseIcs((await fetchFeed(token)).text).events);
    expect(await read()).toEqual([
      'Publication : Léa Dupont · Réel Instagram',
      'Tâche du collègue',
    ]);
    const setPermission = async (key: string, value: boolean) => {
      const path = `/api/account/team/${colleague.id}/permissions`;
      const response = await owner.agent.put(path, { key, value });
      expect(response.status, JSON.stringify(response.json)).toBe(200);
    };
    await setPermission('todo', false);
    expect(await read()).toEqual(['Publication : Léa Dupont · Réel Instagram']);
    await setPermission('collaborations', false);
    expect(await read()).toEqual([]);
    await setPermission('todo', true);
    expect(await read()).toEqual(['Tâche du collègue']);
  });

  it('answers 404 once its member has left the agency or deleted their account', async () => {
    const { colleague } = await createTeam();
    await createTask(colleague);
    const { token } = await createCalendarLink(colleague);
    expect((await fetchFeed(token)).status).toBe(200);
    const [row] = await t.db
      .select({ agencyId: users.agencyId })
      .from(users)
      .where(eq(users.id, colleague.id));
    await t.db.update(users).set({ agencyId: null }).where(eq(users.id, colleague.id));
    const left = await fetchFeed(token);
    expect(left.status).toBe(404);
    expect(left.text).not.toContain('VCALENDAR');
    await t.db.update(users).set({ agencyId: row!.agencyId }).where(eq(users.id, colleague.id));
    expect((await fetchFeed(token)).status).toBe(200);

    const deleted = await colleague.agent.post('/api/account/delete', {
      password: 'motdepasse-solide',
    });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect((await fetchFeed(token)).status).toBe(404);
  });
});
