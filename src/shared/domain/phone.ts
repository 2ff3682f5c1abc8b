// Phone numbers (issue 11): checked with libphonenumber-js, French by default (a number
// without its country code is read as French) and international with one ('+44 …', '0044 …').
// A valid number is stored in E.164 ('+33612345678'), one form whatever was typed, and shown
// in the French national format for +33 numbers ('06 12 34 56 78'), the international one
// otherwise ('+44 20 7946 0958').
//
// Values saved before the check may not parse ('n/c', '06 12 34'): they are shown as typed,
// and a record still saves while it sends such a value back unchanged (`isPhoneAccepted`), so
// an old phone never blocks editing another field. Only a new or changed value must parse.
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js';
import { toPhoneDigits } from '#shared/domain/search';

const FRENCH_CALLING_CODE = '33';

function parsePhone(text: string): PhoneNumber | null {
  // extract: false — the whole text must be the number ('Tel: 06…' is not one).
  const phone = parsePhoneNumberFromString(text.trim(), { defaultCountry: 'FR', extract: false });
  return phone?.isValid() ? phone : null;
}

/** E.164, with an extension as ';ext=12' (RFC 3966); null when the text is no valid number. */
export function normalizePhone(text: string): string | null {
  const phone = parsePhone(text);
  if (!phone) return null;
  return phone.ext ? `${phone.number};ext=${phone.ext}` : phone.number;
}

/** A number as typed, in E.164 when it is valid; any other text unchanged (see the top). */
export function normalizePhoneInput(text: string): string {
  return normalizePhone(text) ?? text;
}

/** What the screens show: national for French numbers, international otherwise; else as typed. */
export function formatPhone(stored: string): string {
  const phone = parsePhone(stored);
  if (!phone) return stored;
  return phone.countryCallingCode === FRENCH_CALLING_CODE
    ? phone.formatNational()
    : phone.formatInternational();
}

/** The `tel:` link of a valid number; null for a value that does not parse (no link). */
export function getPhoneHref(stored: string): string | null {
  return parsePhone(stored)?.getURI() ?? null;
}

/**
 * May this phone be saved? Empty (the field's own rule says whether it is required), a valid
 * number, or one of `kept`: the values the record holds now, sent back unchanged.
 */
export function isPhoneAccepted(value: string, kept: readonly string[] = []): boolean {
  const text = value.trim();
  return text === '' || parsePhone(text) !== null || kept.includes(text);
}

/**
 * The searchable forms of a stored phone: as stored, as shown, and their digits, so that
 * '0612345678', '06 12 34 56 78' and '+33 6 12 34 56 78' all find '+33612345678'.
 */
export function getPhoneSearchTerms(stored: string): string[] {
  const shown = formatPhone(stored);
  const terms = [stored, toPhoneDigits(stored), shown, toPhoneDigits(shown)];
  return [...new Set(terms.filter(Boolean))];
}
