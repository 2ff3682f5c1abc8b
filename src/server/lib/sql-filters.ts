import { and, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getNaturalKeyRange } from '#shared/domain/natural-sort';
import { escapeLikePattern, planSearch } from '#shared/domain/search';

/** The column starts with the prefix: a range on its sorted index, checked by LIKE. */
export const startsWith = (column: AnyPgColumn, prefix: string) =>
  and(
    sql`${column} >= ${prefix}`,
    sql`${column} < ${prefix + '\u{10FFFF}'}`,
    like(column, `${escapeLikePattern(prefix)}%`),
  );

/** A list's natural sort key (a generated column, decision 0019) and the name it is made from. */
export type NaturalSortColumns = { sortKey: AnyPgColumn; sortName: AnyPgColumn };

/** The name starts with the prefix: a range on the sort key's index, checked by LIKE. */
export function startsWithNaturally(columns: NaturalSortColumns, prefix: string) {
  const range = getNaturalKeyRange(prefix);
  return and(
    sql`${columns.sortKey} >= ${range.from}`,
    sql`${columns.sortKey} < ${range.to}`,
    like(range.isExact ? columns.sortKey : columns.sortName, `${escapeLikePattern(prefix)}%`),
  );
}

const isNaturalSort = (column: AnyPgColumn | NaturalSortColumns): column is NaturalSortColumns =>
  'sortKey' in column && 'sortName' in column;

/**
 * A list's search box (planSearch): short terms match the start of one of the sort keys (btree
 * ranges), longer ones anywhere in the search text (trigram index). Nothing typed, no filter.
 */
export function searchFilter(
  q: string,
  columns: { sortKeys: Array<AnyPgColumn | NaturalSortColumns>; searchText: AnyPgColumn },
): SQL | undefined {
  const plan = planSearch(q);
  if (plan.kind === 'all') return undefined;
  if (plan.kind === 'prefix') {
    return or(
      ...columns.sortKeys.map((column) =>
        isNaturalSort(column)
          ? startsWithNaturally(column, plan.prefix)
          : startsWith(column, plan.prefix),
      ),
    );
  }
  return or(...plan.patterns.map((pattern) => like(columns.searchText, pattern)));
}
