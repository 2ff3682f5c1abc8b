import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Text folded in SQL the way normalizeSearchText (shared/domain/search) folds it in JS: no
// accents or other combining marks, lower case, œ æ ß spelled out, whitespace collapsed and
// trimmed. One definition, fold_text() (migration 0025), immutable, so generated columns use
// it: the importer's match keys (decision 0034) and agencies.sort_key. Names with no
// normalized copy of their own (agencies, users) are searched through it too.
export const foldedText = (value: SQL | AnyPgColumn) => sql`fold_text(${value})`;
