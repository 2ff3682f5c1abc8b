import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { sendStoredFile } from '#server/lib/storage/file-response';
import { idParam, queryParams } from '#server/lib/validate';
import { privateLinkArea } from '#server/middleware/private-link';
import {
  getLinkReport,
  getLinkReportFile,
} from '#server/features/collaborations/report/report-links';
import { resourceFileQuerySchema } from '#shared/schemas/resources';

// /api/link/report (issue 30, decision 0056): what a shared report's link opens, with
// `Authorization: Link <token>` only (decision 0050): its report and its previews, read-only.
export const reportLinkRoutes = new Hono<AppEnv>()
  .use(privateLinkArea())
  .get('/', async (c) => c.json(await getLinkReport(c.var.link)))
  /** A publication's preview, served as the link's other files are (decision 0028). */
  .get('/files/:fileId', idParam('fileId'), queryParams(resourceFileQuerySchema), async (c) => {
    const file = await getLinkReportFile(c.var.link, c.req.valid('param').fileId);
    return sendStoredFile(c, file, c.req.valid('query').download === '1');
  });
