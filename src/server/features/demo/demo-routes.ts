import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { agencyArea } from '#server/middleware/agency-area';
import { clearDemoData, getDemoState, loadDemoData } from '#server/features/demo/demo-service';

/**
 * The agency's demo data (decision 0033): any member reads whether there is some (the screens
 * offer to load or clear it); only an administrator loads or clears, in one transaction each.
 */
export const demoDataRoutes = new Hono<AppEnv>()
  .use(agencyArea())
  .get('/', async (c) => c.json(await getDemoState(c.var.ctx)))
  .post('/', async (c) => {
    const result = await loadDemoData(c.var.ctx);
    return c.json(result, result.isCreated ? 201 : 200);
  })
  .delete('/', async (c) => c.json(await clearDemoData(c.var.ctx)));
