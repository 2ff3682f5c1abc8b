import { normalizePhoneInput } from '#shared/domain/phone';
import { optionalText, requiredText } from '#shared/schemas/fields';

// The phone fields, apart from the other fields: they bring the phone library (120 kB), which
// only the forms with a phone need (a client's contacts, an influencer), not the sign-in page,
// Compte or the tasks' form (issue 27, decision 0044).

// Room for an international number with its extension, typed with separators.
const PHONE_MAX_LENGTH = 50;

/**
 * A phone number (shared/domain/phone): a valid one, French or international, is stored in
 * E.164; any other text passes as typed, because only who knows the record's current value can
 * tell an old phone sent back unchanged from a new mistake. The services and the forms judge it
 * with `isPhoneAccepted`.
 */
export const phoneField = (label: string) =>
  optionalText(label, PHONE_MAX_LENGTH).transform(normalizePhoneInput);

/** The same, required (an influencer's phone). */
export const requiredPhoneField = (label: string) =>
  requiredText(label, PHONE_MAX_LENGTH).transform(normalizePhoneInput);
