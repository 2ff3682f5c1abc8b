import { describe, expect, it } from 'vitest';
import {
  calendarFeedPath,
  calendarLinkExpiry,
  feedWindow,
  isTaskInFeed,
  parisDay,
  publicationEvent,
  shiftDay,
  taskEvent,
  tokenOfFeedFile,
  type FeedPublication,
  type FeedTask,
} from '#shared/domain/calendar-feed';

const APP = 'https://app.infludesk.fr';
const stamp = new Date('2026-11-20T08:30:00Z');

const task = (overrides: Partial<FeedTask> = {}): FeedTask => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Relancer la marque',
  description: 'Appeler avant midi',
  status: 'pending',
  priority: 'high',
  dueDate: '2026-12-03',
  influencerName: null,
  updatedAt: stamp,
  ...overrides,
});

const publication = (overrides: Partial<FeedPublication> = {}): FeedPublication => ({
  id: '22222222-2222-4222-8222-222222222222',
  type: 'reel_instagram',
  description: 'Teaser de la collection',
  publishOn: '2027-01-15',
  stage: 'approved',
  creatorName: 'Léa Dupont',
  collaborationId: '33333333-3333-4333-8333-333333333333',
  collaborationName: 'Été Radieux',
  brand: 'Lancôme',
  updatedAt: stamp,
  ...overrides,
});

describe('the feed window', () => {
  it('runs from 90 days before today in Paris to a year after', () => {
    expect(feedWindow(new Date('2026-11-28T10:00:00Z'))).toEqual({
      from: '2026-08-30',
      to: '2027-11-28',
    });
  });

  it('counts today in Paris, not in UTC, around midnight', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris (UTC+1).
    expect(parisDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(feedWindow(new Date('2026-12-31T23:30:00Z')).to).toBe('2028-01-01');
    // Summer time (UTC+2): 22:30 UTC on 30 June is 1 July in Paris.
    expect(parisDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });

  it('moves days across months, leap days and daylight-saving changes', () => {
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2026-03-29', -1)).toBe('2026-03-28');
    expect(shiftDay('2026-10-25', 1)).toBe('2026-10-26');
    expect(shiftDay('2026-01-01', -90)).toBe('2025-10-03');
  });
});

describe('a calendar link', () => {
  it('expires 180 days after its last read', () => {
    expect(calendarLinkExpiry(new Date('2026-11-28T10:00:00Z')).toISOString()).toBe(
      '2027-05-27T10:00:00.000Z',
    );
  });

  it('carries its token in the path, read back from the file name only', () => {
    const token = 'a'.repeat(43);
    expect(calendarFeedPath(token)).toBe(`/api/calendar/${token}.ics`);
    expect(tokenOfFeedFile(`${token}.ics`)).toBe(token);
    expect(tokenOfFeedFile(token)).toBeNull();
    expect(tokenOfFeedFile(`${token}.ics.txt`)).toBeNull();
  });
});

describe('a task event', () => {
  it('falls on its due date, under a UID made from its id alone', () => {
    const event = taskEvent(task(), APP);
    expect(event.uid).toBe('task-11111111-1111-4111-8111-111111111111@infludesk');
    expect(event.day).toBe('2026-12-03');
    expect(event.summary).toBe('Relancer la marque');
    expect(event.stamp).toBe(stamp);
    expect(taskEvent(task({ title: 'Autre titre', dueDate: '2027-01-04' }), APP).uid).toBe(
      event.uid,
    );
  });

  it('tells its priority, status and description, and links to its week on the board', () => {
    const event = taskEvent(task(), APP);
    expect(event.url).toBe(`${APP}/app/todo?semaine=2026-12-03`);
    expect(event.description).toBe(
      [
        'Priorité : Haute · Statut : En attente',
        'Appeler avant midi',
        `Ouvrir dans Infludesk : ${APP}/app/todo?semaine=2026-12-03`,
      ].join('\n'),
    );
  });

  it('names its influencer the way the board does', () => {
    const event = taskEvent(task({ influencerName: 'Tom Martin', description: '' }), APP);
    expect(event.summary).toBe('Tâche pour Tom Martin - Relancer la marque');
    expect(event.description.split('\n')[0]).toBe('Influenceur : Tom Martin');
    expect(event.description).not.toContain('\n\n');
  });

  it('leaves the calendar once done', () => {
    expect(isTaskInFeed(task({ status: 'pending' }))).toBe(true);
    expect(isTaskInFeed(task({ status: 'in_progress' }))).toBe(true);
    expect(isTaskInFeed(task({ status: 'completed' }))).toBe(false);
  });
});

describe('a publication event', () => {
  it('falls on the planned day with the creator, the format and the deal', () => {
    const event = publicationEvent(publication(), APP);
    expect(event.uid).toBe('publication-22222222-2222-4222-8222-222222222222@infludesk');
    expect(event.day).toBe('2027-01-15');
    expect(event.summary).toBe('Publication : Léa Dupont · Réel Instagram');
    expect(event.url).toBe(`${APP}/app/collaborations?voir=33333333-3333-4333-8333-333333333333`);
    expect(event.description.split('\n')).toEqual([
      'Collaboration : Été Radieux (Lancôme)',
      'Créateur : Léa Dupont',
      'Format : Réel Instagram',
      'Étape : Validé',
      'Teaser de la collection',
      `Ouvrir dans Infludesk : ${event.url}`,
    ]);
  });

  it('keeps a free-text format as written, and a deal without a brand', () => {
    const event = publicationEvent(publication({ type: 'Podcast', brand: '' }), APP);
    expect(event.summary).toBe('Publication : Léa Dupont · Podcast');
    expect(event.description).toContain('Collaboration : Été Radieux\n');
  });
});
