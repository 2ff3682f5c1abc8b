import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { collaborations } from '#server/db/schema/collaborations';
import { tasks } from '#server/db/schema/work';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema/webhooks';
import type { Database } from '#server/db/client';
import { insertJobs } from '#server/lib/jobs/job-queue';
import { deriveCollaborationStatus } from '#shared/domain/collaboration-status';
import type { HistoryChange, RecordKind, HistoryAction } from '#shared/domain/record-history';
import {
  deriveWebhookEvents,
  STATUS_FIELDS,
  WEBHOOK_RECORD_PATHS,
  type WebhookEventType,
  type WebhookSignal,
} from '#shared/domain/webhook-events';

/** The queue of deliveries: one job per delivery attempt (webhook-worker.ts). */
export const WEBHOOK_QUEUE = 'webhook-delivery';
/**
 * `attempt`: how many attempts the delivery had when the job was made; `round`: its
 * `retryFrom` then ('Renvoyer' starts a new round). A job whose pair is no longer the
 * delivery's is stale and skipped. Jobs queued before rounds existed carry none.
 */
export type WebhookJob = { deliveryId: string; attempt: number; round?: number };

export type OutboxEvent = {
  kind: RecordKind;
  recordId: string;
  label: string;
  action: HistoryAction;
  changes: HistoryChange[];
  signals?: readonly WebhookSignal[];
};
type Writer = { db: Database; agencyId: string };
type Author = { id: string | null; name: string };

/**
 * Decision 0067, the transactional outbox: called by recordEvent in the change's transaction,
 * it writes the deliveries and their jobs there, so they exist exactly when the change does.
 * A change no webhook type can follow costs nothing; a deal or task change of an agency
 * without enabled endpoints costs one indexed look-up.
 */
export async function queueWebhookEvents(ctx: Writer, event: OutboxEvent, author: Author) {
  const derived = deriveWebhookEvents(event);
  if (derived.types.length === 0 && derived.needsCheck.length === 0) return;
  const endpoints = await ctx.db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.agencyId, ctx.agencyId), eq(webhookEndpoints.isEnabled, true)));
  if (endpoints.length === 0) return;
  const wanted = new Set(endpoints.flatMap((endpoint) => endpoint.events));
  const types = derived.types.filter((type) => wanted.has(type));
  const extra: Record<string, unknown> = {};
  for (const type of derived.needsCheck.filter((candidate) => wanted.has(candidate))) {
    const facts = await checkEvent(ctx, type, event);
    if (facts) {
      types.push(type);
      Object.assign(extra, facts);
    }
  }
  if (types.length === 0) return;
  const now = new Date();
  const rows = types.flatMap((type) => {
    const eventId = randomUUID();
    const body = JSON.stringify(toPayload(ctx.agencyId, eventId, type, now, event, author, extra));
    return endpoints
      .filter((endpoint) => endpoint.events.includes(type))
      .map((endpoint) => ({
        agencyId: ctx.agencyId,
        endpointId: endpoint.id,
        eventId,
        eventType: type,
        body,
      }));
  });
  const inserted = await ctx.db
    .insert(webhookDeliveries)
    .values(rows)
    .returning({ id: webhookDeliveries.id });
  await insertJobs(
    ctx.db,
    inserted.map((delivery) => toJob(delivery)),
  );
}

/** The job of a delivery's next attempt, in its current round. */
export const toJob = (
  delivery: { id: string; attempts?: number; retryFrom?: number },
  attempt = delivery.attempts ?? 0,
) => ({
  name: WEBHOOK_QUEUE,
  data: {
    deliveryId: delivery.id,
    attempt,
    round: delivery.retryFrom ?? 0,
  } satisfies WebhookJob,
});

/**
 * The payload (decision 0067): Standard Webhooks' `type`, `timestamp` and `data`, with the
 * event's id and agency; `data` names the record, its API path, the change and its author.
 */
function toPayload(
  agencyId: string,
  eventId: string,
  type: WebhookEventType,
  at: Date,
  event: OutboxEvent,
  author: Author,
  extra: Record<string, unknown>,
) {
  const base = WEBHOOK_RECORD_PATHS[event.kind];
  return {
    id: eventId,
    type,
    timestamp: at.toISOString(),
    agencyId,
    data: {
      object: event.kind,
      id: event.recordId,
      label: event.label,
      path: base ? `${base}/${event.recordId}` : null,
      action: event.action,
      changes: event.changes,
      actor: author,
      ...extra,
    },
  };
}

/** The checks that need the record as it now is: a status that moved, a task's assignee. */
async function checkEvent(ctx: Writer, type: WebhookEventType, event: OutboxEvent) {
  if (type === 'task.assigned') {
    const [task] = await ctx.db
      .select({ assignedTo: tasks.assignedTo })
      .from(tasks)
      .where(and(eq(tasks.id, event.recordId), eq(tasks.agencyId, ctx.agencyId)));
    return task?.assignedTo ? {} : null;
  }
  const [deal] = await ctx.db
    .select({
      isQuoteSent: collaborations.isQuoteSent,
      isPaymentReceived: collaborations.isPaymentReceived,
    })
    .from(collaborations)
    .where(and(eq(collaborations.id, event.recordId), eq(collaborations.agencyId, ctx.agencyId)));
  if (!deal) return null;
  const before: Record<string, unknown> = { ...deal };
  for (const change of event.changes) {
    if ((STATUS_FIELDS as readonly string[]).includes(change.field) && 'before' in change) {
      before[change.field] = change.before;
    }
  }
  const statusOf = (flags: Record<string, unknown>) =>
    deriveCollaborationStatus({
      quoteSent: flags.isQuoteSent === true,
      paymentReceived: flags.isPaymentReceived === true,
    });
  const status = { before: statusOf(before), after: statusOf(deal) };
  return status.before === status.after ? null : { status };
}
