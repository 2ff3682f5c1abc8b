import { like, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { planSearch } from '#shared/domain/search';

/**
 * A list's search box (planSearch): the term anywhere in the search text. From 3 characters
 * its trigram index serves it; a term of 1 or 2 characters matches so many rows that the
 * planner walks the sort index and stops at the page it needs, or reads the agency's rows
 * once for a rare one (decision 0008). Nothing typed, no filter.
 */
export function searchFilter(q: string, columns: { searchText: AnyPgColumn }): SQL | undefined {
  const plan = planSearch(q);
  if (plan.kind === 'all') return undefined;
  return or(...plan.patterns.map((pattern) => like(columns.searchText, pattern)));
}

/** The same search for a walk along a sort index (a deep page of a common term). */
export const walkSearchFilter = searchFilter;
