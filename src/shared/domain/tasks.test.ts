import { describe, expect, it } from 'vitest';
import {
  completedAtFor,
  formatTaskDay,
  getTaskWeek,
  isTaskLate,
  shiftTaskWeek,
  taskDisplayTitle,
  toggledTaskStatus,
} from '#shared/domain/tasks';

describe('getTaskWeek', () => {
  it('is Monday to Friday of the day, a weekend day belonging to the week just ended', () => {
    for (const day of ['2026-11-23', '2026-11-25', '2026-11-27', '2026-11-28', '2026-11-29']) {
      expect(getTaskWeek(day)).toEqual({
        monday: '2026-11-23',
        friday: '2026-11-27',
        days: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'],
      });
    }
  });

  it('crosses months and years', () => {
    expect(getTaskWeek('2027-01-01')).toMatchObject({ monday: '2026-12-28', friday: '2027-01-01' });
  });

  it('refuses a day that does not exist', () => {
    expect(() => getTaskWeek('2026-02-30')).toThrow(RangeError);
  });
});

describe('shiftTaskWeek', () => {
  it('moves by 7 days and comes back, across a daylight-saving change', () => {
    expect(shiftTaskWeek('2026-10-19', 1)).toBe('2026-10-26');
    expect(shiftTaskWeek('2026-10-26', -1)).toBe('2026-10-19');
    expect(shiftTaskWeek('2026-03-23', 1)).toBe('2026-03-30');
    expect(shiftTaskWeek(shiftTaskWeek('2026-11-23', 5), -5)).toBe('2026-11-23');
  });
});

describe('isTaskLate', () => {
  it('is late when due before today and not done', () => {
    expect(isTaskLate({ status: 'pending', dueDate: '2026-11-22' }, '2026-11-23')).toBe(true);
    expect(isTaskLate({ status: 'in_progress', dueDate: '2026-01-01' }, '2026-11-23')).toBe(true);
  });

  it('is not late on its day, in the future, or when completed', () => {
    expect(isTaskLate({ status: 'pending', dueDate: '2026-11-23' }, '2026-11-23')).toBe(false);
    expect(isTaskLate({ status: 'pending', dueDate: '2026-12-01' }, '2026-11-23')).toBe(false);
    expect(isTaskLate({ status: 'completed', dueDate: '2026-11-01' }, '2026-11-23')).toBe(false);
  });
});

describe('toggle and completed_at', () => {
  it('turns completed into pending and anything else into completed', () => {
    expect(toggledTaskStatus('completed')).toBe('pending');
    expect(toggledTaskStatus('pending')).toBe('completed');
    expect(toggledTaskStatus('in_progress')).toBe('completed');
  });

  it('sets completed_at when it becomes completed, keeps it while it stays, clears it after', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const earlier = new Date('2026-11-20T10:00:00Z');
    expect(completedAtFor('completed', null, now)).toBe(now);
    expect(completedAtFor('completed', { status: 'pending', completedAt: null }, now)).toBe(now);
    expect(completedAtFor('completed', { status: 'completed', completedAt: earlier }, now)).toBe(
      earlier,
    );
    expect(completedAtFor('in_progress', { status: 'completed', completedAt: earlier }, now)).toBe(
      null,
    );
  });
});

describe('display', () => {
  it("reads 'Tâche pour {name} - {title}' for an influencer's task", () => {
    expect(taskDisplayTitle({ title: 'Envoyer le brief', influencerName: 'Léa Dupont' })).toBe(
      'Tâche pour Léa Dupont - Envoyer le brief',
    );
    expect(taskDisplayTitle({ title: 'Envoyer le brief', influencerName: null })).toBe(
      'Envoyer le brief',
    );
  });

  it('names a day in French', () => {
    expect(formatTaskDay('2026-11-23')).toBe('lundi 23 novembre');
  });
});
