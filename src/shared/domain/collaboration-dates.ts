// The dates of a deal. A signature before the first contact is most likely a typing mistake,
// but not surely one (a deal recorded afterwards, its contact date guessed): the form warns
// and still saves (issue 11).
import { isAcceptedDay } from '#shared/domain/dates';

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
