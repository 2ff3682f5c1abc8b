import { describe, expect, it } from 'vitest';
import {
  deriveWebhookEvents,
  nextWebhookAttemptAt,
  signalsOfContentChange,
} from '#shared/domain/webhook-events';

describe('webhook events from the history', () => {
  it('follows a deal’s create, update, delete and status fields', () => {
    expect(deriveWebhookEvents({ kind: 'collaboration', action: 'create', changes: [] })).toEqual({
      types: ['collaboration.created'],
      needsCheck: [],
    });
    const paid = deriveWebhookEvents({
      kind: 'collaboration',
      action: 'update',
      changes: [{ field: 'isPaymentReceived', before: false, after: true }],
    });
    expect(paid).toEqual({
      types: ['collaboration.updated'],
      needsCheck: ['collaboration.status_changed'],
    });
    // A deal back from the Corbeille is the same deal, not a new one.
    expect(deriveWebhookEvents({ kind: 'collaboration', action: 'restore', changes: [] })).toEqual({
      types: ['collaboration.restored'],
      needsCheck: [],
    });
    expect(deriveWebhookEvents({ kind: 'client', action: 'update', changes: [] }).types).toEqual(
      [],
    );
  });

  it('names a task assigned, and the signals a change gives', () => {
    const assigned = deriveWebhookEvents({
      kind: 'task',
      action: 'update',
      changes: [{ field: 'assignee', before: null, after: 'Léa Moreau' }],
    });
    expect(assigned.types).toEqual(['task.assigned']);
    const unassigned = deriveWebhookEvents({
      kind: 'task',
      action: 'update',
      changes: [{ field: 'assignee', before: 'Léa Moreau', after: null }],
    });
    expect(unassigned.types).toEqual([]);
    const payment = deriveWebhookEvents({
      kind: 'collaboration',
      action: 'update',
      changes: [],
      signals: ['payment.marked'],
    });
    expect(payment.types).toEqual(['collaboration.updated', 'payment.marked']);
  });

  it('tells a draft received and a content validated from the other content changes', () => {
    const review = { stage: 'draft_received', version: 1 };
    expect(
      signalsOfContentChange(
        { stage: 'to_produce', version: null },
        { stage: 'draft_received', version: 1 },
      ),
    ).toEqual(['content.draft_received']);
    expect(signalsOfContentChange(review, { stage: 'draft_received', version: 2 })).toEqual([
      'content.draft_received',
    ]);
    expect(signalsOfContentChange(review, { stage: 'approved' })).toEqual(['content.validated']);
    expect(
      signalsOfContentChange({ stage: 'published', version: 1 }, { stage: 'approved' }),
    ).toEqual([]);
    expect(signalsOfContentChange(review, { stage: 'changes_requested' })).toEqual([]);
  });
});

describe('the retry schedule', () => {
  it('stops 24 h after the first attempt', () => {
    const first = new Date('2026-03-02T09:00:00Z');
    const late = new Date(first.getTime() + 24 * 3_600_000);
    expect(nextWebhookAttemptAt(first, first, 1)?.getTime()).toBe(first.getTime() + 5_000);
    expect(nextWebhookAttemptAt(first, late, 8)).toBeNull();
    const nearEnd = new Date(first.getTime() + 20 * 3_600_000);
    expect(nextWebhookAttemptAt(first, nearEnd, 6)).toEqual(late);
  });
});
