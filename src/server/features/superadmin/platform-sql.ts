import { sql, type SQL } from 'drizzle-orm';
import { foldedText } from '#server/db/folded-text';
import { escapeLikePattern, normalizeSearchText } from '#shared/domain/search';

// Agencies and users keep no normalized search text (few rows: at most thousands): their names
// are folded in the query (db/folded-text.ts). The term is normalized by the shared rule.

/** The folded text contains the term (the caller checks that the term is not empty). */
export const containsTerm = (value: SQL, term: string) =>
  sql`${foldedText(value)} like ${`%${escapeLikePattern(normalizeSearchText(term))}%`}`;
