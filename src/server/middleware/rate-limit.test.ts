import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client';
import { rateLimits } from '#server/db/schema/rate-limits';
import { AppError } from '#server/lib/app-error';
import { createRateLimiter, type RateBudget, type RateRule } from '#server/middleware/rate-limit';
import { createTestDatabase } from '#server/testing/harness';
import { fr } from '#shared/i18n/fr';

const RULE: RateRule = { max: 3, windowSeconds: 60 };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let keyCounter = 0;
/** Every test counts on its own keys: the table lives as long as the file. */
const freshKey = () => `test:${++keyCounter}`;
const budget = (key: string, rule = RULE): RateBudget[] => [{ keys: [key], rule }];

/** The AppError a limiter call refused with, or null when it let the attempt through. */
async function refusal(work: Promise<void>) {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return null;
}

const countOf = async (key: string) =>
  (await database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.points;
/** Moves the end of a key's window, as the passing of time would. */
const endWindowIn = (key: string, ms: number) =>
  database.db
    .update(rateLimits)
    .set({ expire: Date.now() + ms })
    .where(eq(rateLimits.key, key));

describe('createRateLimiter', () => {
  it('refuses with 429, the French message and Retry-After once the budget is used', async () => {
    const limiter = createRateLimiter(database.db);
    const key = freshKey();
    for (let i = 0; i < 3; i += 1) await limiter.take(budget(key));
    const error = await refusal(limiter.take(budget(key)));
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('rate_limited');
    expect(error?.message).toBe(fr.errors.tooManyRequests);
    expect(error?.headers).toEqual({ 'Retry-After': '60' });
    await endWindowIn(key, 40_000);
    expect((await refusal(limiter.take(budget(key))))?.headers).toEqual({ 'Retry-After': '40' });
    expect(await refusal(limiter.take(budget(freshKey())))).toBeNull();
  });

  it('opens again when the window is over, with a full budget', async () => {
    const limiter = createRateLimiter(database.db);
    const key = freshKey();
    for (let i = 0; i < 3; i += 1) await limiter.take(budget(key));
    expect((await refusal(limiter.take(budget(key))))?.status).toBe(429);
    await endWindowIn(key, -1);
    for (let i = 0; i < 3; i += 1) expect(await refusal(limiter.take(budget(key)))).toBeNull();
    expect((await refusal(limiter.take(budget(key))))?.status).toBe(429);
  });

  it('counts an attempt against no budget when another one is already spent', async () => {
    const limiter = createRateLimiter(database.db);
    const spent = { keys: [freshKey()], rule: { max: 1, windowSeconds: 60 } };
    const fresh = { keys: [freshKey()], rule: RULE };
    await limiter.take([spent]);
    expect((await refusal(limiter.take([fresh, spent])))?.status).toBe(429);
    expect(await countOf(spent.keys[0]!)).toBe(1);
    for (let i = 0; i < 3; i += 1) await limiter.take([fresh]);
    expect((await refusal(limiter.take([fresh])))?.status).toBe(429);
  });

  it('gives back a released attempt and forgets a reset key', async () => {
    const limiter = createRateLimiter(database.db);
    const key = freshKey();
    for (let i = 0; i < 3; i += 1) await limiter.take(budget(key));
    await limiter.release([key]);
    expect(await refusal(limiter.take(budget(key)))).toBeNull();
    expect((await refusal(limiter.take(budget(key))))?.status).toBe(429);
    await limiter.reset([key]);
    expect(await countOf(key)).toBeUndefined();
    for (let i = 0; i < 3; i += 1) expect(await refusal(limiter.take(budget(key)))).toBeNull();
  });

  it('gives no extra attempt for releasing a key it never counted', async () => {
    const limiter = createRateLimiter(database.db);
    const key = freshKey();
    await limiter.release([key, key]);
    for (let i = 0; i < 3; i += 1) await limiter.take(budget(key));
    expect((await refusal(limiter.take(budget(key))))?.status).toBe(429);
  });

  it('shares one budget between app servers on the same database', async () => {
    const [first, second] = [createRateLimiter(database.db), createRateLimiter(database.db)];
    const key = freshKey();
    await first.take(budget(key));
    await second.take(budget(key));
    await first.take(budget(key));
    expect((await refusal(second.take(budget(key))))?.status).toBe(429);
    await second.reset([key]);
    expect(await refusal(first.take(budget(key)))).toBeNull();
  });

  it('lets no more simultaneous attempts through than the budget', async () => {
    const limiters = [createRateLimiter(database.db), createRateLimiter(database.db)];
    const key = freshKey();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => refusal(limiters[i % 2]!.take(budget(key)))),
    );
    expect(outcomes.filter((error) => error === null)).toHaveLength(3);
    expect(outcomes.filter((error) => error?.status === 429)).toHaveLength(17);
    // The refused ones gave their count back: only the 3 that passed remain.
    expect(await countOf(key)).toBe(3);
  });

  it('keeps the counters out of reach of the tenant role', async () => {
    const asTenant = (statement: ReturnType<typeof sql>) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local role infludesk_tenant`);
        await tx.execute(statement);
      });
    for (const statement of [
      sql`select * from rate_limits`,
      sql`delete from rate_limits`,
      sql`insert into rate_limits (key, points) values ('sign-in:email:x', -100)`,
    ]) {
      const error: unknown = await asTenant(statement).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(errorCode(error)).toBe('42501'); // insufficient privilege
    }
  });
});

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error). */
function errorCode(error: unknown) {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return String(error);
}
