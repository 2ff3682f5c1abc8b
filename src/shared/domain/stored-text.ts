/**
 * Characters PostgreSQL cannot keep: NUL in `text` and `jsonb`, and a UTF-16 surrogate with no
 * partner (`jsonb` refuses '\ud800'; `text` would silently turn it into '�'). A pair of
 * surrogates is one code point under the `u` flag, so an emoji never matches.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /[\u0000\p{Cs}]/u;
// eslint-disable-next-line no-control-regex -- the same characters, every one
const UNSTORABLE_ALL = /[\u0000\p{Cs}]/gu;

/** Whether PostgreSQL would refuse (or spoil) this text: a 422 naming its field, never a 500. */
export const hasUnstorableCharacter = (value: string) => UNSTORABLE.test(value);

/** The text with those characters dropped, for what must be kept whatever it holds (a report). */
export const withoutUnstorableCharacters = (value: string) => value.replace(UNSTORABLE_ALL, '');
