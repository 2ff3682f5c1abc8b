// Issue 31, decision 0062: when a contract counts as signed. A simple electronic signature
// (article 1367 du Code civil) binds the document it was given on: both the creator's and the
// agency's must be on the document as it is now (its SHA-256), so a contract generated again
// after a signature needs new ones. A signed file uploaded by hand counts alone.

export type ContractSignatureFacts = {
  documentSha256: string;
  creatorSignedSha256: string | null;
  agencySignedSha256: string | null;
  signedUploadAt: Date | string | null;
};

export function isContractSigned(contract: ContractSignatureFacts): boolean {
  if (contract.signedUploadAt !== null) return true;
  return (
    contract.creatorSignedSha256 === contract.documentSha256 &&
    contract.agencySignedSha256 === contract.documentSha256
  );
}

/**
 * The deal's 'Contrat signé' from its contracts: true when every creator line has a signed
 * contract; false when some line has none or an unsigned one; null (leave the user's switch)
 * when the deal has no contract at all.
 */
export function deriveContractSigned(
  lineIds: readonly string[],
  contracts: readonly (ContractSignatureFacts & { lineId: string })[],
): boolean | null {
  if (contracts.length === 0) return null;
  const signed = new Set(contracts.filter(isContractSigned).map((contract) => contract.lineId));
  return lineIds.length > 0 && lineIds.every((lineId) => signed.has(lineId));
}
