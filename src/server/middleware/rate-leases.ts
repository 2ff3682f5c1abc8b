import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import { AppError } from '#server/lib/app-error';
import { fr } from '#shared/i18n/fr';

type Rule = { max: number; windowSeconds: number };
export type RateState = { limit: number; remaining: number; resetSeconds: number };

/** The IETF draft's headers (draft-ietf-httpapi-ratelimit-headers), as GitHub and Stripe send. */
export const rateLimitHeaders = ({ limit, remaining, resetSeconds }: RateState) => ({
  'RateLimit-Limit': String(limit),
  'RateLimit-Remaining': String(remaining),
  'RateLimit-Reset': String(resetSeconds),
});

// Decision 0066: a steady budget (an API token's 600 calls a minute) is counted in PostgreSQL,
// shared by every app server, but taken LEASE points at a time: one upsert per ten calls instead
// of one per call. The total never exceeds the budget (a lease comes out of the stored count);
// at worst each server leaves LEASE - 1 points unused when the window ends.
const LEASE = 10;
const MAX_LEASES = 10_000;

type Lease = { left: number; stored: number; resetAt: number };

export function createLeasedCounter(limiterFor: (rule: Rule) => RateLimiterPostgres) {
  const leases = new Map<string, Lease>();
  const stateOf = (rule: Rule, lease: Lease, now: number): RateState => ({
    limit: rule.max,
    remaining: Math.max(0, lease.stored + lease.left),
    resetSeconds: Math.max(1, Math.ceil((lease.resetAt - now) / 1000)),
  });
  const sweep = (now: number) => {
    for (const [key, lease] of leases) if (lease.resetAt <= now) leases.delete(key);
    if (leases.size >= MAX_LEASES) leases.clear();
  };

  /** Counts one call; throws 429 with `Retry-After` and the `RateLimit-*` headers when spent. */
  return async function count(key: string, rule: Rule): Promise<RateState> {
    const now = Date.now();
    const held = leases.get(key);
    if (held && held.left > 0 && held.resetAt > now) {
      held.left -= 1;
      return stateOf(rule, held, now);
    }
    const size = Math.min(LEASE, rule.max);
    let res: RateLimiterRes;
    let granted = size;
    try {
      res = await limiterFor(rule).consume(key, size);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error; // the database: a 500
      // Past the budget: what was left before this take is ours, the rest stays counted (the
      // window does not move, so the block ends on time).
      res = error;
      granted = Math.max(0, rule.max - (res.consumedPoints - size));
    }
    const lease = {
      left: granted - 1,
      stored: Math.max(0, rule.max - res.consumedPoints),
      resetAt: now + res.msBeforeNext,
    };
    if (granted === 0) {
      leases.delete(key);
      const state = stateOf(rule, { ...lease, left: 0 }, now);
      throw new AppError('rate_limited', 429, fr.errors.tooManyRequests, undefined, {
        ...rateLimitHeaders(state),
        'Retry-After': String(state.resetSeconds),
      });
    }
    if (leases.size >= MAX_LEASES) sweep(now);
    leases.set(key, lease);
    return stateOf(rule, lease, now);
  };
}
