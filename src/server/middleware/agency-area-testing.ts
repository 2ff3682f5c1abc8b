// Set-up shared by this area's test files. Importing it registers beforeAll/afterAll that
// start a fresh test app for the importing file and close it (Vitest isolates each file).
import { afterAll, beforeAll } from 'vitest';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { clients } from '#server/db/schema/address-book';
import { invalid } from '#server/lib/app-error';
import { createApiTokenCache } from '#server/lib/auth/api-token-cache';
import type { AppEnv } from '#server/lib/context';
import { handleError } from '#server/lib/error-handler';
import { agencyArea } from '#server/middleware/agency-area';
import { createRateLimiter } from '#server/middleware/rate-limit';
import { loadSession } from '#server/middleware/session';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';

/** A business area that does not exist yet, mounted the way createApp mounts the real ones. */
export function createAreaApp(t: TestApp) {
  const deps = {
    db: t.db,
    engine: t.engine,
    config: t.config,
    limiter: createRateLimiter(t.db),
    sessions: t.sessions,
    apiTokens: createApiTokenCache(t.db, t.sessions),
    changes: t.changes,
    mailer: t.mailbox.mailer,
    storage: t.storage,
  };
  const area = new Hono<AppEnv>()
    .get('/clients', agencyArea('clients'), async (c) => {
      const { db, agencyId } = c.var.ctx;
      // No agency filter on purpose: row-level security must do it.
      const rows = await db.select().from(clients);
      return c.json({ agencyId, brands: rows.map((row) => row.brandName).sort() });
    })
    .get('/todo', agencyArea('todo'), (c) => c.json({ agencyId: c.var.ctx.agencyId }))
    .post('/clients', agencyArea('clients'), async (c) => {
      const body = await c.req.json<{ brandName: string; outcome: string }>();
      const { db, agencyId } = c.var.ctx;
      await db.insert(clients).values({ agencyId, brandName: body.brandName });
      if (body.outcome === 'crash') throw new Error('panne au milieu du traitement');
      if (body.outcome === 'invalid') throw invalid({ brandName: 'refusé' });
      if (body.outcome === 'conflict') return c.json({ refused: true }, 409);
      return c.json({ ok: true }, 201);
    });
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('/api/*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('/api/*', loadSession());
  app.route('/api/test', area);
  return app;
}

export let t: TestApp;
export let areaApp: ReturnType<typeof createAreaApp>;
export let agencyA: string;
export let agencyB: string;
export let ownerA: Agent;
beforeAll(async () => {
  t = await createTestApp();
  areaApp = createAreaApp(t);
  ownerA = createAgent(t.app);
  agencyA = (await signUpUser(ownerA, { agency: 'create' })).user.agencyId;
  agencyB = (await signUpUser(createAgent(t.app), { agency: 'create' })).user.agencyId;
  // Written as the connection's own role, which row-level security does not restrict.
  await t.db.insert(clients).values([
    { agencyId: agencyA, brandName: 'Alpha Cosmétiques' },
    { agencyId: agencyA, brandName: 'Alpha Sport' },
    { agencyId: agencyB, brandName: 'Beta Voyages', notes: 'note de B' },
  ]);
});
afterAll(() => t.close());

/** The same browser, talking to the test-only area. */
export const inArea = (agent: Agent) => {
  const visitor = createAgent(areaApp);
  visitor.cookie = agent.cookie;
  return visitor;
};
export const brandsOf = async (agencyId: string) =>
  (await t.db.select().from(clients).where(eq(clients.agencyId, agencyId)))
    .map((row) => row.brandName)
    .sort();
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error). */
export async function pgErrorCode(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    throw error;
  }
  return 'no error';
}
export const INSUFFICIENT_PRIVILEGE = '42501';
