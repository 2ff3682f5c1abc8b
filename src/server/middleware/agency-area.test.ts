import { describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '#server/db/schema/identity';
import { createAgent, signUpUser } from '#server/testing/harness';
import { allPermissions } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';
import {
  t,
  areaApp,
  agencyA,
  ownerA,
  inArea,
  brandsOf,
} from '#server/middleware/agency-area-testing';

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
    // Changed behind the server's back: its session cache hears of it through a notification.
    await vi.waitFor(async () =>
      expect((await inArea(agent).get('/api/test/clients')).status).toBe(401),
    );
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

describe('agencyArea on odd paths', () => {
  // Hono runs a router's middleware twice for a literal '*' at the end of the path: the second
  // tenant transaction once waited forever on PGlite (found by src/server/fuzz).
  it(
    'answers a path ending in a literal * at once, with a JSON 404',
    { timeout: 10_000 },
    async () => {
      const agent = createAgent(t.app);
      await signUpUser(agent, { agency: 'create' });
      for (const path of ['/api/collaborations/*', '/api/clients/*', '/api/influencers/*']) {
        const response = await agent.putCurrent(path, {});
        expect(response.status, path).toBe(404);
        expect(response.json.error.code).toBe('not_found');
      }
    },
  );
});
