import { and, desc, eq, sql } from 'drizzle-orm';
import { trashItems } from '#server/db/schema/history';
import { AppError } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys, isCursorId, isCursorMoment } from '#server/lib/cursor';
import { searchFilter } from '#server/lib/sql-filters';
import { openKinds, visibleItems } from '#server/features/trash/trash-access';
import { trashExpiry } from '#shared/domain/trash';
import type { TrashListQuery } from '#shared/schemas/trash';
import { trashScreen } from '#shared/i18n/fr-trash';
import { fr } from '#shared/i18n/fr';

type Position = { deletedAt: string; id: string };

const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, trashScreen.fields.cursor, (keys): Position | null =>
    keys.length === 2 && isCursorMoment(keys[0]) && isCursorId(keys[1])
      ? { deletedAt: keys[0], id: keys[1] }
      : null,
  );

/** The Corbeille, newest deletion first, keyset-paged on (deleted_at, id). */
export async function listTrash(ctx: AgencyContext, query: TrashListQuery, trashDays: number) {
  const kinds = openKinds(ctx);
  if (query.kind && !kinds.includes(query.kind)) {
    throw new AppError('forbidden_section', 403, fr.errors.forbiddenSection);
  }
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await ctx.db
    .select({
      id: trashItems.id,
      kind: trashItems.kind,
      recordId: trashItems.recordId,
      label: trashItems.label,
      deletedAt: trashItems.deletedAt,
      deletedAtText: sql<string>`${trashItems.deletedAt}::text`,
      deletedByName: trashItems.deletedByName,
    })
    .from(trashItems)
    .where(
      and(
        visibleItems(ctx, kinds),
        query.kind ? eq(trashItems.kind, query.kind) : undefined,
        searchFilter(query.search, { searchText: trashItems.searchText }),
        after
          ? sql`(${trashItems.deletedAt}, ${trashItems.id}) < (${after.deletedAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(trashItems.deletedAt), desc(trashItems.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ deletedAtText: _text, ...row }) => ({
      ...row,
      deletedAt: row.deletedAt.toISOString(),
      expiresAt: trashExpiry(row.deletedAt, trashDays).toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeCursorKeys([last.deletedAtText, last.id]) : null,
    trashDays,
  };
}
