import { and, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { planSearch } from '#shared/domain/search';

/**
 * A list's search box (planSearch): the term anywhere in the search text, through its trigram
 * index from 3 characters, through the index of its 1- and 2-character pieces below (migration
 * 0026). The LIKE stays beside the pieces: a walk along a sort index checks it first, and it
 * costs less than cutting the row's text into pieces. Nothing typed, no filter.
 */
export function searchFilter(q: string, columns: { searchText: AnyPgColumn }): SQL | undefined {
  const plan = planSearch(q);
  if (plan.kind === 'all') return undefined;
  const contains = or(...plan.patterns.map((pattern) => like(columns.searchText, pattern)));
  return plan.shortTerm === undefined
    ? contains
    : and(contains, hasShortPiece(columns.searchText, plan.shortTerm));
}

/**
 * The same search for a walk along a sort index that reads many matching rows (a deep page of
 * a common term): LIKE alone, so no row is cut into pieces on the way.
 */
export function walkSearchFilter(q: string, columns: { searchText: AnyPgColumn }) {
  const plan = planSearch(q);
  if (plan.kind === 'all') return undefined;
  return or(...plan.patterns.map((pattern) => like(columns.searchText, pattern)));
}

/** The text has this 1- or 2-character piece: exact for such a term, served by a GIN index. */
export const hasShortPiece = (column: AnyPgColumn | SQL, term: string) =>
  sql`short_grams(${column}) @> array[${term}]::text[]`;
