// Every business route, as the app mounts it, for a user who signed up with 'Plus tard': one
// clear refusal the client recognizes (403 'no_agency'), never a 500 nor a validation error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { fr } from '#shared/i18n/fr';

let t: TestApp;
let withoutAgency: Agent;
beforeAll(async () => {
  t = await createTestApp();
  withoutAgency = createAgent(t.app);
  await signUpUser(withoutAgency, { agency: 'none' });
});
afterAll(() => t.close());

// Open to every signed-in user, with or without an agency ('Voir la démo' to anyone: it signs
// the caller into a demo agency of their own, decision 0038). /api/link/* takes no session, only
// a private link's header (decision 0050; middleware/private-link.test.ts).
const OUTSIDE_AGENCIES = [
  '/api/health',
  '/api/auth/',
  '/api/account',
  '/api/demo-agency',
  '/api/link/',
  // The public API (decisions 0065, 0066): its reference is open to anyone, and /api/v1/* takes
  // a personal token and no session at all (a cookie there is a 401: public-api/v1-access.test).
  '/api/openapi.json',
  '/api/docs',
  '/api/v1/',
  // A member's calendar feed (decision 0068): its token in the path, no session.
  '/api/calendar/',
  // A mail's unsubscribe link (decision 0069): its token in the path, no session.
  '/api/notifications/unsubscribe/',
];
const SOME_ID = '0b9f6a7e-3c1d-4e8a-9f00-5a1b2c3d4e5f';
// Say nothing to whoever may not read them, not even why: a plain 404 (decision 0028 for files;
// the super-admin area).
const SILENT = [/^\/api\/resources\/[^/]+\/file$/, /^\/api\/superadmin(\/|$)/];
const isSilent = (path: string) => SILENT.some((pattern) => pattern.test(path));

/** The app's own routes (not its middleware), with an id in place of each parameter. */
const businessRoutes = () =>
  [
    ...new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .filter((route) => !OUTSIDE_AGENCIES.some((prefix) => route.path.startsWith(prefix)))
        .map((route) => `${route.method} ${route.path.replace(/:[A-Za-z]+/g, SOME_ID)}`),
    ),
  ].map((line) => {
    const [method, path] = line.split(' ') as [string, string];
    return { method, path };
  });

describe('a user without agency, on the business routes', () => {
  it('finds the areas mounted (the list below is not empty by mistake)', () => {
    const paths = businessRoutes().map((route) => route.path);
    for (const area of ['/api/clients', '/api/influencers', '/api/collaborations']) {
      expect(paths).toContain(area);
    }
    expect(paths).toContain('/api/clients/picker');
  });

  it("answers 403 'no_agency' with the spec's message to every method of every route", async () => {
    const answers = [];
    for (const { method, path } of businessRoutes()) {
      const response = await withoutAgency.call(path, {
        method,
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      answers.push({ route: `${method} ${path}`, status: response.status, body: response.json });
    }
    const refusal = (path: string) =>
      isSilent(path) ? { status: 404, code: 'not_found' } : { status: 403, code: 'no_agency' };
    expect(
      answers.filter(({ route, status, body }) => {
        const expected = refusal(route.split(' ')[1]!);
        return status !== expected.status || body?.error?.code !== expected.code;
      }),
    ).toEqual([]);
    expect(answers.some(({ route }) => isSilent(route.split(' ')[1]!))).toBe(true);
    expect(answers[0]!.body).toEqual({
      error: { code: 'no_agency', message: fr.errors.noAgency },
    });
  });

  it('still reads their own account: no agency, nothing failing', async () => {
    const response = await withoutAgency.get('/api/account');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ agency: null, profileVersion: 1 });
  });

  it("answers 401 'unauthenticated' once signed out, which the client takes for a session end", async () => {
    const agent = createAgent(t.app);
    await signUpUser(agent, { agency: 'none' });
    const cookie = agent.cookie;
    await agent.post('/api/auth/sign-out');
    agent.cookie = cookie;
    const response = await agent.get('/api/clients');
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe('unauthenticated');
  });
});
