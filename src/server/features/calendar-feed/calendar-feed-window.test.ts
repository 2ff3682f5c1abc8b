import { describe, expect, it } from 'vitest';
import { findLinkByToken } from '#server/lib/private-links/private-links';
import { readCalendarFeed } from '#server/features/calendar-feed/calendar-feed';
import {
  createCalendarLink,
  createDeal,
  createTask,
  createTeam,
  parseIcs,
  summaries,
  t,
} from '#server/features/calendar-feed/calendar-feed-testing';

// A fixed clock: 28 November 2026 at 23:30 UTC is already the 29th in Paris, so the window
// runs from 31 August 2026 to 29 November 2027, both included.
const NOW = new Date('2026-11-28T23:30:00Z');

describe('the feed’s window, on a fixed clock', () => {
  it('holds 90 days back to a year ahead of today in Paris, edges included', async () => {
    const { owner } = await createTeam();
    for (const [title, dueDate] of [
      ['Veille du début', '2026-08-30'],
      ['Premier jour', '2026-08-31'],
      ['Dernier jour', '2027-11-29'],
      ['Lendemain de la fin', '2027-11-30'],
    ] as const) {
      await createTask(owner, { title, dueDate });
    }
    await createDeal(owner, owner.fullName, [
      '2026-08-30',
      '2026-08-31',
      '2027-11-29',
      '2027-11-30',
    ]);
    const { token } = await createCalendarLink(owner);
    const found = await findLinkByToken(t.db, token);
    const ics = await readCalendarFeed({ db: t.db, appUrl: t.config.appUrl }, found!.link, NOW);
    const { events } = parseIcs(ics!);
    expect(summaries(events.filter((event) => event.UID!.startsWith('task-')))).toEqual([
      'Dernier jour',
      'Premier jour',
    ]);
    const publicationDays = events
      .filter((event) => event.UID!.startsWith('publication-'))
      .map((event) => event['DTSTART;VALUE=DATE'])
      .sort();
    expect(publicationDays).toEqual(['20260831', '20271129']);
  });
});
