// Issue 29, decision 0050: a link lives until 30 days after the last planned publication of what
// it opens (deliverables.publish_on); with no date planned, or one already long past, 30 days
// from its creation, so that a new link is never born dead.

const DAY_MS = 86_400_000;
export const LINK_GRACE_DAYS = 30;

/** The end of the 30th day after `lastPublishOn` (midnight UTC), or 30 days from now. */
export function linkExpiry(lastPublishOn: string | null, now = new Date()): Date {
  const fromNow = new Date(now.getTime() + LINK_GRACE_DAYS * DAY_MS);
  if (!lastPublishOn) return fromNow;
  const day = Date.parse(`${lastPublishOn}T00:00:00Z`);
  if (Number.isNaN(day)) return fromNow;
  const afterPublication = new Date(day + (LINK_GRACE_DAYS + 1) * DAY_MS);
  return afterPublication > fromNow ? afterPublication : fromNow;
}
