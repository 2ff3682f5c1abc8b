import { and, asc, between, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { influencers } from '#server/db/schema/address-book';
import {
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { tasks } from '#server/db/schema/work';
import { FEED_MAX_EVENTS, type FeedPublication, type FeedTask } from '#shared/domain/calendar-feed';

// Issue 32, decision 0068: the rows of a member's feed, read in the link's tenant transaction
// (row-level security confines them to its agency) and filtered by that agency again.

export type FeedScope = {
  agencyId: string;
  userId: string;
  /** The member's name as a deal's 'Chef de projet' names them. */
  fullName: string;
  from: string;
  to: string;
};

/**
 * The member's open tasks due in the window: those assigned to them, and the influencers'
 * tasks they created (an influencer's task has no assignee: its author answers for it). The
 * two halves read tasks_assignee_due_idx and tasks_creator_due_idx.
 */
export function feedTasksQuery(db: Database, scope: FeedScope) {
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      description: tasks.description,
      status: tasks.status,
      priority: tasks.priority,
      dueDate: tasks.dueDate,
      influencerName: influencers.fullName,
      updatedAt: tasks.updatedAt,
    })
    .from(tasks)
    .leftJoin(influencers, eq(influencers.id, tasks.influencerId))
    .where(
      and(
        eq(tasks.agencyId, scope.agencyId),
        or(
          eq(tasks.assignedTo, scope.userId),
          and(isNull(tasks.assignedTo), eq(tasks.createdBy, scope.userId)),
        ),
        ne(tasks.status, 'completed'),
        between(tasks.dueDate, scope.from, scope.to),
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(FEED_MAX_EVENTS);
}

// The deal names its manager as text (a member picked in the form, or free text): its stored
// key (lower, trimmed) is matched through collaborations_manager_key_idx.

export const findFeedTasks = (db: Database, scope: FeedScope): Promise<FeedTask[]> =>
  feedTasksQuery(db, scope);

/** The planned publications in the window of the deals the member is chef de projet of. */
export function feedPublicationsQuery(db: Database, scope: FeedScope) {
  return db
    .select({
      id: deliverables.id,
      type: deliverables.type,
      description: deliverables.description,
      publishOn: deliverables.publishOn,
      stage: deliverables.stage,
      creatorName: collaborationInfluencers.fullName,
      collaborationId: collaborations.id,
      collaborationName: collaborations.name,
      brand: collaborations.brand,
      // The event shows the deal's and the line's names too: the latest of the three changes.
      updatedAt:
        sql<Date>`greatest(${deliverables.updatedAt}, ${collaborationInfluencers.updatedAt}, ${collaborations.updatedAt})`.mapWith(
          collaborations.updatedAt,
        ),
    })
    .from(collaborations)
    .innerJoin(deliverables, eq(deliverables.collaborationId, collaborations.id))
    .innerJoin(
      collaborationInfluencers,
      eq(collaborationInfluencers.id, deliverables.collaborationInfluencerId),
    )
    .where(
      and(
        eq(collaborations.agencyId, scope.agencyId),
        eq(collaborations.managerKey, sql`lower(trim(${scope.fullName}))`),
        between(deliverables.publishOn, scope.from, scope.to),
      ),
    )
    .orderBy(asc(deliverables.publishOn), asc(deliverables.id))
    .limit(FEED_MAX_EVENTS);
}

export async function findFeedPublications(
  db: Database,
  scope: FeedScope,
): Promise<FeedPublication[]> {
  if (scope.fullName.trim() === '') return [];
  const rows = await feedPublicationsQuery(db, scope);
  // Inside the window: never null.
  return rows.map((row) => ({ ...row, publishOn: row.publishOn! }));
}
