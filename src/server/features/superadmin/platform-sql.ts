import { sql, type SQL } from 'drizzle-orm';
import { foldedText } from '#server/db/folded-text';
import { escapeLikePattern, normalizeSearchText } from '#shared/domain/search';

// Agencies and users keep no normalized search text (few rows: at most thousands): their names
// are folded in the query (db/folded-text.ts). The term is normalized by the shared rule.

/** The folded text contains the term (the caller checks that the term is not empty). */
export const containsTerm = (value: SQL, term: string) =>
  sql`${foldedText(value)} like ${`%${escapeLikePattern(normalizeSearchText(term))}%`}`;

/**
 * The agency of this column is a real one, not a throw-away agency of 'Voir la démo': the
 * platform's figures, its agency table and its lists across agencies leave demos out (decision
 * 0038). One probe of the agencies' primary key per row.
 */
export const isRealAgency = (agencyId: SQL) =>
  sql`not exists (select 1 from agencies as demo
       where demo.id = ${agencyId} and demo.demo_expires_at is not null)`;
