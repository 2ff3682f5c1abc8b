import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { getPerformances } from '#server/features/performances/performances-service';
import { getBenchmarkHint, getBenchmarks } from '#server/features/performances/benchmarks-service';
import { benchmarkQuerySchema, performancesQuerySchema } from '#shared/schemas/performances';

/**
 * 'Performances' across campaigns and the agency's benchmarks (issue 30, decision 0058): the
 * Collaborations section's permission, the tenant path, every figure made by the database.
 */
export const performancesRoutes = new Hono<AppEnv>()
  .use(agencyArea('collaborations'))
  .get('/', queryParams(performancesQuerySchema), async (c) => {
    return c.json(await getPerformances(c.var.ctx, c.req.valid('query')));
  })
  .get('/benchmarks', async (c) => {
    return c.json(await getBenchmarks(c.var.ctx));
  })
  .get('/benchmark', queryParams(benchmarkQuerySchema), async (c) => {
    return c.json({ hint: await getBenchmarkHint(c.var.ctx, c.req.valid('query')) });
  });
