import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, jsonBody } from '#server/lib/validate';
import {
  getCampaignReport,
  updateReportConclusion,
} from '#server/features/collaborations/report/report-service';
import { createReportLink } from '#server/features/collaborations/report/report-links';
import { reportConclusionSchema, reportLinkSchema } from '#shared/schemas/report';

// Issue 30: a deal's campaign report. Mounted under collaborationsRoutes, behind its gate (the
// Collaborations section, the tenant transaction); another agency's deal is a 404. Its shared
// link is listed and revoked with the deal's other links (links-routes).

const sendingOf = (c: Context<AppEnv>) => ({
  appUrl: c.var.deps.config.appUrl,
  mailer: c.var.deps.mailer,
});

export const reportRoutes = new Hono<AppEnv>()
  .get('/:id/report', idParam(), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await getCampaignReport(c.var.ctx, id, { kind: 'agency' }));
  })
  .put('/:id/report/conclusion', idParam(), jsonBody(reportConclusionSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateReportConclusion(c.var.ctx, id, c.req.valid('json')));
  })
  /** 'Partager le rapport'. */
  .post('/:id/links/report', idParam(), jsonBody(reportLinkSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await createReportLink(c.var.ctx, sendingOf(c), id, c.req.valid('json')), 201);
  });
