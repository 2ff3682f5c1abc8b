import type { HistoryAction, HistoryChange, RecordKind } from '#shared/domain/record-history';

/**
 * Issue 32, decision 0067: the events an agency's webhooks may subscribe to. Each is derived
 * from the one place every change goes through, the history's event (recordEvent): its kind,
 * action and changed fields; the few a change's fields cannot say (a payment marked, a draft
 * received, a content validated) are named by the change itself as `signals`.
 */
export const WEBHOOK_EVENT_TYPES = [
  'collaboration.created',
  'collaboration.updated',
  'collaboration.deleted',
  'collaboration.restored',
  'collaboration.status_changed',
  'task.assigned',
  'payment.marked',
  'content.draft_received',
  'content.validated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The events only the change itself can name (they are updates of the deal besides). */
export type WebhookSignal = Extract<
  WebhookEventType,
  'payment.marked' | 'content.draft_received' | 'content.validated'
>;

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

export type HistoryEventFacts = {
  kind: RecordKind;
  action: HistoryAction;
  changes: readonly HistoryChange[];
  signals?: readonly WebhookSignal[];
};

/** The fields of a deal whose change may move its derived status (collaboration-status.ts). */
export const STATUS_FIELDS = ['isQuoteSent', 'isPaymentReceived'] as const;

/**
 * The events a history event raises, before the checks that need the database: a status that
 * really moved, a task that really has an assignee (`needsCheck`).
 */
export function deriveWebhookEvents(event: HistoryEventFacts): {
  types: WebhookEventType[];
  needsCheck: Extract<WebhookEventType, 'collaboration.status_changed' | 'task.assigned'>[];
} {
  const types: WebhookEventType[] = [];
  const needsCheck: ReturnType<typeof deriveWebhookEvents>['needsCheck'] = [];
  const changed = new Set(event.changes.map((change) => change.field));
  if (event.kind === 'collaboration') {
    if (event.action === 'create') types.push('collaboration.created');
    // Back from the Corbeille: the same deal (same id), not a new one.
    if (event.action === 'restore') types.push('collaboration.restored');
    if (event.action === 'update') types.push('collaboration.updated');
    if (event.action === 'delete') types.push('collaboration.deleted');
    if (event.action === 'update' && STATUS_FIELDS.some((field) => changed.has(field))) {
      needsCheck.push('collaboration.status_changed');
    }
  }
  if (event.kind === 'task') {
    const assignee = event.changes.find((change) => change.field === 'assignee');
    if (assignee && 'after' in assignee && assignee.after !== null) types.push('task.assigned');
    if (event.action === 'create') needsCheck.push('task.assigned');
  }
  types.push(...(event.signals ?? []));
  return { types, needsCheck };
}

/** The public API's path of a record, named in the payload (issue 32's /api/v1). */
export const WEBHOOK_RECORD_PATHS: Partial<Record<RecordKind, string>> = {
  collaboration: '/api/v1/collaborations',
  task: '/api/v1/tasks',
};

/**
 * Retries (decision 0067): after the first attempt, again 5 s, 5 min, 30 min, 2 h, 5 h and
 * 10 h after the previous one, then once at the 24 h mark; after that the delivery has failed
 * and its endpoint is disabled.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
] as const;
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000;

/** When to try again after `attempts` failed attempts, or null: give up. */
export function nextWebhookAttemptAt(
  firstAttemptAt: Date,
  lastAttemptAt: Date,
  attempts: number,
): Date | null {
  const deadline = firstAttemptAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  if (lastAttemptAt.getTime() >= deadline) return null;
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  const next = delay === undefined ? deadline : lastAttemptAt.getTime() + delay;
  return new Date(Math.min(next, deadline));
}

/** The standard timeout of one attempt: no answer in 10 s is a failure. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const isWebhookSuccess = (status: number) => status >= 200 && status < 300;

/**
 * A content's change as webhooks see it: a new draft version received (the first, or the
 * answer to changes), or a draft validated (approved from review; not an unpublish).
 */
export function signalsOfContentChange(
  before: { stage: string; version: number | null },
  after: { stage?: string; version?: number | null },
): WebhookSignal[] {
  const stage = after.stage ?? before.stage;
  const isNewDraft =
    stage === 'draft_received' && after.version != null && after.version !== before.version;
  if (isNewDraft) return ['content.draft_received'];
  if (stage === 'approved' && before.stage === 'draft_received') return ['content.validated'];
  return [];
}
