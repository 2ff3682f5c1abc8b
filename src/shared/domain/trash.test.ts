import { describe, expect, it } from 'vitest';
import { daysLeftInTrash, isTrashKind, trashExpiry } from '#shared/domain/trash';

describe('the Corbeille’s days', () => {
  const deletedAt = new Date('2026-03-01T10:00:00Z');

  it('expires TRASH_DAYS after the deletion', () => {
    expect(trashExpiry(deletedAt, 30).toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });

  it('counts the days left rounded up, never below zero', () => {
    const expiresAt = trashExpiry(deletedAt, 30);
    expect(daysLeftInTrash(expiresAt, deletedAt)).toBe(30);
    expect(daysLeftInTrash(expiresAt, new Date('2026-03-30T11:00:00Z'))).toBe(1);
    expect(daysLeftInTrash(expiresAt, new Date('2026-04-02T00:00:00Z'))).toBe(0);
  });

  it('knows the six kinds a deletion moves there', () => {
    expect(isTrashKind('client')).toBe(true);
    expect(isTrashKind('agency')).toBe(false);
  });
});
