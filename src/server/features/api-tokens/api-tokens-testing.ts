// Set-up shared by the API tokens' test files (decision 0066). Importing it registers
// beforeAll/afterAll that start a fresh test app for the importing file and close it.
import { afterAll, beforeAll, expect } from 'vitest';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { clients } from '#server/db/schema/address-book';
import { createApiTokenCache } from '#server/lib/auth/api-token-cache';
import type { AppEnv } from '#server/lib/context';
import { handleError } from '#server/lib/error-handler';
import { notFound } from '#server/lib/app-error';
import { idParam } from '#server/lib/validate';
import { tokenArea } from '#server/middleware/api-token';
import { tokenSelfRoutes } from '#server/features/api-tokens/token-self-routes';
import type { CreatedApiToken } from '#shared/schemas/api-tokens';
import { createRateLimiter } from '#server/middleware/rate-limit';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';

/**
 * Routes of the public API that do not exist yet on this branch, behind tokenArea as the real
 * ones will be: a section's list (no agency filter, row-level security must do it) and a row.
 */
export function createPublicApiApp(t: TestApp) {
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
  const v1 = new Hono<AppEnv>()
    .get('/clients', tokenArea('clients'), async (c) => {
      const rows = await c.var.ctx.db.select().from(clients);
      return c.json({ brands: rows.map((row) => row.brandName).sort() });
    })
    .get('/clients/:id', tokenArea('clients'), idParam(), async (c) => {
      const [row] = await c.var.ctx.db
        .select()
        .from(clients)
        .where(eq(clients.id, c.req.valid('param').id));
      if (!row) throw notFound();
      return c.json({ brandName: row.brandName, userId: c.var.ctx.user.id });
    })
    .get('/tasks', tokenArea('todo'), (c) => c.json({ ok: true }));
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('/api/*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.route('/api/v1', v1);
  app.route('/api/v1/token', tokenSelfRoutes);
  return app;
}

export let t: TestApp;
export let publicApi: ReturnType<typeof createPublicApiApp>;
export let owner: Agent;
export let member: Agent;
export let memberId: string;
export let agencyA: string;
export let agencyB: string;
export let otherOwner: Agent;

beforeAll(async () => {
  t = await createTestApp();
  publicApi = createPublicApiApp(t);
  owner = createAgent(t.app, '203.0.113.10');
  agencyA = (await signUpUser(owner)).user.agencyId;
  const code = (await owner.get('/api/account')).json.agency.joinCode as string;
  member = createAgent(t.app, '203.0.113.11');
  memberId = (await signUpUser(member, { agency: { code } })).user.id;
  otherOwner = createAgent(t.app, '203.0.113.12');
  agencyB = (await signUpUser(otherOwner)).user.agencyId;
});
afterAll(() => t.close());

/** A new token of `agent`'s, for every section they can open unless told. */
export async function createToken(
  agent: Agent,
  body: { name?: string; expiry?: string; sections?: string[] } = {},
) {
  const created = await agent.post('/api/api-tokens', {
    name: 'Zapier',
    expiry: 'never',
    sections: ['collaborations', 'clients', 'todo'],
    ...body,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json as CreatedApiToken;
}

/** A call of the API with a token (and whatever else the caller adds). */
export async function callWithToken(
  app: { request: TestApp['app']['request'] },
  path: string,
  token: string | null,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': '198.51.100.7', ...init.headers };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const response = await app.request(path, { method: init.method ?? 'GET', headers });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
  const json: any =
    text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  return { status: response.status, json, headers: response.headers };
}

export const setPermission = (memberIdToChange: string, key: string, value: boolean) =>
  owner.putCurrent(`/api/account/team/${memberIdToChange}/permissions`, { key, value });
