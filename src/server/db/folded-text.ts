import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Names with no normalized copy of their own (agencies, users) are folded in SQL the way
// migration 0013 folds the stored ones: lower case, the usual accents and ligatures. Immutable,
// so a generated column can use it (agencies.sort_key).
export const foldedText = (value: SQL | AnyPgColumn) =>
  sql`replace(replace(translate(lower(${value}),
    'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'), 'œ', 'oe'), 'æ', 'ae')`;
