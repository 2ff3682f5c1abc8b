import { invalid } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { findFinishedUpload, type AttachedFile } from '#server/lib/storage/finished-upload';
import { resourcesScreen } from '#shared/i18n/fr-resources';

/** A resource's file: a finished upload of the caller's agency, else a 422 on `uploadId`. */
export async function readFinishedUpload(
  ctx: AgencyContext,
  storage: FileStorage,
  uploadId: string,
): Promise<AttachedFile> {
  const file = await findFinishedUpload(storage, ctx.agencyId, uploadId);
  if (!file) throw invalid({ uploadId: resourcesScreen.uploadNotFound });
  return file;
}
