// One matching rule for the browser filter and the server query: both compare normalized
// text, so "Léa" finds "LEA" and "  nike  " finds "Nike".

// Ligatures have no decomposed form, so NFD alone would leave "œ" unmatched by "oe".
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

export function normalizeSearchText(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

// Stored in a column so the server can search with a trigram index.
export function buildSearchText(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .map(normalizeSearchText)
    .filter((part) => part !== '')
    .join(' ');
}

// Each field is matched on its own (spec §5): a term never spans two fields.
export function matchesSearch(
  parts: ReadonlyArray<string | null | undefined>,
  term: string,
): boolean {
  const needle = normalizeSearchText(term);
  if (needle === '') return true;
  return parts.some((part) => normalizeSearchText(part).includes(needle));
}

// Backslash is the default LIKE escape character in PostgreSQL, so it is escaped first.
export function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function toLikePattern(term: string): string | null {
  const normalized = normalizeSearchText(term);
  return normalized === '' ? null : `%${escapeLikePattern(normalized)}%`;
}
