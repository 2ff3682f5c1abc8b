import { z } from 'zod';
import { booleanField, requiredText } from '#shared/schemas/fields';
import { contracts as t } from '#shared/i18n/fr-contracts';
import type { ContractPlaceholder } from '#shared/domain/contract-placeholders';

// Issue 31: the written contract of each creator line of a deal, generated from the agency's
// template (.docx), signed by the creator through their link and countersigned by the agency.

/** One creator line's contract, as the agency sees it. */
export type ContractView = {
  id: string;
  lineId: string;
  documentName: string;
  documentSize: number;
  /** SHA-256 (hex) of the .docx: what a signature binds to. */
  documentSha256: string;
  generatedAt: string;
  generatedByName: string | null;
  creatorSignedName: string | null;
  creatorSignedAt: string | null;
  agencySignedName: string | null;
  agencySignedAt: string | null;
  signedUploadName: string | null;
  signedUploadAt: string | null;
  /** Both signatures on the current document, or a signed file uploaded by hand. */
  isSigned: boolean;
  /**
   * The deal, its client or its creator changed what the document says since it was made
   * (pay, gifts, missions, rights, a party's data): to generate again, and sign again.
   */
  isOutdated: boolean;
  /** The 'Contrats' resource listing the document; null once deleted. */
  resourceId: string | null;
};

/** GET /api/collaborations/:id/contracts: one entry per creator line, in the deal's order. */
export type DealContracts = {
  lines: { lineId: string; fullName: string; contract: ContractView | null }[];
  /** The agency's own template, or the default one. */
  template: { isDefault: boolean; fileName: string | null; uploadedAt: string | null };
};

/** The creator's view through their link (GET /api/link/contract); null: no contract yet. */
export type LinkContract = {
  documentName: string;
  documentSha256: string;
  generatedAt: string;
  /** The document's text, paragraph by paragraph, to read it on a phone. */
  paragraphs: string[];
  creatorSignedName: string | null;
  creatorSignedAt: string | null;
  agencySignedAt: string | null;
  isSigned: boolean;
};

/** POST /api/link/contract/sign: the name typed, the hash of the document read, the consent. */
export const contractSignatureSchema = z.object({
  fullName: requiredText(t.fields.fullName, 200),
  documentSha256: z
    .string({ error: t.messages.documentChanged })
    .regex(/^[0-9a-f]{64}$/, t.messages.documentChanged),
  isAccepted: booleanField(t.fields.accepted).refine((value) => value, t.messages.mustAccept),
});
export type ContractSignatureInput = z.infer<typeof contractSignatureSchema>;

/**
 * PUT /api/contract-template and POST …/contracts/:lineId/signed-upload: a finished upload of
 * the member's (/api/uploads, tus), by the end of its address.
 */
export const contractUploadSchema = z.object({
  uploadId: requiredText(t.fields.uploadId, 500),
});
export type ContractUploadInput = z.infer<typeof contractUploadSchema>;

/** GET /api/contract-template: the template in use and the placeholders it may hold. */
export type ContractTemplateInfo = DealContracts['template'] & {
  placeholders: readonly ContractPlaceholder[];
  /** The tags inside the `{#missions}…{/missions}` loop. */
  missionPlaceholders: readonly ContractPlaceholder[];
};
