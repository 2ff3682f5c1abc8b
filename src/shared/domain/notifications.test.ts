import { describe, expect, it } from 'vitest';
import {
  channelOf,
  contentKind,
  isDigestDue,
  notificationPath,
  zonedDayAndHour,
} from '#shared/domain/notifications';

describe('notifications', () => {
  it("a member's choice wins over the kind's default", () => {
    expect(channelOf({}, 'task_assigned')).toBe('immediate');
    expect(channelOf({ task_assigned: 'digest' }, 'task_assigned')).toBe('digest');
    expect(channelOf({}, 'deal_changed')).toBe('digest');
  });

  it('opens a task on Tâches and everything of a deal on its detail', () => {
    const base = { recordId: 'r-1', collaborationId: null };
    expect(notificationPath({ ...base, kind: 'task_late', recordKind: 'task' })).toBe(
      '/app/todo?tache=r-1',
    );
    expect(notificationPath({ ...base, kind: 'deal_changed', recordKind: 'collaboration' })).toBe(
      '/app/collaborations?voir=r-1',
    );
    expect(
      notificationPath({
        kind: 'content_draft_received',
        recordKind: 'deliverable',
        recordId: 'd-1',
        collaborationId: 'c-1',
      }),
    ).toBe('/app/collaborations?voir=c-1');
    expect(
      notificationPath({ ...base, kind: 'compliance_blocking', recordKind: 'collaboration' }),
    ).toBe('/app/collaborations?voir=r-1&onglet=conformite');
  });

  it('reads the day and hour in the member’s zone, summer and winter', () => {
    // 2026-07-01 06:30 UTC is 08:30 in Paris (UTC+2); 2026-12-31 23:30 UTC is 00:30 the next day.
    expect(zonedDayAndHour(new Date('2026-07-01T06:30:00Z'), 'Europe/Paris')).toEqual({
      day: '2026-07-01',
      hour: 8,
    });
    expect(zonedDayAndHour(new Date('2026-12-31T23:30:00Z'), 'Europe/Paris')).toEqual({
      day: '2027-01-01',
      hour: 0,
    });
    expect(zonedDayAndHour(new Date('2026-12-31T23:30:00Z'), 'America/New_York').day).toBe(
      '2026-12-31',
    );
  });

  it('a digest leaves once a day, from its hour on', () => {
    const settings = { digestHour: 8, timeZone: 'Europe/Paris', lastDigestOn: null };
    expect(isDigestDue(settings, new Date('2026-12-01T06:59:00Z')).due).toBe(false);
    expect(isDigestDue(settings, new Date('2026-12-01T07:00:00Z'))).toEqual({
      due: true,
      day: '2026-12-01',
    });
    expect(
      isDigestDue({ ...settings, lastDigestOn: '2026-12-01' }, new Date('2026-12-01T15:00:00Z'))
        .due,
    ).toBe(false);
  });

  it("names a content's move: a new draft, changes asked, a validation; nothing else", () => {
    const move = (before: string, after: string, isNewVersion = false) =>
      contentKind({ before, after, isNewVersion } as Parameters<typeof contentKind>[0]);
    expect(move('to_produce', 'draft_received', true)).toBe('content_draft_received');
    expect(move('changes_requested', 'draft_received', true)).toBe('content_draft_received');
    expect(move('draft_received', 'changes_requested')).toBe('content_changes_requested');
    expect(move('draft_received', 'approved')).toBe('content_validated');
    expect(move('approved', 'published')).toBeNull();
    expect(move('draft_received', 'draft_received')).toBeNull();
  });
});
