import { isPostedStage } from '#shared/domain/content-stages';
import { and, desc, eq } from 'drizzle-orm';
import { publicationReadings } from '#server/db/schema/performance';
import { AppError, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent } from '#server/lib/history';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { toAttachedFile } from '#server/lib/storage/finished-upload';
import {
  authorOf,
  lockContent,
  memberWriter,
  type ContentWriter,
  type LockedContent,
} from '#server/features/collaborations/contents/content-writes';
import { getDealName } from '#server/features/collaborations/contents/contents-read';
import { formatLongDate } from '#shared/domain/dates';
import { METRICS } from '#shared/domain/performance';
import { diffRecordViews } from '#shared/domain/record-history';
import { fr } from '#shared/i18n/fr';
import { performance as t } from '#shared/i18n/fr-performance';
import type {
  Reading,
  ReadingSource,
  ReadingView,
  ReadingsOfDeal,
} from '#shared/schemas/performance';

// Issue 30, decisions 0055 and 0059: the readings of a deal's publications. Each change runs in
// the request's tenant transaction, with one line of the deal's history naming the deliverable.
// The same write serves a member's form, the creator's link and an import: only the writer's
// actor (its name, account and history line) and the source differ.

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
  w: ContentWriter,
  locked: LockedContent,
  change: { added?: string; removed?: string },
) {
  await recordEvent(
    { db: w.db, agencyId: w.agencyId, author: authorOf(w.actor) },
    {
      kind: 'collaboration',
      recordId: locked.collaborationId,
      label: locked.dealName,
      action: 'update',
      changes: diffRecordViews(
        { readings: change.removed === undefined ? [] : [change.removed] },
        { readings: change.added === undefined ? [] : [change.added] },
      ),
    },
  );
}

/** Only a published deliverable takes a reading: 409 otherwise. */
export function requirePublished(locked: LockedContent) {
  if (!isPostedStage(locked.item.stage)) {
    throw new AppError('reading_not_published', 409, t.errors.notPublished);
  }
}

/**
 * A reading of a locked deliverable by the writer's actor (a member, or the creator through
 * their link with their screenshot), from `source`, and its line of the deal's history.
 */
export async function writeReading(
  w: ContentWriter,
  locked: LockedContent,
  input: Reading,
  from: { source: ReadingSource; proofFileKey: string | null },
): Promise<ReadingView> {
  // Locked: an 'unpublish' at the same moment waits, and the reading never lands on a draft.
  requirePublished(locked);
  const [row] = await w.db
    .insert(publicationReadings)
    .values({
      ...input,
      agencyId: w.agencyId,
      collaborationId: locked.collaborationId,
      deliverableId: locked.item.id,
      source: from.source,
      authorName: w.actor.name,
      authorUserId: w.actor.userId,
      proofFileKey: from.proofFileKey,
    })
    .returning();
  await recordReadingEvent(w, locked, { added: readingLabel(locked, row!.readOn) });
  return toReadingView(row!);
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
  const locked = await lockContent(ctx, collaborationId, deliverableId);
  return writeReading(memberWriter(ctx), locked, input, { source, proofFileKey: null });
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
  // Its screenshot, held by nothing now, goes with the uploads' hourly sweep.
  await recordReadingEvent(memberWriter(ctx), locked, {
    removed: readingLabel(locked, row.readOn),
  });
  return { id };
}

/**
 * GET /api/collaborations/:id/readings/:readingId/proof: the creator's screenshot, its name and
 * type as uploaded; 404 without one, or for another agency's.
 */
export async function getReadingProof(
  ctx: AgencyContext,
  storage: FileStorage,
  collaborationId: string,
  id: string,
) {
  const [reading] = await ctx.db
    .select({ key: publicationReadings.proofFileKey })
    .from(publicationReadings)
    .where(
      and(
        eq(publicationReadings.id, id),
        eq(publicationReadings.collaborationId, collaborationId),
        eq(publicationReadings.agencyId, ctx.agencyId),
      ),
    );
  if (!reading?.key) throw notFound();
  const upload = await storage.getUpload(reading.key);
  if (!upload) throw notFound();
  return toAttachedFile(reading.key, upload);
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
