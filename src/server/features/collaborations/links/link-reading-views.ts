import { and, desc, eq, inArray } from 'drizzle-orm';
import { publicationReadings } from '#server/db/schema/performance';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { METRICS } from '#shared/domain/performance';
import type { LinkContentView, LinkReadingView } from '#shared/schemas/link-pages';

// Issue 30, decision 0059: a creator's page lists the readings of their published
// deliverables (newest first, the first counts), by named columns: no author's name, no file.

type ReadingRow = typeof publicationReadings.$inferSelect;

const toLinkReadingView = (row: ReadingRow): LinkReadingView => ({
  ...(Object.fromEntries(METRICS.map((metric) => [metric, row[metric]])) as Pick<
    LinkReadingView,
    (typeof METRICS)[number]
  >),
  id: row.id,
  readOn: row.readOn,
  source: row.source,
});

/** The creator's views, each published one with its readings (the creator may add one). */
export async function withLinkReadings<T extends { view: LinkContentView }>(
  reader: TenantReader,
  collaborationId: string,
  contents: T[],
): Promise<T[]> {
  const published = contents
    .filter((content) => content.view.stage === 'published')
    .map((content) => content.view.id);
  if (published.length === 0) return contents;
  const rows = await reader.db
    .select()
    .from(publicationReadings)
    .where(
      and(
        eq(publicationReadings.collaborationId, collaborationId),
        eq(publicationReadings.agencyId, reader.agencyId),
        inArray(publicationReadings.deliverableId, published),
      ),
    )
    .orderBy(
      desc(publicationReadings.readOn),
      desc(publicationReadings.createdAt),
      desc(publicationReadings.id),
    );
  return contents.map((content) => {
    if (content.view.stage !== 'published') return content;
    const readings = rows
      .filter((row) => row.deliverableId === content.view.id)
      .map(toLinkReadingView);
    return { ...content, view: { ...content.view, readings } };
  });
}
