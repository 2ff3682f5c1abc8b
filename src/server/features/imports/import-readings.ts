import { and, eq, inArray, ne } from 'drizzle-orm';
import { deliverables } from '#server/db/schema/collaborations';
import { publicationReadings } from '#server/db/schema/performance';
import type { AgencyContext } from '#server/lib/context';
import type { Action } from '#server/features/imports/import-plan';
import type { CheckedRecord } from '#server/features/imports/import-records';
import { isPostedStage } from '#shared/domain/content-stages';
import type { DuplicateRule } from '#shared/domain/imports';
import { normalizePublicationLink } from '#shared/domain/publication-links';
import { importsScreen } from '#shared/i18n/fr-imports';
import { performance } from '#shared/i18n/fr-performance';

// Issue 30, decision 0060: which publication each reading of a file is for, and whether the
// publication already has a reading of that day. Read in the tenant context, like every step
// of the importer: another agency's deliverables are never seen, so their links never match.

const t = importsScreen.errors;

type Publication = { id: string; collaborationId: string; isPublished: boolean };
type ReadingRecord = CheckedRecord & { ok: true; kind: 'readings' };

/**
 * The agency's deliverables that have a link, by the link as compared. `published_url` is
 * stored as pasted, so the comparison is made here (the rule lives in one place,
 * shared/domain/publication-links); one read of the agency's linked deliverables per batch.
 */
async function findPublications(ctx: Pick<AgencyContext, 'db' | 'agencyId'>) {
  const rows = await ctx.db
    .select({
      id: deliverables.id,
      collaborationId: deliverables.collaborationId,
      url: deliverables.publishedUrl,
      stage: deliverables.stage,
    })
    .from(deliverables)
    .where(and(eq(deliverables.agencyId, ctx.agencyId), ne(deliverables.publishedUrl, '')));
  const byLink = new Map<string, Publication[]>();
  for (const row of rows) {
    const link = normalizePublicationLink(row.url);
    if (link === '') continue;
    const publication = {
      id: row.id,
      collaborationId: row.collaborationId,
      isPublished: isPostedStage(row.stage),
    };
    byLink.set(link, [...(byLink.get(link) ?? []), publication]);
  }
  return byLink;
}

const linkError = (record: ReadingRecord, message: string): CheckedRecord => ({
  rows: record.rows,
  ok: false,
  errors: [{ line: record.rows[0]!.line, column: record.value.linkColumn, message }],
});

/**
 * Each reading with the published deliverable its link names. A link that names none, only a
 * deliverable not online, or several online ones becomes the row's error: never a guess.
 */
export async function resolveReadings(
  ctx: Pick<AgencyContext, 'db' | 'agencyId'>,
  records: readonly CheckedRecord[],
): Promise<CheckedRecord[]> {
  if (!records.some((record) => record.ok)) return [...records];
  const byLink = await findPublications(ctx);
  return records.map((record) => {
    if (!record.ok || record.kind !== 'readings') return record;
    const found = byLink.get(record.value.link) ?? [];
    const online = found.filter((publication) => publication.isPublished);
    if (online.length > 1) return linkError(record, t.ambiguousLink(online.length));
    const [publication] = online;
    if (!publication) {
      return linkError(record, found.length > 0 ? performance.errors.notPublished : t.unknownLink);
    }
    const target = { collaborationId: publication.collaborationId, deliverableId: publication.id };
    return { ...record, value: { ...record.value, target } };
  });
}

/** A publication's reading of a day, as matched: 'deliverable:YYYY-MM-DD'. */
const dayKey = (deliverableId: string, readOn: string) => `${deliverableId}:${readOn}`;

/**
 * What becomes of the resolved readings under the rule, in order: a reading whose publication
 * already has one that day (stored, or earlier in the file: `seen`, which the caller keeps
 * across batches when nothing is written) is skipped, or added beside it with 'create'.
 */
export async function planReadings(
  ctx: Pick<AgencyContext, 'db' | 'agencyId'>,
  records: readonly CheckedRecord[],
  rule: DuplicateRule,
  seen: Set<string> = new Set(),
): Promise<Map<CheckedRecord, Action>> {
  const readings = records.filter(
    (record): record is ReadingRecord =>
      record.ok && record.kind === 'readings' && record.value.target !== null,
  );
  const ids = [...new Set(readings.map((record) => record.value.target!.deliverableId))];
  const stored = ids.length
    ? await ctx.db
        .select({ id: publicationReadings.deliverableId, readOn: publicationReadings.readOn })
        .from(publicationReadings)
        .where(
          and(
            eq(publicationReadings.agencyId, ctx.agencyId),
            inArray(publicationReadings.deliverableId, ids),
          ),
        )
    : [];
  for (const row of stored) seen.add(dayKey(row.id, row.readOn));
  const plan = new Map<CheckedRecord, Action>();
  for (const record of readings) {
    const key = dayKey(record.value.target!.deliverableId, record.value.reading.readOn);
    const isSkipped = seen.has(key) && rule === 'skip';
    seen.add(key);
    plan.set(record, isSkipped ? { action: 'skip' } : { action: 'create', id: key });
  }
  return plan;
}
