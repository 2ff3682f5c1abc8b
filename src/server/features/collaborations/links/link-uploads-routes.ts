import { AppError } from '#server/lib/app-error';
import { tusUploadRoutes } from '#server/lib/storage/tus-uploads';
import { findLiveLink } from '#server/middleware/private-link';
import { isDraftFileType } from '#shared/domain/content-stages';
import { contents as t } from '#shared/i18n/fr-contents';
import { linksText } from '#shared/i18n/fr-links';

// /api/link/uploads (decision 0051): a creator's drafts, uploaded through their link with the
// tus protocol of /api/uploads, outside any transaction (an upload may take minutes). Images,
// videos and PDF only, MAX_UPLOAD_MB; stored under the link's agency and marked with the link,
// so only that link attaches them (not another link, not a member).

export const linkUploadsRoutes = tusUploadRoutes('/api/link/uploads', async (c) => {
  const link = await findLiveLink(c);
  if (link.kind !== 'creator') {
    throw new AppError('link_creator_only', 403, linksText.errors.creatorOnly);
  }
  return {
    agencyId: link.agencyId,
    owner: link.id,
    refusedType: (file) => (isDraftFileType(file.type) ? null : t.errors.fileType(file.name)),
  };
});
