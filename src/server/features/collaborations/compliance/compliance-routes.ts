import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { getCompliancePanel } from '#server/features/collaborations/compliance/compliance-panel';
import { listCompliance } from '#server/features/collaborations/compliance/compliance-overview';
import { complianceListQuerySchema } from '#shared/schemas/compliance';

// Issue 31: the 'Conformité' panel of a deal, mounted under collaborationsRoutes behind its
// gate (the Collaborations section, the tenant transaction; another agency's deal is a 404).
export const complianceRoutes = new Hono<AppEnv>().get('/:id/compliance', idParam(), async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await getCompliancePanel(c.var.ctx, id));
});

// Toutes les campagnes › Conformité (GET /api/compliance), behind the same section.
export const complianceOverviewRoutes = new Hono<AppEnv>()
  .use(agencyArea('collaborations'))
  .get('/', queryParams(complianceListQuerySchema), async (c) => {
    return c.json(await listCompliance(c.var.ctx, c.req.valid('query')));
  });
