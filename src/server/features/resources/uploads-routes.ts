import { tusUploadRoutes } from '#server/lib/storage/tus-uploads';
import { checkAgencySection } from '#server/middleware/agency-area';
import { DEMO_MAX_UPLOAD_BYTES } from '#shared/domain/demo-agency';

// /api/uploads: tus uploads of members (lib/storage/tus-uploads.ts), with the Ressources or the
// Collaborations permission (a resource's file, or a content's draft: issue 29); a demo
// agency's visitor gets a smaller size limit (decision 0038).

/** The sections whose screens attach uploads: either opens the door. */
const UPLOAD_SECTIONS = ['resources', 'collaborations'] as const;

export const uploadsRoutes = tusUploadRoutes('/api/uploads', async (c) => {
  const agencyId = await checkAgencySection(c, UPLOAD_SECTIONS);
  const maxBytes = c.var.user?.isDemo ? DEMO_MAX_UPLOAD_BYTES : undefined;
  return { agencyId, owner: null, maxBytes };
});
