import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, jsonBody, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { idempotent } from '#server/middleware/idempotency';
import { listManagers } from '#server/features/collaborations/collaboration-managers';
import { sendExport } from '#server/lib/export-stream';
import { exportCollaborations } from '#server/features/collaborations/collaborations-export';
import { listCollaborations } from '#server/features/collaborations/collaborations-list';
import { getCollaboration } from '#server/features/collaborations/collaboration-detail';
import { contentsRoutes } from '#server/features/collaborations/contents/contents-routes';
import { readingsRoutes } from '#server/features/collaborations/performance/readings-routes';
import { reportRoutes } from '#server/features/collaborations/report/report-routes';
import { reportExportRoutes } from '#server/features/collaborations/report/report-export-routes';
import { complianceRoutes } from '#server/features/collaborations/compliance/compliance-routes';
import {
  createCollaboration,
  deleteCollaboration,
  updateCollaboration,
} from '#server/features/collaborations/collaborations-service';
import {
  collaborationExportQuerySchema,
  collaborationInputSchema,
  collaborationListQuerySchema,
  collaborationUpdateSchema,
} from '#shared/schemas/collaborations';
import { exportsText } from '#shared/i18n/fr-exports';

export const collaborationsRoutes = new Hono<AppEnv>()
  .use(agencyArea('collaborations'))
  .get('/', queryParams(collaborationListQuerySchema), async (c) => {
    return c.json(await listCollaborations(c.var.ctx, c.req.valid('query')));
  })
  // Checked by agencyArea; the file is read in short transactions of its own (decision 0033).
  .get('/export.csv', queryParams(collaborationExportQuerySchema), (c) => {
    const table = exportCollaborations(c.var.deps.db, c.var.ctx.user, c.req.valid('query'));
    return sendExport('csv', exportsText.fileNames.collaborations, table);
  })
  .get('/export.xlsx', queryParams(collaborationExportQuerySchema), (c) => {
    const table = exportCollaborations(c.var.deps.db, c.var.ctx.user, c.req.valid('query'));
    return sendExport('xlsx', exportsText.fileNames.collaborations, table);
  })
  .get('/managers', async (c) => {
    return c.json(await listManagers(c.var.ctx));
  })
  .route('/', contentsRoutes)
  .route('/', readingsRoutes)
  .route('/', reportRoutes)
  .route('/', reportExportRoutes)
  .route('/', complianceRoutes)
  .get('/:id', idParam(), async (c) => {
    return c.json(await getCollaboration(c.var.ctx, c.req.valid('param').id));
  })
  .post('/', idempotent(), jsonBody(collaborationInputSchema), async (c) => {
    return c.json(await createCollaboration(c.var.ctx, c.req.valid('json')), 201);
  })
  .put('/:id', idParam(), jsonBody(collaborationUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateCollaboration(c.var.ctx, id, c.req.valid('json')));
  })
  .delete('/:id', idParam(), async (c) => {
    return c.json(await deleteCollaboration(c.var.ctx, c.req.valid('param').id));
  });
