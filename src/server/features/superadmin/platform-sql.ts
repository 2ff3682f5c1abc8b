import { sql, type SQL } from 'drizzle-orm';
import { foldedText } from '#server/db/folded-text';
import { isUuid } from '#server/lib/validate';
import { isAcceptedDay } from '#shared/domain/dates';
import { escapeLikePattern, normalizeSearchText } from '#shared/domain/search';

// Agencies and users keep no normalized search text (few rows: at most thousands): their names
// are folded in the query (db/folded-text.ts). The term is normalized by the shared rule.

/** The folded text contains the term (the caller checks that the term is not empty). */
export const containsTerm = (value: SQL, term: string) =>
  sql`${foldedText(value)} like ${`%${escapeLikePattern(normalizeSearchText(term))}%`}`;

// Any text PostgreSQL can compare: it refuses NUL (a cursor's length is capped by its schema).
export const isCursorText = (value: unknown): value is string =>
  typeof value === 'string' && !value.includes('\u0000');

// created_at travels as PostgreSQL's own text (microseconds kept; see collaborations-list.ts),
// checked to the value so that a forged one is a 400, never a failed cast.
const CURSOR_MOMENT =
  /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d)?$/;
export const isCursorMoment = (value: unknown): value is string => {
  const match = typeof value === 'string' ? CURSOR_MOMENT.exec(value) : null;
  return match?.[1] !== undefined && isAcceptedDay(match[1]);
};

export const isCursorId = isUuid;

export { selectRows } from '#server/lib/raw-rows';
