import type { ContentStage } from '#shared/domain/content-stages';
import type { PermissionKey } from '#shared/domain/permissions';

/**
 * Issue 33, decision 0069: what needs a member now. Each kind is one event that notifies; this
 * list is the one place that names them (their texts: fr-notifications.ts). A kind of a later
 * issue joins here.
 */
export const NOTIFICATION_KINDS = [
  'task_assigned',
  'task_due_tomorrow',
  'task_late',
  'deal_changed',
  'mention',
  'content_draft_received',
  'content_changes_requested',
  'content_validated',
  'payment_unpaid',
  'compliance_blocking',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** In the app only, immediately by mail as well, or in the daily digest as well. */
export const NOTIFICATION_CHANNELS = ['app', 'immediate', 'digest'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What a member gets before choosing: the urgent kinds by mail at once, the rest in the digest. */
export const NOTIFICATION_DEFAULT_CHANNEL: Record<NotificationKind, NotificationChannel> = {
  task_assigned: 'immediate',
  task_due_tomorrow: 'digest',
  task_late: 'digest',
  deal_changed: 'digest',
  mention: 'immediate',
  content_draft_received: 'immediate',
  content_changes_requested: 'immediate',
  content_validated: 'digest',
  payment_unpaid: 'digest',
  compliance_blocking: 'immediate',
};

/**
 * The section an item's record belongs to: the member must open it when the item is read
 * (a member never sees an item about a record they may not open today). A mention takes the
 * section of the record it was written on (given at creation).
 */
export const NOTIFICATION_SECTION: Record<Exclude<NotificationKind, 'mention'>, PermissionKey> = {
  task_assigned: 'todo',
  task_due_tomorrow: 'todo',
  task_late: 'todo',
  deal_changed: 'collaborations',
  content_draft_received: 'collaborations',
  content_changes_requested: 'collaborations',
  content_validated: 'collaborations',
  payment_unpaid: 'accounting',
  compliance_blocking: 'collaborations',
};

/** The member's channel for a kind: their choice, else the default. */
export function channelOf(
  channels: Partial<Record<NotificationKind, NotificationChannel>>,
  kind: NotificationKind,
): NotificationChannel {
  return channels[kind] ?? NOTIFICATION_DEFAULT_CHANNEL[kind];
}

/**
 * The bell counts up to this many unread items and shows '99+' beyond 99: a count that stops
 * there reads at most 100 index entries, whatever a member has let pile up.
 */
export const UNREAD_COUNT_CAP = 100;

/** A page of the panel: its default and largest sizes. */
export const NOTIFICATION_PAGE_LIMIT = 20;
export const NOTIFICATION_PAGE_MAX = 50;

/** A creator's payment left unpaid this many days after the publication notifies. */
export const PAYMENT_UNPAID_DAYS = 30;

/** The digest's default hour and time zone (the member may pick others). */
export const DIGEST_DEFAULT_HOUR = 8;
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/**
 * The app's page an item opens: a task on the Tâches screen (`?tache=`), anything of a deal on
 * its detail (`?voir=`), its compliance on the 'Conformité' tab.
 */
export function notificationPath(item: {
  kind: NotificationKind;
  recordKind: string;
  recordId: string;
  collaborationId: string | null;
}): string {
  if (item.recordKind === 'task') return `/app/todo?tache=${item.recordId}`;
  const deal = item.collaborationId ?? (item.recordKind === 'collaboration' ? item.recordId : null);
  if (!deal) return '/app/collaborations';
  const tab = item.kind === 'compliance_blocking' ? '&onglet=conformite' : '';
  return `/app/collaborations?voir=${deal}${tab}`;
}

/** The day (YYYY-MM-DD) and hour (0–23) of a moment in a time zone. */
export function zonedDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/**
 * Whether a member's digest leaves now: their hour has come today in their zone and no digest
 * left today (a missed hour, a server down, is caught up later the same day).
 */
export function isDigestDue(
  settings: { digestHour: number; timeZone: string; lastDigestOn: string | null },
  now: Date,
): { due: boolean; day: string } {
  const { day, hour } = zonedDayAndHour(now, settings.timeZone);
  return { due: hour >= settings.digestHour && settings.lastDigestOn !== day, day };
}

/** A deal's fields whose change its manager hears of: its status, its amounts, its dates. */
export const DEAL_WATCHED_FIELDS = [
  'isQuoteSent',
  'isContractSigned',
  'isCastingValidated',
  'isInvoiceSent',
  'isPaymentReceived',
  'totalCents',
  'billedCents',
  'contactDate',
  'signatureDate',
  'invoiceDate',
] as const;

/** A content's move that its deal's managers hear of: a draft in, changes asked, a validation. */
export function contentKind(stages: {
  before: ContentStage;
  after: ContentStage;
  isNewVersion: boolean;
}): NotificationKind | null {
  if (stages.after === 'draft_received' && stages.isNewVersion) return 'content_draft_received';
  if (stages.after === stages.before) return null;
  if (stages.after === 'changes_requested') return 'content_changes_requested';
  if (stages.after === 'approved' && stages.before === 'draft_received') return 'content_validated';
  return null;
}
