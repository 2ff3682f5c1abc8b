import { formatLongDate } from '#shared/domain/dates';
import { contracts } from '#shared/i18n/fr-contracts';
import type { ContractView } from '#shared/schemas/contracts';

const t = contracts.section.state;

export type ContractStateTone = 'none' | 'pending' | 'done';

/**
 * Where a creator line's contract stands, in the order of the steps: 'Contrat signé' only when
 * the server says so (both signatures on the current document, or a signed file uploaded).
 * Otherwise the latest step reached: the agency's countersignature, the creator's, the document.
 */
export function describeContractState(contract: ContractView | null): {
  label: string;
  tone: ContractStateTone;
} {
  if (!contract) return { label: t.none, tone: 'none' };
  if (contract.isSigned) return { label: t.signed, tone: 'done' };
  if (contract.agencySignedAt) {
    return { label: t.agencySigned(formatLongDate(contract.agencySignedAt)), tone: 'pending' };
  }
  if (contract.creatorSignedAt) {
    return { label: t.creatorSigned(formatLongDate(contract.creatorSignedAt)), tone: 'pending' };
  }
  return { label: t.generated(formatLongDate(contract.generatedAt)), tone: 'pending' };
}

/** A signature (or a signed file) would be lost by a new document: ask before generating. */
export const hasSignature = (contract: ContractView | null) =>
  Boolean(contract?.creatorSignedAt || contract?.agencySignedAt || contract?.signedUploadAt);

/** The agency countersigns a document the creator signed, once. */
export const canCountersign = (contract: ContractView | null) =>
  Boolean(contract?.creatorSignedAt && !contract.agencySignedAt && !contract.isSigned);
