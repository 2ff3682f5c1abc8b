import { and, eq } from 'drizzle-orm';
import { collaborationInfluencers } from '#server/db/schema/collaborations';
import { contracts } from '#server/db/schema/contracts';
import { AppError } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage/file-storage';
import {
  findContract,
  lockDeal,
  removeAfterCommit,
} from '#server/features/collaborations/contracts/contract-files';
import {
  recordContractEvent,
  syncContractSigned,
} from '#server/features/collaborations/contracts/contract-flag';
import { writeCertificate } from '#server/features/collaborations/contracts/contract-proof';
import { takeMemberUpload } from '#server/features/collaborations/contracts/contract-uploads';
import { getContractView } from '#server/features/collaborations/contracts/contract-views';
import { DOCX_TYPE } from '#server/features/collaborations/contracts/contract-docx';
import { contracts as t } from '#shared/i18n/fr-contracts';

// Issue 31, decision 0062: the agency's side of a signature — its countersignature, given by
// the signed-in member on the document as it is now, and a contract signed outside the product
// uploaded by hand. Each turns 'Contrat signé' on when the deal's contracts all are.

export const noContract = () => new AppError('no_contract', 409, t.errors.noContract);

/** The deal locked and the line's contract, or 409 when none was generated. */
async function lockContract(ctx: AgencyContext, collaborationId: string, lineId: string) {
  const deal = await lockDeal(ctx, collaborationId);
  const row = await findContract(ctx, collaborationId, lineId);
  if (!row) throw noContract();
  return { deal, row };
}

async function lineName(ctx: AgencyContext, row: { collaborationInfluencerId: string }) {
  const [line] = await ctx.db
    .select({ fullName: collaborationInfluencers.fullName })
    .from(collaborationInfluencers)
    .where(
      and(
        eq(collaborationInfluencers.agencyId, ctx.agencyId),
        eq(collaborationInfluencers.id, row.collaborationInfluencerId),
      ),
    );
  return line?.fullName ?? '';
}

export async function countersignContract(
  ctx: AgencyContext,
  storage: FileStorage,
  collaborationId: string,
  lineId: string,
) {
  const { deal, row } = await lockContract(ctx, collaborationId, lineId);
  if (row.agencySignedSha256 === row.documentSha256) {
    throw new AppError('already_countersigned', 409, t.errors.alreadyCountersigned);
  }
  const signature = {
    agencySignedBy: ctx.user.id,
    agencySignedName: `${ctx.user.firstName} ${ctx.user.lastName}`.trim(),
    agencySignedAt: new Date(),
    agencySignedSha256: row.documentSha256,
  };
  await ctx.db
    .update(contracts)
    .set({ ...signature, updatedAt: new Date() })
    .where(and(eq(contracts.agencyId, ctx.agencyId), eq(contracts.id, row.id)));
  // The certificate joins every signature: made again with the countersignature.
  await writeCertificate(ctx, storage, { ...row, ...signature });
  const flag = await syncContractSigned(ctx, collaborationId);
  await recordContractEvent(ctx, deal, t.history.countersigned(await lineName(ctx, row)), flag);
  return getContractView(ctx, collaborationId, lineId);
}

const SIGNED_TYPES = new Set(['application/pdf', DOCX_TYPE]);

export async function attachSignedUpload(
  ctx: AgencyContext,
  storage: FileStorage,
  collaborationId: string,
  lineId: string,
  uploadId: string,
) {
  const { deal, row } = await lockContract(ctx, collaborationId, lineId);
  const file = await takeMemberUpload(ctx, storage, uploadId, {
    accepts: (upload) =>
      SIGNED_TYPES.has(upload.type) ||
      upload.type.startsWith('image/') ||
      /\.(pdf|docx)$/i.test(upload.name),
    typeMessage: t.errors.signedUploadType,
  });
  await ctx.db
    .update(contracts)
    .set({
      signedUploadKey: file.key,
      signedUploadName: file.name,
      signedUploadAt: new Date(),
      signedUploadBy: ctx.user.id,
      updatedAt: new Date(),
    })
    .where(and(eq(contracts.agencyId, ctx.agencyId), eq(contracts.id, row.id)));
  removeAfterCommit(ctx, storage, [row.signedUploadKey]);
  const flag = await syncContractSigned(ctx, collaborationId);
  await recordContractEvent(ctx, deal, t.history.signedUpload(await lineName(ctx, row)), flag);
  return getContractView(ctx, collaborationId, lineId);
}
