import type { LinkContract } from '#shared/schemas/contracts';
import { texts } from './texts';
import { formatMoment } from './view-helpers';

// What the contract's part of a creator's page says (tested in contract-view.test.ts).

const t = texts.contract;

/** After the creator's signature: who signed and when, then the agency's countersignature. */
export function signatureLines(contract: LinkContract): string[] {
  if (!contract.creatorSignedName || !contract.creatorSignedAt) return [];
  return [
    t.signedBy(contract.creatorSignedName, formatMoment(contract.creatorSignedAt)),
    contract.agencySignedAt
      ? t.agencySigned(formatMoment(contract.agencySignedAt))
      : t.agencyPending,
  ];
}

/** The browser's checks of the signature, each message the server's own (contractSignatureSchema). */
export function validateSignature(fullName: string, isAccepted: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!fullName.trim()) errors.fullName = texts.required(t.fullName);
  if (!isAccepted) errors.isAccepted = t.mustAccept;
  return errors;
}

/** The paragraphs worth drawing: the document's empty ones are its spacing, not its text. */
export const readableParagraphs = (contract: LinkContract) =>
  contract.paragraphs.map((paragraph) => paragraph.trim()).filter(Boolean);
