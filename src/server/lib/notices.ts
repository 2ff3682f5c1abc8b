// Decision 0069: what other features call to notify members of a change that the history's
// events do not carry (a content's move, a mention in a thread), as lib/history.ts is their way
// to the webhooks' outbox: features never import each other.
export {
  notifyComplianceBlocking,
  notifyContentChange,
  notifyMentions,
} from '#server/features/notifications/notification-events';
