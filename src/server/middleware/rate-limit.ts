import { AppError } from '#server/lib/app-error';
import { fr } from '#shared/i18n/fr';

export type RateRule = { max: number; windowMs: number };
export type RateLimiter = {
  /** Throws 429 when any key has used its budget in the current window. */
  check(keys: string[], rule: RateRule): void;
  /** Counts one attempt against each key. */
  hit(keys: string[], rule: RateRule): void;
  /** Gives back one attempt counted by hit, once it turned out not to be a failure. */
  release(keys: string[]): void;
  reset(keys: string[]): void;
};

export type RateBudget = { keys: string[]; rule: RateRule };

/**
 * Checks every budget, then counts the attempt against each, with no await in between: an
 * attempt is counted before its outcome is known, so simultaneous attempts cannot all pass the
 * check before any of them is counted. Callers release what was not a failure.
 */
export function takeAttempt(limiter: RateLimiter, budgets: RateBudget[]) {
  for (const { keys, rule } of budgets) limiter.check(keys, rule);
  for (const { keys, rule } of budgets) limiter.hit(keys, rule);
}

export const budgetKeys = (budgets: RateBudget[]) => budgets.flatMap((budget) => budget.keys);

// In memory, per process: enough for one server. Behind several servers this moves to the
// database or a shared cache (recorded in docs/decisions/0006-abuse-protection.md).
export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (!entry || entry.resetAt <= now()) return undefined;
    return entry;
  };
  return {
    check(keys, rule) {
      for (const key of keys) {
        const entry = current(key);
        if (entry && entry.count >= rule.max) {
          const retryAfter = Math.max(1, Math.ceil((entry.resetAt - now()) / 1000));
          throw new AppError('rate_limited', 429, fr.errors.tooManyRequests, undefined, {
            'Retry-After': String(retryAfter),
          });
        }
      }
    },
    hit(keys, rule) {
      for (const key of keys) {
        const entry = current(key);
        if (entry) entry.count += 1;
        else windows.set(key, { count: 1, resetAt: now() + rule.windowMs });
      }
      if (windows.size > 50_000) {
        for (const [key, entry] of windows) if (entry.resetAt <= now()) windows.delete(key);
      }
    },
    release(keys) {
      for (const key of keys) {
        const entry = current(key);
        if (entry) entry.count = Math.max(0, entry.count - 1);
      }
    },
    reset(keys) {
      for (const key of keys) windows.delete(key);
    },
  };
}

export const SIGN_IN_RULE: RateRule = { max: 5, windowMs: 15 * 60_000 };
export const SIGN_IN_IP_RULE: RateRule = { max: 30, windowMs: 15 * 60_000 };
export const JOIN_RULE: RateRule = { max: 5, windowMs: 15 * 60_000 };
export const JOIN_IP_RULE: RateRule = { max: 20, windowMs: 15 * 60_000 };
