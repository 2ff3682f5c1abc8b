import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { eq, inArray, sql } from 'drizzle-orm';
import { clients } from '#server/db/schema/address-book';
import { sessions, users } from '#server/db/schema/identity';
import { withTenant, type TenantScope } from '#server/db/tenant';
import { invalid } from '#server/lib/app-error';
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
import { allPermissions } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';

/** A business area that does not exist yet, mounted the way createApp mounts the real ones. */
function createAreaApp(t: TestApp) {
  const deps = { db: t.db, engine: t.engine, config: t.config, limiter: createRateLimiter() };
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

let t: TestApp;
let areaApp: ReturnType<typeof createAreaApp>;
let agencyA: string;
let agencyB: string;
let ownerA: Agent;
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
const inArea = (agent: Agent) => {
  const visitor = createAgent(areaApp);
  visitor.cookie = agent.cookie;
  return visitor;
};
const brandsOf = async (agencyId: string) =>
  (await t.db.select().from(clients).where(eq(clients.agencyId, agencyId)))
    .map((row) => row.brandName)
    .sort();
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error). */
async function pgErrorCode(work: () => Promise<unknown>) {
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
const INSUFFICIENT_PRIVILEGE = '42501';

describe('agencyArea: the gate of business areas', () => {
  it("answers 401 'Aucun utilisateur connecté' without a session", async () => {
    const response = await createAgent(areaApp).get('/api/test/clients');
    expect(response.status).toBe(401);
    expect(response.json).toEqual({
      error: { code: 'unauthenticated', message: 'Aucun utilisateur connecté' },
    });
  });

  it('answers 401 once the session has expired', async () => {
    const agent = createAgent(t.app);
    const { user } = await signUpUser(agent, { agency: 'create' });
    expect((await inArea(agent).get('/api/test/clients')).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    expect((await inArea(agent).get('/api/test/clients')).status).toBe(401);
  });

  it("answers 403 'Aucune agence associée à cet utilisateur' to a user without agency", async () => {
    const agent = createAgent(t.app);
    await signUpUser(agent, { agency: 'none' });
    const response = await inArea(agent).get('/api/test/clients');
    expect(response.status).toBe(403);
    expect(response.json).toEqual({
      error: { code: 'no_agency', message: 'Aucune agence associée à cet utilisateur' },
    });
  });

  it('answers 403 for a section whose flag is false, and lets the others through', async () => {
    const agent = createAgent(t.app);
    const { user } = await signUpUser(agent, { agency: 'create' });
    await t.db
      .update(users)
      .set({ permissions: { ...allPermissions(true), clients: false } })
      .where(eq(users.id, user.id));
    const refused = await inArea(agent).get('/api/test/clients');
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      error: { code: 'forbidden_section', message: fr.errors.forbiddenSection },
    });
    const post = await inArea(agent).post('/api/test/clients', {
      brandName: 'Interdit',
      outcome: 'ok',
    });
    expect(post.status).toBe(403);
    expect(await brandsOf(user.agencyId)).toEqual([]);
    expect((await inArea(agent).get('/api/test/todo')).json).toEqual({ agencyId: user.agencyId });
  });

  it('opens every section to a member without a permissions map', async () => {
    const { rows } = (await t.db.execute(
      sql`select join_code from agencies where id = ${agencyA}`,
    )) as unknown as { rows: { join_code: string }[] };
    const agent = createAgent(t.app);
    const { user } = await signUpUser(agent, { agency: { code: rows[0]!.join_code } });
    expect(user.permissions).toBeNull();
    const response = await inArea(agent).get('/api/test/clients');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      agencyId: agencyA,
      brands: ['Alpha Cosmétiques', 'Alpha Sport'],
    });
  });

  it("hands the handler a transaction that sees only its agency's rows", async () => {
    const response = await inArea(ownerA).get('/api/test/clients');
    expect(response.json).toEqual({
      agencyId: agencyA,
      brands: ['Alpha Cosmétiques', 'Alpha Sport'],
    });
  });

  it('commits the writes of a handler that succeeds', async () => {
    const agent = createAgent(t.app);
    const { user } = await signUpUser(agent, { agency: 'create' });
    const response = await inArea(agent).post('/api/test/clients', {
      brandName: 'Gardée',
      outcome: 'ok',
    });
    expect(response.status).toBe(201);
    expect(await brandsOf(user.agencyId)).toEqual(['Gardée']);
  });

  it.each([
    ['throws', 'crash', 500, 'internal'],
    ['throws an AppError', 'invalid', 422, 'validation'],
  ])('rolls back the writes of a handler that %s', async (_, outcome, status, code) => {
    const agent = createAgent(t.app);
    const { user } = await signUpUser(agent, { agency: 'create' });
    const response = await inArea(agent).post('/api/test/clients', {
      brandName: 'Fantôme',
      outcome,
    });
    expect(response.status).toBe(status);
    expect(response.json.error.code).toBe(code);
    expect(await brandsOf(user.agencyId)).toEqual([]);
  });

  it('rolls back the writes of a handler that answers an error status', async () => {
    const agent = createAgent(t.app);
    const { user } = await signUpUser(agent, { agency: 'create' });
    const response = await inArea(agent).post('/api/test/clients', {
      brandName: 'Fantôme',
      outcome: 'conflict',
    });
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ refused: true });
    expect(await brandsOf(user.agencyId)).toEqual([]);
  });
});

describe('withTenant: row-level security per agency', () => {
  const asAgency = <T>(agencyId: string, work: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.db, { agencyId }, work);
  const idOf = async (brandName: string) =>
    (await t.db.select().from(clients).where(eq(clients.brandName, brandName)))[0]!.id;

  it("returns only the agency's rows to a select without where", async () => {
    const rows = rowsOf<{ agency_id: string; brand_name: string }>(
      await asAgency(agencyA, (tx) => tx.execute(sql`select * from clients`)),
    );
    expect(rows.map((row) => row.brand_name).sort()).toEqual(['Alpha Cosmétiques', 'Alpha Sport']);
    expect(new Set(rows.map((row) => row.agency_id))).toEqual(new Set([agencyA]));
    const count = rowsOf<{ n: number }>(
      await asAgency(agencyA, (tx) => tx.execute(sql`select count(*)::int as n from clients`)),
    );
    expect(count[0]!.n).toBe(2);
  });

  it("changes 0 rows when updating or deleting another agency's row", async () => {
    const betaId = await idOf('Beta Voyages');
    const updated = await asAgency(agencyA, (tx) =>
      tx
        .update(clients)
        .set({ notes: 'piraté' })
        .where(eq(clients.id, betaId))
        .returning({ id: clients.id }),
    );
    expect(updated).toEqual([]);
    const deleted = await asAgency(agencyA, (tx) =>
      tx.delete(clients).where(eq(clients.id, betaId)).returning({ id: clients.id }),
    );
    expect(deleted).toEqual([]);
    // An update without where touches the caller's rows only.
    const everyRow = await asAgency(agencyA, (tx) =>
      tx.update(clients).set({ notes: 'revu' }).returning({ agencyId: clients.agencyId }),
    );
    expect(everyRow.map((row) => row.agencyId)).toEqual([agencyA, agencyA]);
    const [beta] = await t.db.select().from(clients).where(eq(clients.id, betaId));
    expect(beta?.notes).toBe('note de B');
  });

  it('refuses to insert a row for another agency, or to move a row into it', async () => {
    expect(
      await pgErrorCode(() =>
        asAgency(agencyA, (tx) => tx.insert(clients).values({ agencyId: agencyB, brandName: 'X' })),
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    const alphaId = await idOf('Alpha Sport');
    expect(
      await pgErrorCode(() =>
        asAgency(agencyA, (tx) =>
          tx.update(clients).set({ agencyId: agencyB }).where(eq(clients.id, alphaId)),
        ),
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await brandsOf(agencyB)).toEqual(['Beta Voyages']);
    expect(await brandsOf(agencyA)).toEqual(['Alpha Cosmétiques', 'Alpha Sport']);
  });

  it('cannot read password hashes, sessions or join codes, nor write identity tables', async () => {
    for (const statement of [
      sql`select password_hash from users`,
      sql`select * from users`,
      sql`select * from sessions`,
      sql`select join_code from agencies`,
      sql`update users set user_role = 'admin'`,
      sql`update agencies set name = 'Prise'`,
      sql`delete from sessions`,
    ]) {
      expect(await pgErrorCode(() => asAgency(agencyA, (tx) => tx.execute(statement)))).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    }
    const names = rowsOf<{ email: string }>(
      await asAgency(agencyA, (tx) =>
        tx.execute(sql`select email, first_name from users where agency_id = ${agencyA}`),
      ),
    );
    expect(names.length).toBeGreaterThan(0);
  });

  it('lets a super admin read every agency but write none of the others', async () => {
    const scope: TenantScope = { agencyId: agencyA, canReadAllAgencies: true };
    const rows = await withTenant(t.db, scope, (tx) =>
      tx
        .select({ agencyId: clients.agencyId })
        .from(clients)
        .where(inArray(clients.agencyId, [agencyA, agencyB])),
    );
    expect(new Set(rows.map((row) => row.agencyId))).toEqual(new Set([agencyA, agencyB]));
    const betaId = await idOf('Beta Voyages');
    const updated = await withTenant(t.db, scope, (tx) =>
      tx.update(clients).set({ notes: 'x' }).where(eq(clients.id, betaId)).returning(),
    );
    expect(updated).toEqual([]);
    expect(
      await pgErrorCode(() =>
        withTenant(t.db, scope, (tx) =>
          tx.insert(clients).values({ agencyId: agencyB, brandName: 'Y' }),
        ),
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it('leaves the role and the agency behind when the transaction ends', async () => {
    await asAgency(agencyA, (tx) => tx.execute(sql`select 1`));
    const after = rowsOf<{ role: string; agency: string | null }>(
      await t.db.execute(
        sql`select current_user as role, nullif(current_setting('app.agency_id', true), '') as agency`,
      ),
    );
    expect(after[0]!.role).not.toBe('infludesk_tenant');
    expect(after[0]!.agency).toBeNull();
    // A failed transaction does not leave it behind either.
    await expect(
      asAgency(agencyA, async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    const again = rowsOf<{ role: string }>(await t.db.execute(sql`select current_user as role`));
    expect(again[0]!.role).not.toBe('infludesk_tenant');
    expect((await t.db.select().from(sessions)).length).toBeGreaterThan(0);
  });
});
