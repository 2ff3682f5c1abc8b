import { and, eq } from 'drizzle-orm';
import { contracts } from '#server/db/schema/contracts';
import { AppError } from '#server/lib/app-error';
import type { LinkContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage/file-storage';
import type { StoredFile } from '#server/lib/storage/file-response';
import { readBytes } from '#server/lib/storage/stored-bytes';
import { dealOfLink, linkGone } from '#server/features/collaborations/links/link-page';
import {
  DOCX_TYPE,
  extractParagraphs,
} from '#server/features/collaborations/contracts/contract-docx';
import { findContract, lockDeal } from '#server/features/collaborations/contracts/contract-files';
import {
  recordContractEvent,
  syncContractSigned,
} from '#server/features/collaborations/contracts/contract-flag';
import { writeCertificate } from '#server/features/collaborations/contracts/contract-proof';
import { readContractFacts } from '#server/features/collaborations/contracts/contract-values';
import { isContractSigned } from '#shared/domain/contract-signature';
import { contents as contentsText } from '#shared/i18n/fr-contents';
import { contracts as t } from '#shared/i18n/fr-contracts';
import type { ContractSignatureInput, LinkContract } from '#shared/schemas/contracts';

// Issue 31, decision 0062: the creator reads and signs their contract through their link
// (decision 0050): their own line's only; a brand's link gets 403. The signature is simple
// (article 1367 du Code civil): it binds the name typed to the document's SHA-256 the page
// read, with the moment, the address and the browser, joined in a PDF certificate.

/** The creator's line and deal; a brand's link: 403. */
function creatorLine(linkCtx: LinkContext) {
  const { collaborationId, lineId } = dealOfLink(linkCtx);
  if (lineId === undefined) throw new AppError('link_creator_only', 403, t.errors.creatorOnly);
  const reader = {
    db: linkCtx.db,
    agencyId: linkCtx.link.agencyId,
    afterCommit: linkCtx.afterCommit,
  };
  return { collaborationId, lineId, reader };
}

export async function getLinkContract(
  linkCtx: LinkContext,
  storage: FileStorage,
): Promise<LinkContract | null> {
  const { collaborationId, lineId, reader } = creatorLine(linkCtx);
  const row = await findContract(reader, collaborationId, lineId);
  if (!row) return null;
  const bytes = await readBytes(storage, row.documentKey);
  return {
    documentName: row.documentName,
    documentSha256: row.documentSha256,
    generatedAt: row.generatedAt.toISOString(),
    paragraphs: bytes ? extractParagraphs(bytes) : [],
    creatorSignedName: row.creatorSignedName,
    creatorSignedAt: row.creatorSignedAt?.toISOString() ?? null,
    agencySignedAt: row.agencySignedAt?.toISOString() ?? null,
    isSigned: isContractSigned(row),
  };
}

/** The contract's .docx for the creator; 404 without one. */
export async function getLinkContractFile(linkCtx: LinkContext): Promise<StoredFile> {
  const { collaborationId, lineId, reader } = creatorLine(linkCtx);
  const row = await findContract(reader, collaborationId, lineId);
  if (!row) throw linkGone();
  return { key: row.documentKey, name: row.documentName, type: DOCX_TYPE, size: row.documentSize };
}

/** What the request tells of the signer: its address (as the rate limits read it), its browser. */
export type SignerRequest = { ip: string; userAgent: string };

const MAX_USER_AGENT = 1000;

export async function signLinkContract(
  linkCtx: LinkContext,
  storage: FileStorage,
  input: ContractSignatureInput,
  request: SignerRequest,
) {
  const { collaborationId, lineId, reader } = creatorLine(linkCtx);
  const deal = await lockDeal(reader, collaborationId);
  const row = await findContract(reader, collaborationId, lineId);
  if (!row) throw new AppError('no_contract', 409, t.errors.noContract);
  if (row.creatorSignedSha256 === row.documentSha256) {
    throw new AppError('already_signed', 409, t.errors.alreadySigned);
  }
  if (input.documentSha256 !== row.documentSha256) {
    throw new AppError('document_changed', 409, t.messages.documentChanged);
  }
  const signature = {
    creatorSignedName: input.fullName,
    creatorSignedAt: new Date(),
    creatorSignedIp: request.ip,
    creatorSignedUserAgent: request.userAgent.slice(0, MAX_USER_AGENT),
    creatorSignedSha256: row.documentSha256,
  };
  await reader.db
    .update(contracts)
    .set({ ...signature, updatedAt: new Date() })
    .where(and(eq(contracts.agencyId, reader.agencyId), eq(contracts.id, row.id)));
  await writeCertificate(reader, storage, { ...row, ...signature });
  const flag = await syncContractSigned(reader, collaborationId);
  const { creatorName } = await readContractFacts(reader, collaborationId, lineId);
  const author = { id: null, name: contentsText.history.byLink(creatorName, 'creator') };
  await recordContractEvent(
    { db: reader.db, agencyId: reader.agencyId, author },
    deal,
    t.history.creatorSigned(creatorName),
    flag,
  );
  return getLinkContract(linkCtx, storage);
}
