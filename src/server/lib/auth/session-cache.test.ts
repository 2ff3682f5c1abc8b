import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/identity';
import { createSessionCache } from '#server/lib/auth/session-cache';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the session cache', () => {
  it('does not keep a lookup that was reading while its user changed', async () => {
    const agent = createAgent(t.app);
    const account = await signUpUser(agent);
    const token = decodeURIComponent(/=([^;]+)/.exec(agent.cookie ?? '')?.[1] ?? '');
    const cache = createSessionCache(t.db);
    // A lookup reads the unverified user; the change is made and forgotten before the lookup
    // has come back (the queries run in that order on the one connection).
    const reading = cache.find(token);
    const changing = t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, account.user.id));
    cache.forgetUser(account.user.id);
    await changing;
    // On PGlite it read the row before the change; a pool may have read either.
    await reading;
    // The next lookup reads again instead of serving what the first one saw.
    const fresh = await cache.find(token);
    expect(fresh?.user.id).toBe(account.user.id);
    expect(fresh?.user.emailVerifiedAt).not.toBeNull();
  });
});
