import { isPostedStage } from '#shared/domain/content-stages';
import { and, desc, eq } from 'drizzle-orm';
import { publicationReadings } from '#server/db/schema/performance';
import { AppError, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent } from '#server/lib/history';
import {
  lockContent,
  memberName,
  type LockedContent,
} from '#server/features/collaborations/contents/content-writes';
import { getDealName } from '#server/features/collaborations/contents/contents-read';
import { formatLongDate } from '#shared/domain/dates';
import { METRICS } from '#shared/domain/performance';
import { diffRecordViews } from '#shared/domain/record-history';
import { fr } from '#shared/i18n/fr';
import { performance as t } from '#shared/i18n/fr-performance';
import type { Reading, ReadingView, ReadingsOfDeal } from '#shared/schemas/performance';

// Issue 30, decision 0055: the agency's readings of a deal's publications. Each change runs in
// the request's tenant transaction, with one line of the deal's history naming the deliverable.

type ReadingRow = typeof publicationReadings.$inferSelect;

export function toReadingView(row: ReadingRow): ReadingView {
  const metrics = Object.fromEntries(METRICS.map((metric) => [metric, row[metric]]));
  return {
    ...(metrics as Pick<ReadingView, (typeof METRICS)[number]>),
    id: row.id,
    deliverableId: row.deliverableId,
    readOn: row.readOn,
    source: row.source,
    authorName: row.authorName,
    hasProof: row.proofFileKey !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** « Léa Dupont · Post Instagram · Un post · Relevé du 7 novembre 2026 » */
function readingLabel(locked: LockedContent, readOn: string) {
  const types: Record<string, string> = fr.deliverableTypes;
  return [
    locked.lineName,
    types[locked.item.type] ?? locked.item.type,
    locked.item.description,
    t.history.reading(formatLongDate(readOn)),
  ]
    .filter(Boolean)
    .join(' · ');
}

async function recordReadingEvent(
  ctx: AgencyContext,
  locked: LockedContent,
  change: { added?: string; removed?: string },
) {
  await recordEvent(ctx, {
    kind: 'collaboration',
    recordId: locked.collaborationId,
    label: locked.dealName,
    action: 'update',
    changes: diffRecordViews(
      { readings: change.removed === undefined ? [] : [change.removed] },
      { readings: change.added === undefined ? [] : [change.added] },
    ),
  });
}

/**
 * POST …/contents/:deliverableId/readings: a member's reading of a published deliverable; the
 * importer's too (`source` 'import': a row of a file the member imports, decision 0060).
 */
export async function addReading(
  ctx: AgencyContext,
  collaborationId: string,
  deliverableId: string,
  input: Reading,
  source: 'agency' | 'import' = 'agency',
): Promise<ReadingView> {
  // Locked: an 'unpublish' at the same moment waits, and the reading never lands on a draft.
  const locked = await lockContent(ctx, collaborationId, deliverableId);
  if (!isPostedStage(locked.item.stage)) {
    throw new AppError('reading_not_published', 409, t.errors.notPublished);
  }
  const [row] = await ctx.db
    .insert(publicationReadings)
    .values({
      ...input,
      agencyId: ctx.agencyId,
      collaborationId,
      deliverableId,
      source,
      authorName: memberName(ctx),
      authorUserId: ctx.user.id,
    })
    .returning();
  await recordReadingEvent(ctx, locked, { added: readingLabel(locked, row!.readOn) });
  return toReadingView(row!);
}

/** DELETE /api/collaborations/:id/readings/:readingId */
export async function deleteReading(ctx: AgencyContext, collaborationId: string, id: string) {
  await getDealName(ctx, collaborationId);
  const [reading] = await ctx.db
    .select({ deliverableId: publicationReadings.deliverableId })
    .from(publicationReadings)
    .where(
      and(
        eq(publicationReadings.id, id),
        eq(publicationReadings.collaborationId, collaborationId),
        eq(publicationReadings.agencyId, ctx.agencyId),
      ),
    );
  if (!reading) throw notFound();
  const locked = await lockContent(ctx, collaborationId, reading.deliverableId);
  const [row] = await ctx.db
    .delete(publicationReadings)
    .where(and(eq(publicationReadings.id, id), eq(publicationReadings.agencyId, ctx.agencyId)))
    .returning({ readOn: publicationReadings.readOn });
  // Deleted by a simultaneous request since: nothing left to delete.
  if (!row) throw notFound();
  await recordReadingEvent(ctx, locked, { removed: readingLabel(locked, row.readOn) });
  return { id };
}

/**
 * GET /api/collaborations/:id/readings: each deliverable's readings, newest first (the first
 * counts); the deliverables in the order of their newest reading.
 */
export async function listReadings(
  ctx: AgencyContext,
  collaborationId: string,
): Promise<ReadingsOfDeal> {
  await getDealName(ctx, collaborationId);
  const rows = await ctx.db
    .select()
    .from(publicationReadings)
    .where(
      and(
        eq(publicationReadings.collaborationId, collaborationId),
        eq(publicationReadings.agencyId, ctx.agencyId),
      ),
    )
    .orderBy(
      desc(publicationReadings.readOn),
      desc(publicationReadings.createdAt),
      desc(publicationReadings.id),
    );
  const byDeliverable = new Map<string, ReadingView[]>();
  for (const row of rows) {
    const list = byDeliverable.get(row.deliverableId) ?? [];
    list.push(toReadingView(row));
    byDeliverable.set(row.deliverableId, list);
  }
  return {
    collaborationId,
    deliverables: [...byDeliverable].map(([deliverableId, readings]) => ({
      deliverableId,
      readings,
    })),
  };
}
