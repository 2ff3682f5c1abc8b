import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { getCollaboration } from '#server/features/profitability/feature-services';
import {
  listLeftOutDeals,
  listProfitDeals,
  listProfitManagers,
} from '#server/features/profitability/profit-deals';
import { getProfitClients } from '#server/features/profitability/profit-clients';
import {
  getProfitMonths,
  getProfitSummary,
  getProfitTypes,
} from '#server/features/profitability/profit-summary';
import {
  leftOutDealsQuerySchema,
  profitDealsQuerySchema,
  profitFiltersSchema,
} from '#shared/schemas/profitability';

/**
 * Comptabilité → Rentabilité (issue 20): the same section permission as the payments, the
 * tenant path, every sum made by the database.
 */
export const profitabilityRoutes = new Hono<AppEnv>()
  .use(agencyArea('accounting'))
  .get('/summary', queryParams(profitFiltersSchema), async (c) => {
    return c.json(await getProfitSummary(c.var.ctx, c.req.valid('query')));
  })
  .get('/months', queryParams(profitFiltersSchema), async (c) => {
    return c.json(await getProfitMonths(c.var.ctx, c.req.valid('query')));
  })
  .get('/clients', queryParams(profitFiltersSchema), async (c) => {
    return c.json(await getProfitClients(c.var.ctx, c.req.valid('query')));
  })
  .get('/types', queryParams(profitFiltersSchema), async (c) => {
    return c.json(await getProfitTypes(c.var.ctx, c.req.valid('query')));
  })
  .get('/deals', queryParams(profitDealsQuerySchema), async (c) => {
    return c.json(await listProfitDeals(c.var.ctx, c.req.valid('query')));
  })
  .get('/left-out', queryParams(leftOutDealsQuerySchema), async (c) => {
    return c.json(await listLeftOutDeals(c.var.ctx, c.req.valid('query')));
  })
  .get('/managers', async (c) => {
    return c.json(await listProfitManagers(c.var.ctx));
  })
  // A row of the table opens its deal: the collaboration's own detail, read-only here.
  .get('/deals/:id', idParam(), async (c) => {
    return c.json(await getCollaboration(c.var.ctx, c.req.valid('param').id));
  });
