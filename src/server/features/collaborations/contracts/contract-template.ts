import { eq } from 'drizzle-orm';
import { contractTemplates } from '#server/db/schema/contracts';
import type { AgencyContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { readBytes } from '#server/lib/storage/stored-bytes';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import {
  checkTemplate,
  DOCX_TYPE,
  readDefaultTemplate,
} from '#server/features/collaborations/contracts/contract-docx';
import {
  findTemplate,
  removeAfterCommit,
} from '#server/features/collaborations/contracts/contract-files';
import { takeMemberUpload } from '#server/features/collaborations/contracts/contract-uploads';
import { getTemplateInfo } from '#server/features/collaborations/contracts/contract-views';
import { AppError } from '#server/lib/app-error';
import { CONTRACT_PLACEHOLDERS, MISSION_PLACEHOLDERS } from '#shared/domain/contract-placeholders';
import { contracts as t } from '#shared/i18n/fr-contracts';
import type { ContractTemplateInfo } from '#shared/schemas/contracts';

// Issue 31, decision 0062: an agency's own contract template, a .docx with the default one's
// placeholders, checked before it is kept (unknown or missing tag, broken file: 422 naming it);
// deleting it goes back to the default French template.

/** A template may weigh this much at most. */
export const MAX_TEMPLATE_BYTES = 5 * 1024 * 1024;

const DEFAULT_FILE_NAME = 'Modèle de contrat Infludesk.docx';

export async function getContractTemplate(reader: TenantReader): Promise<ContractTemplateInfo> {
  return {
    ...(await getTemplateInfo(reader)),
    placeholders: CONTRACT_PLACEHOLDERS,
    missionPlaceholders: MISSION_PLACEHOLDERS,
  };
}

/** The template in use as a file: the agency's (from the store) or the default one (bytes). */
export async function getTemplateFile(reader: TenantReader, storage: FileStorage) {
  const row = await findTemplate(reader);
  const own = row ? await readBytes(storage, row.fileKey) : null;
  if (row && own) return { name: row.fileName, bytes: own };
  return { name: DEFAULT_FILE_NAME, bytes: await readDefaultTemplate() };
}

const isDocx = (file: { name: string; type: string }) =>
  /\.docx$/i.test(file.name) || file.type === DOCX_TYPE;

export async function putContractTemplate(
  ctx: AgencyContext,
  storage: FileStorage,
  uploadId: string,
): Promise<ContractTemplateInfo> {
  const file = await takeMemberUpload(ctx, storage, uploadId, {
    accepts: isDocx,
    typeMessage: t.errors.templateType,
    maxBytes: MAX_TEMPLATE_BYTES,
    sizeMessage: t.errors.templateSize,
  });
  const bytes = await readBytes(storage, file.key);
  if (!bytes) throw new AppError('validation', 422, t.errors.uploadNotFound);
  checkTemplate(bytes);
  const current = await findTemplate(ctx);
  const columns = {
    fileKey: file.key,
    fileName: file.name,
    fileSize: file.size,
    uploadedBy: ctx.user.id,
  };
  if (current) {
    // The upload's day is the row's: createdAt is what the screen shows.
    await ctx.db
      .update(contractTemplates)
      .set({ ...columns, createdAt: new Date(), updatedAt: new Date() })
      .where(eq(contractTemplates.id, current.id));
    removeAfterCommit(ctx, storage, [current.fileKey]);
  } else {
    await ctx.db.insert(contractTemplates).values({ agencyId: ctx.agencyId, ...columns });
  }
  return getContractTemplate(ctx);
}

export async function deleteContractTemplate(ctx: AgencyContext, storage: FileStorage) {
  const current = await findTemplate(ctx);
  if (current) {
    await ctx.db.delete(contractTemplates).where(eq(contractTemplates.id, current.id));
    removeAfterCommit(ctx, storage, [current.fileKey]);
  }
  return getContractTemplate(ctx);
}
