import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { deleteExpiredIdentityRows } from '#server/features/auth/identity-expiry';
import { freshEmail, signUpBody, t } from '#server/features/auth/auth-testing';
import { createAgent, signUpUser } from '#server/testing/harness';

const countOf = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('the sweep of ended sessions and links', () => {
  it('deletes expired sessions, expired or used links and sign-ups, and keeps the live ones', async () => {
    const agent = createAgent(t.app, '198.51.100.201');
    const { user } = await signUpUser(agent);
    // A sign-up still waiting for its link, and one whose link expired.
    const waiting = freshEmail('attente');
    const expired = freshEmail('perime');
    for (const email of [waiting, expired]) {
      const response = await createAgent(t.app, '198.51.100.202').post(
        '/api/auth/sign-up',
        signUpBody({ email }),
      );
      expect(response.status).toBe(201);
    }
    await t.db.execute(
      sql`update pending_sign_ups set expires_at = now() - interval '1 minute' where email = ${expired}`,
    );
    // Two sessions of the user: one expired.
    await t.db.execute(sql`insert into sessions (id, user_id, expires_at)
      values ('perimee-' || gen_random_uuid(), ${user.id}, now() - interval '1 day')`);
    // A used link and a live one.
    await t.db
      .execute(sql`insert into auth_tokens (token_hash, user_id, purpose, expires_at, used_at)
      values ('utilise-' || gen_random_uuid(), ${user.id}, 'reset_password', now() + interval '1 hour', now()),
             ('vivant-' || gen_random_uuid(), ${user.id}, 'reset_password', now() + interval '1 hour', null)`);

    const deleted = await deleteExpiredIdentityRows(t.db);

    // The confirmed sign-up's own row was used: it goes too.
    expect(deleted).toEqual({ sessions: 1, links: 1, signUps: 2 });
    expect(
      await countOf(sql`select count(*)::int as n from pending_sign_ups where email = ${waiting}`),
    ).toBe(1);
    expect(
      await countOf(sql`select count(*)::int as n from sessions where user_id = ${user.id}`),
    ).toBe(1);
    expect(
      await countOf(sql`select count(*)::int as n from auth_tokens where user_id = ${user.id}`),
    ).toBe(1);
    // The session that was kept still works.
    expect((await agent.get('/api/auth/session')).json.user.id).toBe(user.id);
  });
});
