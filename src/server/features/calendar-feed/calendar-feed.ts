import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/identity';
import { withTenant } from '#server/db/tenant';
import { touchLink, type PrivateLink } from '#server/lib/private-links/private-links';
import {
  findFeedPublications,
  findFeedTasks,
  type FeedScope,
} from '#server/features/calendar-feed/calendar-feed-data';
import { writeCalendar } from '#server/features/calendar-feed/calendar-feed-ics';
import {
  calendarLinkExpiry,
  feedWindow,
  isTaskInFeed,
  publicationEvent,
  taskEvent,
} from '#shared/domain/calendar-feed';
import { canOpenSection } from '#shared/domain/permissions';

// Issue 32, decision 0068: a member's feed, read at every fetch in the link's tenant
// transaction with the member as the database knows them now: one who left the agency reads
// nothing, and each section counts as it is today ('todo' for tasks, 'collaborations' for
// publications).

/** The .ics of a live calendar link, or null when its member is no longer the agency's. */
export async function readCalendarFeed(
  deps: { db: Database; appUrl: string },
  link: PrivateLink,
  now = new Date(),
): Promise<string | null> {
  const userId = link.userId;
  if (link.kind !== 'calendar' || !userId) return null;
  const scope = { agencyId: link.agencyId, userId };
  return withTenant(deps.db, scope, async (db, member) => {
    if (member?.agencyId !== link.agencyId) return null;
    const [person] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    if (!person) return null;
    // Read: the link lives on for another CALENDAR_LINK_IDLE_DAYS.
    await touchLink(db, link.id, now, calendarLinkExpiry(now));
    const feedScope: FeedScope = {
      ...scope,
      fullName: `${person.firstName} ${person.lastName}`.trim(),
      ...feedWindow(now),
    };
    const canReadTasks = canOpenSection(member.permissions, 'todo');
    const canReadDeals = canOpenSection(member.permissions, 'collaborations');
    const tasks = canReadTasks ? await findFeedTasks(db, feedScope) : [];
    const publications = canReadDeals ? await findFeedPublications(db, feedScope) : [];
    const events = [
      ...tasks.filter(isTaskInFeed).map((task) => taskEvent(task, deps.appUrl)),
      ...publications.map((publication) => publicationEvent(publication, deps.appUrl)),
    ];
    return writeCalendar(feedScope.fullName, events);
  });
}
