// The dates of a deal. A signature before the first contact is most likely a typing mistake,
// but not surely one (a deal recorded afterwards, its contact date guessed): the form warns
// and still saves (issue 11).
import { formatLongDate, isAcceptedDay } from '#shared/domain/dates';
import { collaborations } from '#shared/i18n/fr-collaborations';

export function isSignatureBeforeContact(dates: {
  contactDate?: string | null;
  signatureDate?: string | null;
}): boolean {
  const { contactDate, signatureDate } = dates;
  if (!contactDate || !signatureDate) return false;
  if (!isAcceptedDay(contactDate) || !isAcceptedDay(signatureDate)) return false;
  // Days 'YYYY-MM-DD' compare as text.
  return signatureDate < contactDate;
}

/**
 * The signature date as people read it. No date means the deal is not signed yet: 'Non signée',
 * not 'Date inconnue' (issue 27), which would suggest a signature whose day was lost.
 */
export function formatSignatureDate(signatureDate: string | null | undefined): string {
  return signatureDate ? formatLongDate(signatureDate) : collaborations.unsigned;
}

/** The signature folded under the contact date in narrow tables. */
export function formatSignatureInline(signatureDate: string | null | undefined): string {
  return signatureDate
    ? collaborations.signatureInline(formatLongDate(signatureDate))
    : collaborations.unsigned;
}
