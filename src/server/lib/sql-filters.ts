import { and, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLikePattern, planSearch } from '#shared/domain/search';

/** The column starts with the prefix: a range on its sorted index, checked by LIKE. */
export const startsWith = (column: AnyPgColumn, prefix: string) =>
  and(
    sql`${column} >= ${prefix}`,
    sql`${column} < ${prefix + '\u{10FFFF}'}`,
    like(column, `${escapeLikePattern(prefix)}%`),
  );

/**
 * A list's search box (planSearch): short terms match the start of one of the sort keys (btree
 * ranges), longer ones anywhere in the search text (trigram index). Nothing typed, no filter.
 */
export function searchFilter(
  q: string,
  columns: { sortKeys: AnyPgColumn[]; searchText: AnyPgColumn },
): SQL | undefined {
  const plan = planSearch(q);
  if (plan.kind === 'all') return undefined;
  if (plan.kind === 'prefix') {
    return or(...columns.sortKeys.map((column) => startsWith(column, plan.prefix)));
  }
  return or(...plan.patterns.map((pattern) => like(columns.searchText, pattern)));
}
