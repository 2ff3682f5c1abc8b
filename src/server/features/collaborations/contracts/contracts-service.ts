import { and, eq } from 'drizzle-orm';
import { contracts } from '#server/db/schema/contracts';
import type { AgencyContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { storeBytes } from '#server/lib/storage/stored-bytes';
import { DOCX_TYPE, fillTemplate } from '#server/features/collaborations/contracts/contract-docx';
import {
  findContract,
  lockDeal,
  readTemplateBytes,
  removeAfterCommit,
  sha256Of,
  toFileName,
} from '#server/features/collaborations/contracts/contract-files';
import {
  recordContractEvent,
  syncContractSigned,
} from '#server/features/collaborations/contracts/contract-flag';
import { saveContractResource } from '#server/features/collaborations/contracts/contract-resource';
import {
  fingerprintOf,
  readContractFacts,
  toContractValues,
} from '#server/features/collaborations/contracts/contract-values';
import { getContractView } from '#server/features/collaborations/contracts/contract-views';
import { today } from '#shared/domain/dates';
import { contracts as t } from '#shared/i18n/fr-contracts';

// Issue 31, decision 0062: 'Générer le contrat' of a creator line, in the request's transaction.
// The agency's template (or the default one) filled from the deal, stored with its SHA-256; a
// contract generated again replaces the document and clears both signatures, the certificate
// and a signed file uploaded by hand: a changed contract needs a new signature.

/** The signature proof a new document voids. */
const NO_SIGNATURES = {
  creatorSignedName: null,
  creatorSignedAt: null,
  creatorSignedIp: null,
  creatorSignedUserAgent: null,
  creatorSignedSha256: null,
  certificateKey: null,
  agencySignedBy: null,
  agencySignedName: null,
  agencySignedAt: null,
  agencySignedSha256: null,
  signedUploadKey: null,
  signedUploadName: null,
  signedUploadAt: null,
  signedUploadBy: null,
};

export async function generateContract(
  ctx: AgencyContext,
  storage: FileStorage,
  collaborationId: string,
  lineId: string,
) {
  const deal = await lockDeal(ctx, collaborationId);
  const facts = await readContractFacts(ctx, collaborationId, lineId);
  const template = await readTemplateBytes(ctx, storage);
  const bytes = fillTemplate(template, toContractValues(facts, today()));
  const name = t.documentName(deal.name, facts.creatorName);
  const file = { name: toFileName(name, 'docx'), type: DOCX_TYPE };
  const document = await storeBytes(storage, ctx.agencyId, bytes, file);
  const copy = await storeBytes(storage, ctx.agencyId, bytes, file);
  const current = await findContract(ctx, collaborationId, lineId);
  const resourceId = await saveContractResource(
    ctx,
    storage,
    current?.resourceId ?? null,
    { name, description: t.resourceDescription(deal.name, facts.creatorName) },
    copy,
  );
  const columns = {
    resourceId,
    documentKey: document.key,
    documentName: document.name,
    documentSize: document.size,
    documentSha256: sha256Of(bytes),
    valuesSha256: fingerprintOf(facts),
    generatedAt: new Date(),
    generatedBy: ctx.user.id,
    ...NO_SIGNATURES,
  };
  if (current) {
    await ctx.db
      .update(contracts)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(contracts.agencyId, ctx.agencyId), eq(contracts.id, current.id)));
    removeAfterCommit(ctx, storage, [
      current.documentKey,
      current.certificateKey,
      current.signedUploadKey,
    ]);
  } else {
    await ctx.db.insert(contracts).values({
      agencyId: ctx.agencyId,
      collaborationId,
      collaborationInfluencerId: lineId,
      ...columns,
    });
  }
  const flag = await syncContractSigned(ctx, collaborationId);
  await recordContractEvent(ctx, deal, t.history.generated(facts.creatorName), flag);
  return getContractView(ctx, collaborationId, lineId);
}
