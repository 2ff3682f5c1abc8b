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

// Trigram indexes only help with 3 characters or more. A shorter term is still a "contains"
// search (issue 27: "ke" finds "Nike"): a bounded walk of the sort index, or one read of the
// agency's rows for a rare pair of characters (decision 0008).
export const MIN_CONTAINS_LENGTH = 3;

/** A term of one or two characters: no trigram index serves it. */
export function isShortTerm(term: string | null | undefined): boolean {
  const length = normalizeSearchText(term).length;
  return length > 0 && length < MIN_CONTAINS_LENGTH;
}

const PHONE_LIKE = /^\+?[\d\s().\-/]+$/;

// "06 12 34 56 78", "06.12.34.56.78" and "0612345678" are the same number: the digits are
// stored beside the phone as typed, and a phone-like term also looks for its digits alone.
export function toPhoneDigits(value: string | null | undefined): string {
  const text = normalizeSearchText(value);
  if (!PHONE_LIKE.test(text)) return '';
  const digits = text.replace(/\D/g, '');
  return digits.length >= MIN_CONTAINS_LENGTH && digits !== text ? digits : '';
}

export type SearchPlan = { kind: 'all' } | { kind: 'contains'; patterns: string[] };

/** How the server reads a search box: nothing, or LIKE patterns for search_text. */
export function planSearch(term: string | null | undefined): SearchPlan {
  const normalized = normalizeSearchText(term);
  if (normalized === '') return { kind: 'all' };
  const patterns = [`%${escapeLikePattern(normalized)}%`];
  if (normalized.length < MIN_CONTAINS_LENGTH) return { kind: 'contains', patterns };
  const digits = toPhoneDigits(normalized);
  if (digits) patterns.push(`%${digits}%`);
  return { kind: 'contains', patterns };
}
