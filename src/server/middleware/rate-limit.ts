import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { getTableName } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { rateLimits } from '#server/db/schema/rate-limits';
import { AppError } from '#server/lib/app-error';
import { fr } from '#shared/i18n/fr';
import { createLeasedCounter, type RateState } from '#server/middleware/rate-leases';


export type RateRule = { max: number; windowSeconds: number };
export type RateBudget = { keys: string[]; rule: RateRule };
export type RateLimiter = {
  /**
   * Counts one attempt against every key of every budget before its outcome is known, so
   * simultaneous attempts cannot all pass. Throws 429 when any budget is spent; the refused
   * attempt then counts against none of them. Callers release what was not a failure.
   */
  take(budgets: RateBudget[]): Promise<void>;
  /** Gives back one attempt counted by take, once it turned out not to be a failure. */
  release(keys: string[]): Promise<void>;
  /** Forgets the counts of these keys. */
  reset(keys: string[]): Promise<void>;
  /** Whether this budget is spent now: its next take would be refused. */
  isSpent(budget: RateBudget): Promise<boolean>;
  /**
   * Counts one request of a steady budget (an API token's, whatever the outcome) and says what
   * is left; throws 429 with `Retry-After` and the `RateLimit-*` headers once it is spent.
   * Taken from PostgreSQL ten at a time (rate-leases.ts).
   */
  count(key: string, rule: RateRule): Promise<RateState>;
};

export const budgetKeys = (budgets: RateBudget[]) => budgets.flatMap((budget) => budget.keys);

/** pg.Pool and PGlite both answer query(text, values) with { rows, rowCount }. */
type SqlClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
};

/**
 * Counters in the rate_limits table (decision 0006), so every app server on the database
 * shares them. rate-limiter-flexible does the counting: one atomic upsert per attempt.
 */
export function createRateLimiter(db: Database): RateLimiter {
  const client = (db as unknown as { $client: SqlClient }).$client;
  // The library calls query({ text, values, name }); PGlite takes no such object, so both
  // engines get the positional call (and no named prepared statement, which only pg knows).
  const storeClient = {
    query: ({ text, values }: { text: string; values?: unknown[] }) => client.query(text, values),
  };
  const options = {
    storeClient,
    storeType: 'pool', // a client that queries directly, nothing to acquire or release
    tableName: getTableName(rateLimits),
    tableCreated: true, // by our migration 0007: no DDL at run time
    keyPrefix: '', // our keys carry their own prefix (sign-in:ip:…)
  };
  // Gives back and forgets keys whatever their rule, and alone sweeps rows expired for an hour
  // (every 5 minutes). A row it writes is deleted at once; its short window is a safety net.
  const base = new RateLimiterPostgres({ ...options, points: 1, duration: 60 });
  // Points and window belong to a limiter: one per rule.
  const byRule = new Map<string, RateLimiterPostgres>();
  const limiterFor = ({ max, windowSeconds }: RateRule) => {
    const id = `${max}/${windowSeconds}`;
    let limiter = byRule.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        ...options,
        points: max,
        duration: windowSeconds,
        clearExpiredByTimeout: false,
      });
      byRule.set(id, limiter);
    }
    return limiter;
  };

  const release = async (keys: string[]) => {
    await Promise.all(
      keys.map(async (key) => {
        const left = await base.reward(key);
        // Nothing to give back (unknown key, or its window just ended): the reward wrote -1,
        // which would be a free attempt. No row and a count of 0 mean the same.
        if (left.consumedPoints < 0) await base.delete(key);
      }),
    );
  };

  return {
    async take(budgets) {
      const attempts = budgets.flatMap(({ keys, rule }) =>
        keys.map((key) => ({ key, limiter: limiterFor(rule) })),
      );
      const outcomes = await Promise.allSettled(
        attempts.map(({ key, limiter }) => limiter.consume(key)),
      );
      const refusals = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
      );
      if (refusals.length === 0) return;
      // A refused consume has counted too (the row is past its budget): give every count back.
      const isCounted = (outcome: PromiseSettledResult<RateLimiterRes>) =>
        outcome.status === 'fulfilled' || outcome.reason instanceof RateLimiterRes;
      await release(attempts.filter((_, i) => isCounted(outcomes[i]!)).map(({ key }) => key));
      const failure = refusals.find((reason) => !(reason instanceof RateLimiterRes));
      if (failure) throw failure; // the database, not a budget: a 500
      const spent = refusals.filter((reason) => reason instanceof RateLimiterRes);
      const waitMs = Math.max(...spent.map((res) => res.msBeforeNext));
      throw new AppError('rate_limited', 429, fr.errors.tooManyRequests, undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
    },
    release,
    async reset(keys) {
      await Promise.all(keys.map((key) => base.delete(key)));
    },
    count: createLeasedCounter(limiterFor),
    async isSpent({ keys, rule }) {
      const counts = await Promise.all(keys.map((key) => limiterFor(rule).get(key)));
      return counts.some((res) => res !== null && res.consumedPoints >= rule.max);
    },
  };
}

// Sign-in (decision 0006): failures per (account, address), per address, and per account from
// browsers without its device cookie; a device cookie has a budget of its own, for its life.
export const SIGN_IN_RULE: RateRule = { max: 5, windowSeconds: 15 * 60 };
export const SIGN_IN_IP_RULE: RateRule = { max: 30, windowSeconds: 15 * 60 };
export const SIGN_IN_ACCOUNT_RULE: RateRule = { max: 20, windowSeconds: 15 * 60 };
export const SIGN_IN_DEVICE_RULE: RateRule = { max: 5, windowSeconds: 180 * 86_400 };
// Sign-up per address: attempts of any outcome (50).
export const SIGN_UP_ALL_IP_RULE: RateRule = { max: 50, windowSeconds: 60 * 60 };
// 'Voir la démo' (decision 0038): demo agencies opened per address, and by everyone together.
export const DEMO_IP_RULE: RateRule = { max: 5, windowSeconds: 60 * 60 };
export const DEMO_ALL_RULE: RateRule = { max: 200, windowSeconds: 60 * 60 };
export const JOIN_RULE: RateRule = { max: 5, windowSeconds: 15 * 60 };
export const JOIN_IP_RULE: RateRule = { max: 20, windowSeconds: 15 * 60 };
// Private links (decision 0050): wrong, expired or revoked tokens per address; live ones give
// their count back.
export const LINK_IP_RULE: RateRule = { max: 20, windowSeconds: 15 * 60 };
// An API token (decision 0066): requests a minute, whatever their outcome (API_TOKEN_RATE_LIMIT,
// 600 unless set).
export const apiTokenRule = (perMinute: number): RateRule => ({
  max: perMinute,
  windowSeconds: 60,
});
