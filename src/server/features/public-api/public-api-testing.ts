// Set-up shared by the public API's tests. Importing it registers beforeAll/afterAll that start
// a fresh test app for the importing file and close it (Vitest isolates each file).
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { uniqueSymbol } from 'hono-openapi';
import { findTargetHandler } from 'hono/utils/handler';
import type { ZodType } from 'zod';
import { users } from '#server/db/schema/identity';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { allPermissions, type PermissionKey } from '#shared/domain/permissions';
import { apiErrorSchema } from '#shared/schemas/public-api/errors';

export let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Documented = { status: number; schema: ZodType; statuses: string[] };

/** The route's description (v1-operation.ts) as the router holds it. */
function findDocumented(method: string, path: string): Documented {
  const pathOnly = path.split('?')[0] as string;
  const handlers = t.app.routes
    .filter((route) => route.method === method && route.path.startsWith('/api/v1/'))
    .filter((route) => {
      const pattern = route.path.replace(/:[^/]+/g, '[^/]+');
      return new RegExp(`^${pattern}$`).test(pathOnly);
    })
    .map((route) => findTargetHandler(route.handler) as unknown as Partial<Documented>)
    .filter((handler) => handler.schema !== undefined && handler.status !== undefined);
  const [handler] = handlers;
  if (!handler) throw new Error(`no documented route for ${method} ${path}`);
  const spec = (handler as unknown as Record<symbol, { spec: { responses: object } }>)[
    uniqueSymbol
  ]!.spec;
  return { ...(handler as Documented), statuses: Object.keys(spec.responses) };
}

/**
 * Calls a v1 route and checks its answer against the document: the status must be one the
 * operation declares, and the JSON must parse with the declared schema, strictly (a key the
 * schema lacks fails).
 */
export async function callV1(
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await caller.agent.call(`/api/v1${path}`, {
    method,
    body,
    headers: { ...caller.headers, ...headers },
  });
  const documented = findDocumented(method, `/api/v1${path}`);
  expect(documented.statuses, `${method} ${path}`).toContain(String(response.status));
  const schema = response.status === documented.status ? documented.schema : apiErrorSchema;
  const parsed = schema.safeParse(response.json);
  expect(parsed.error?.issues, `${method} ${path} → ${response.status}`).toBeUndefined();
  return response;
}

/** Who calls the API: an agent without cookie, and the token that authenticates it. */
export type Caller = {
  agent: Agent;
  headers: Record<string, string>;
  email: string;
  agencyId: string;
  /** The member's own browser session (the screens). */
  member: Agent;
};

const ALL_SECTIONS = ['clients', 'influencers', 'collaborations', 'todo', 'accounting'];

/** A member of a new agency, calling the API with a personal token made on Compte. */
export async function newCaller(sections: string[] = ALL_SECTIONS): Promise<Caller> {
  const member = createAgent(t.app);
  const account = await signUpUser(member);
  const created = await member.post('/api/api-tokens', { name: 'Zapier', expiry: '90', sections });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return {
    agent: createAgent(t.app, '198.51.100.7'),
    headers: { authorization: `Bearer ${created.json.token as string}` },
    email: account.email,
    agencyId: account.user.agencyId as string,
    member,
  };
}

/** Closes one section to the caller's member (the screens' team settings do the same). */
export async function closeSection(caller: Caller, section: PermissionKey) {
  await t.db
    .update(users)
    .set({ permissions: { ...allPermissions(true), [section]: false } })
    .where(eq(users.email, caller.email));
}
