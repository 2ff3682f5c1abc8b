import { describe, expect, it } from 'vitest';
import { keepCheckedStatus } from '#client/features/tasks/task-save';
import type { TaskInput } from '#shared/schemas/tasks';

const initial: TaskInput = {
  title: 'Préparer le brief',
  description: '',
  priority: 'medium',
  status: 'pending',
  dueDate: '2026-12-01',
  assignedTo: null,
  influencerId: null,
};

describe('keepCheckedStatus', () => {
  it('leaves out an unchanged status of an edit, so a check made meanwhile stays', () => {
    const saved = keepCheckedStatus({ ...initial, title: 'Brief final' }, initial, 3);
    expect(saved).toEqual({ ...initial, title: 'Brief final', status: undefined, version: 3 });
    expect('status' in saved).toBe(false);
  });

  it('sends a status the member changed, and every field of a new task', () => {
    expect(keepCheckedStatus({ ...initial, status: 'completed' }, initial, 3).status).toBe(
      'completed',
    );
    expect(keepCheckedStatus(initial, initial).status).toBe('pending');
  });
});
