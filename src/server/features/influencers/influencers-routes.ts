import { Hono } from 'hono';
import { setInfluencerArchived } from '#server/features/influencers/influencer-archive';
import type { AppEnv } from '#server/lib/context';
import { idParam, jsonBody, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { idempotent } from '#server/middleware/idempotency';
import { sendExport } from '#server/lib/export-stream';
import { exportInfluencers } from '#server/features/influencers/influencers-export';
import { listInfluencers, pickInfluencers } from '#server/features/influencers/influencers-list';
import {
  createInfluencer,
  deleteInfluencer,
  duplicateInfluencer,
  getInfluencer,
  updateInfluencer,
} from '#server/features/influencers/influencers-service';
import {
  influencerExportQuerySchema,
  influencerInputSchema,
  influencerUpdateSchema,
  influencerListQuerySchema,
  influencerPickerQuerySchema,
} from '#shared/schemas/influencers';
import { PICKER_SECTIONS } from '#shared/domain/permissions';
import { exportsText } from '#shared/i18n/fr-exports';

/** The influencer picker serves the collaboration and casting forms too. */
export const influencerPickerRoutes = new Hono<AppEnv>()
  .use(agencyArea(PICKER_SECTIONS.influencers))
  .get('/', queryParams(influencerPickerQuerySchema), async (c) => {
    return c.json(await pickInfluencers(c.var.ctx, c.req.valid('query')));
  });

export const influencersRoutes = new Hono<AppEnv>()
  .use(agencyArea('influencers'))
  .get('/', queryParams(influencerListQuerySchema), async (c) => {
    return c.json(await listInfluencers(c.var.ctx, c.req.valid('query')));
  })
  // Checked by agencyArea; the file is read in short transactions of its own (decision 0033).
  .get('/export.csv', queryParams(influencerExportQuerySchema), (c) => {
    const table = exportInfluencers(c.var.deps.db, c.var.ctx.user, c.req.valid('query'));
    return sendExport('csv', exportsText.fileNames.influencers, table);
  })
  .get('/export.xlsx', queryParams(influencerExportQuerySchema), (c) => {
    const table = exportInfluencers(c.var.deps.db, c.var.ctx.user, c.req.valid('query'));
    return sendExport('xlsx', exportsText.fileNames.influencers, table);
  })
  .get('/:id', idParam(), async (c) => {
    return c.json(await getInfluencer(c.var.ctx, c.req.valid('param').id));
  })
  .post('/', idempotent(), jsonBody(influencerInputSchema), async (c) => {
    return c.json(await createInfluencer(c.var.ctx, c.req.valid('json')), 201);
  })
  .put('/:id', idParam(), jsonBody(influencerUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateInfluencer(c.var.ctx, id, c.req.valid('json')));
  })
  .delete('/:id', idParam(), async (c) => {
    return c.json(await deleteInfluencer(c.var.ctx, c.req.valid('param').id));
  })
  .post('/:id/archive', idParam(), async (c) => {
    return c.json(await setInfluencerArchived(c.var.ctx, c.req.valid('param').id, true));
  })
  .post('/:id/restore', idParam(), async (c) => {
    return c.json(await setInfluencerArchived(c.var.ctx, c.req.valid('param').id, false));
  })
  .post('/:id/duplicate', idParam(), async (c) => {
    return c.json(await duplicateInfluencer(c.var.ctx, c.req.valid('param').id), 201);
  });
