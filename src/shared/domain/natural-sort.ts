import { normalizeSearchText } from '#shared/domain/search';

// Names in the order a person expects (decision 0019): 'Créateur 2' < 'créateur 3' <
// 'Créateur 12' < 'Créateur 119' < 'Élodie' < 'eric' < 'Zoé'. The key is the normalized name
// (no case, no accents) with each run of digits left-padded with zeros, compared as bytes.
// The lists compute it in the database (natural_sort_key, migration 0013, over sort_name):
// padDigitRuns is the same two regular expressions, and a test holds them equal.

export const NATURAL_SORT_DIGITS = 10;

const ZEROS = '0'.repeat(NATURAL_SORT_DIGITS);
const KEEP_LAST_DIGITS = new RegExp(`0*([0-9]{${NATURAL_SORT_DIGITS}})`, 'g');

/** natural_sort_key: a run of 10 digits or fewer becomes 10 ('12' → '0000000012'). */
export function padDigitRuns(normalized: string): string {
  return normalized.replace(/[0-9]+/g, (run) => `${ZEROS}${run}`.replace(KEEP_LAST_DIGITS, '$1'));
}

/** The key a name sorts by. */
export function toNaturalSortKey(name: string | null | undefined): string {
  return padDigitRuns(normalizeSearchText(name));
}

// PostgreSQL compares the key in collation "C": UTF-8 bytes, that is code points. JavaScript's
// `<` compares UTF-16 units, which would put an emoji before 'ﬁ'.
function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const left = a.codePointAt(index)!;
    const right = b.codePointAt(index)!;
    if (left !== right) return left - right;
    if (left > 0xffff) index += 1;
  }
  return a.length - b.length;
}

/**
 * A copy of `items` in the natural order of their names, ties in their given order: for the
 * short lists sorted outside the database (an agency's members).
 */
export function sortNaturally<T>(items: readonly T[], getName: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, key: toNaturalSortKey(getName(item)) }))
    .sort((a, b) => compareCodePoints(a.key, b.key))
    .map(({ item }) => item);
}

/**
 * Where the keys of the names starting with `prefix` (normalized) lie. Without a digit, the
 * keys start with the prefix itself. A digit breaks this ('1' starts '1', '12' and '119', which
 * '2' sorts between): the range is then every key that has a digit run right after the letters
 * before it, and `isExact` is false: the name must still be checked.
 */
export function getNaturalKeyRange(prefix: string): { from: string; to: string; isExact: boolean } {
  const firstDigit = prefix.search(/[0-9]/);
  if (firstDigit === -1) return { from: prefix, to: `${prefix}\u{10FFFF}`, isExact: true };
  const letters = prefix.slice(0, firstDigit);
  // '0' to '9' are contiguous bytes, and ':' follows '9'.
  return { from: `${letters}0`, to: `${letters}:`, isExact: false };
}
