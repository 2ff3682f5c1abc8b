import { and, asc, eq, sql } from 'drizzle-orm';
import {
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys, isCursorId, isCursorMoment } from '#server/lib/cursor';
import { agencyWait, isContentLate } from '#shared/domain/content-stages';
import { today } from '#shared/domain/dates';
import { contents as t } from '#shared/i18n/fr-contents';
import type {
  WaitingContentsPage,
  WaitingContentsQuery,
  WaitingContentView,
} from '#shared/schemas/contents';

// 'À valider' (issue 29, item 5, decision 0049): every deliverable waiting for the agency — a
// draft received, changes the brand asked for, a publication nobody checked — oldest first.
// The predicate is the partial index's own (deliverables_waiting_idx), written the same way so
// the planner matches it: a page reads its rows along the index and stops.
const isWaiting = sql`(${deliverables.stage} in ('draft_received', 'changes_requested') or (${deliverables.stage} = 'published' and not ${deliverables.isPublicationChecked}))`;

type Position = { since: string; id: string };

const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, t.waiting.cursor, (keys): Position | null =>
    keys.length === 2 && isCursorMoment(keys[0]) && isCursorId(keys[1])
      ? { since: keys[0], id: keys[1] }
      : null,
  );

export async function listWaitingContents(
  ctx: AgencyContext,
  query: WaitingContentsQuery,
): Promise<WaitingContentsPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await ctx.db
    .select({
      deliverableId: deliverables.id,
      collaborationId: deliverables.collaborationId,
      collaborationName: collaborations.name,
      brand: collaborations.brand,
      influencerName: collaborationInfluencers.fullName,
      type: deliverables.type,
      description: deliverables.description,
      stage: deliverables.stage,
      isPublicationChecked: deliverables.isPublicationChecked,
      since: sql<string>`${deliverables.stageChangedAt}::text`,
      publishOn: deliverables.publishOn,
    })
    .from(deliverables)
    .innerJoin(
      collaborationInfluencers,
      eq(collaborationInfluencers.id, deliverables.collaborationInfluencerId),
    )
    .innerJoin(collaborations, eq(collaborations.id, deliverables.collaborationId))
    .where(
      and(
        eq(deliverables.agencyId, ctx.agencyId),
        isWaiting,
        after
          ? sql`(${deliverables.stageChangedAt}, ${deliverables.id}) > (${after.since}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(deliverables.stageChangedAt), asc(deliverables.id))
    .limit(query.limit + 1);
  const day = today();
  const items = rows.slice(0, query.limit).map((row): WaitingContentView => ({
    deliverableId: row.deliverableId,
    collaborationId: row.collaborationId,
    collaborationName: row.collaborationName,
    brand: row.brand,
    influencerName: row.influencerName,
    type: row.type,
    description: row.description,
    stage: row.stage,
    wait: agencyWait(row)!,
    waitingSince: new Date(row.since).toISOString(),
    publishOn: row.publishOn,
    isLate: isContentLate(row, day),
  }));
  const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
  return {
    items,
    nextCursor: last ? encodeCursorKeys([last.since, last.deliverableId]) : null,
  };
}

/** The sidebar's count: exact, from the same partial index. */
export async function countWaitingContents(ctx: AgencyContext) {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(deliverables)
    .where(and(eq(deliverables.agencyId, ctx.agencyId), isWaiting));
  return { count: row?.count ?? 0 };
}
