import { recordEvents } from '#server/db/schema/history';
import { queueWebhookEvents } from '#server/features/webhooks/webhook-outbox';
import { queueNotifications } from '#server/features/notifications/notification-events';
import type { WebhookSignal } from '#shared/domain/webhook-events';
import type { AgencyContext, SessionUser } from '#server/lib/context';
import {
  RECORD_SECTION,
  type HistoryAction,
  type HistoryChange,
  type RecordKind,
} from '#shared/domain/record-history';

export type RecordEvent = {
  kind: RecordKind;
  recordId: string;
  /** The record's name now (or, for a delete, as it was). */
  label: string;
  action: HistoryAction;
  /** An update's changed fields (diffRecordViews); empty for the other actions. */
  changes?: HistoryChange[];
  /**
   * The webhook events only the change itself can name (decision 0067): a payment marked, a
   * draft received, a content validated. The others follow from kind, action and changes.
   */
  signals?: readonly WebhookSignal[];
};

/**
 * Who an event names: a member, or an outsider acting through a private link (decision 0051),
 * who has no account (`id` null) and is named with how they came (« Léa Dupont (créateur, par
 * son lien) »).
 */
export type EventAuthor = { id: string | null; name: string };

/** The transaction, the agency, and either the signed-in member or an outsider's author. */
export type EventWriter = Pick<AgencyContext, 'db' | 'agencyId'> &
  (
    | { user: Pick<SessionUser, 'id' | 'firstName' | 'lastName'>; author?: undefined }
    | { author: EventAuthor }
  );

const authorOf = (ctx: EventWriter): EventAuthor =>
  ctx.author ?? { id: ctx.user.id, name: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() };

let writing = true;

/**
 * `npm run bench` only (decision 0045): switches the history off to time a write without it,
 * the 'before' of issue 28's ≤ +10 % target. Always on in the server.
 */
export function setHistoryWriting(on: boolean) {
  writing = on;
}
export const isHistoryWriting = () => writing;

/**
 * The one way a change enters the history (issue 28, decision 0045): in the caller's
 * transaction, so the event exists exactly when the change does. An update that changed
 * nothing writes nothing.
 */
export async function recordEvent(ctx: EventWriter, event: RecordEvent) {
  const changes = event.changes ?? [];
  if (!writing || (event.action === 'update' && changes.length === 0)) return;
  const author = authorOf(ctx);
  await ctx.db.insert(recordEvents).values({
    agencyId: ctx.agencyId,
    actorId: author.id,
    actorName: author.name,
    kind: event.kind,
    recordId: event.recordId,
    recordLabel: event.label,
    section: RECORD_SECTION[event.kind],
    action: event.action,
    changes,
  });
  // Decision 0067: the webhooks' deliveries, in the same transaction as the change.
  await queueWebhookEvents(ctx, { ...event, changes }, author);
  // Decision 0069: the members it concerns are notified, in the same transaction.
  await queueNotifications(ctx, { ...event, changes }, author);
}

/**
 * Many events in one insert (the importer's creates): as recordEvent, without an update that
 * changed nothing, in chunks the driver's parameter limit allows.
 */
export async function recordEventBatch(ctx: AgencyContext, events: RecordEvent[]) {
  if (!writing) return;
  const actorName = `${ctx.user.firstName} ${ctx.user.lastName}`.trim();
  const rows = events
    .filter((event) => event.action !== 'update' || (event.changes ?? []).length > 0)
    .map((event) => ({
      agencyId: ctx.agencyId,
      actorId: ctx.user.id,
      actorName,
      kind: event.kind,
      recordId: event.recordId,
      recordLabel: event.label,
      section: RECORD_SECTION[event.kind],
      action: event.action,
      changes: event.changes ?? [],
    }));
  for (let start = 0; start < rows.length; start += EVENT_CHUNK) {
    await ctx.db.insert(recordEvents).values(rows.slice(start, start + EVENT_CHUNK));
  }
}

// 9 parameters a row: well under PostgreSQL's 65,535 per statement.
const EVENT_CHUNK = 5000;
