import type { Context } from 'hono';
import { AppError } from '#server/lib/app-error';
import type { AppEnv } from '#server/lib/context';
import { findDevice, forgetDevice, issueDevice, type Device } from '#server/lib/auth/device-cookie';
import { getClientIp } from '#server/middleware/client-ip';
import { offerDeviceUnlock } from '#server/features/auth/device-unlock';
import {
  budgetKeys,
  JOIN_IP_RULE,
  JOIN_RULE,
  SIGN_IN_ACCOUNT_RULE,
  SIGN_IN_DEVICE_RULE,
  SIGN_IN_IP_RULE,
  SIGN_IN_RULE,
  SIGN_UP_ALL_IP_RULE,
  type RateBudget,
} from '#server/middleware/rate-limit';
import type { SignUpInput } from '#shared/schemas/auth';

// Which budgets an attempt counts against (decision 0006). Each is taken before the outcome is
// known and settled after it: only failures keep their count.

const isRateLimited = (error: unknown) =>
  error instanceof AppError && error.code === 'rate_limited';

export type SignInAttempt = { budgets: RateBudget[]; device: Device | null };

/**
 * A browser with a valid device cookie for the account counts against that cookie's own budget
 * only, so nobody elsewhere can lock it out; once spent, the cookie is forgotten and the browser
 * counts as any other. Any other browser counts per (account, address), per address and per
 * account (all addresses): one address cannot lock the account for the others, a spread-out
 * attack can, but never for its device-cookie browsers.
 */
export async function takeSignInAttempt(c: Context<AppEnv>, email: string): Promise<SignInAttempt> {
  const { limiter, config } = c.var.deps;
  const device = findDevice(c, config.sessionSecret, email);
  if (device) {
    const budgets = [{ keys: [`sign-in:device:${device.nonce}`], rule: SIGN_IN_DEVICE_RULE }];
    try {
      await limiter.take(budgets);
      return { budgets, device };
    } catch (error) {
      if (!isRateLimited(error)) throw error;
      forgetDevice(c, config.sessionSecret, email);
    }
  }
  const ip = getClientIp(c);
  const account = { keys: [`sign-in:account:${email}`], rule: SIGN_IN_ACCOUNT_RULE };
  const budgets = [
    { keys: [`sign-in:ip:${ip}`], rule: SIGN_IN_IP_RULE },
    { keys: [`sign-in:account-ip:${email}:${ip}`], rule: SIGN_IN_RULE },
    account,
  ];
  try {
    await limiter.take(budgets);
  } catch (error) {
    // The account is locked for new browsers: its owner gets a way back in (issue 27).
    if (isRateLimited(error) && (await limiter.isSpent(account))) {
      await offerDeviceUnlock(c.var.deps, email);
    }
    throw error;
  }
  return { budgets, device: null };
}

/** The attempt was not a wrong password (an error of ours): it counts against nothing. */
export const giveBackSignIn = (c: Context<AppEnv>, attempt: SignInAttempt) =>
  c.var.deps.limiter.release(budgetKeys(attempt.budgets));

/**
 * Signed in: this browser's device budget starts again with a fresh cookie; the address proved
 * itself for this account. The account-wide count of strangers only gets this attempt back:
 * an attack from elsewhere keeps its count.
 */
export async function settleSignIn(c: Context<AppEnv>, email: string, attempt: SignInAttempt) {
  const { limiter, config } = c.var.deps;
  const [first, accountAtIp, account] = attempt.budgets;
  if (attempt.device) await limiter.reset(first!.keys);
  else await limiter.release([...first!.keys, ...account!.keys]);
  if (accountAtIp) await limiter.reset(accountAtIp.keys);
  issueDevice(c, config.sessionSecret, email);
}

/**
 * Sign-up per address: attempts of any outcome (an existing address answers as a new one, so
 * there is nothing to probe: decision 0039); guesses of agency codes per address and per account.
 */
export function signUpBudgets(c: Context<AppEnv>, input: SignUpInput) {
  const ip = getClientIp(c);
  const all = { keys: [`sign-up:all:ip:${ip}`], rule: SIGN_UP_ALL_IP_RULE };
  // Guessing agency codes is what these budgets slow down; creating an agency is no guess.
  const join: RateBudget[] =
    input.agencyChoice === 'join'
      ? [
          { keys: [`join:ip:${ip}`], rule: JOIN_IP_RULE },
          { keys: [`join:email:${input.email}`], rule: JOIN_RULE },
        ]
      : [];
  return {
    budgets: [all, ...join],
    /** The keys to give back once the outcome is known. */
    keysToRelease(outcome: 'sent' | 'unknown_agency' | 'error') {
      if (outcome === 'error') return budgetKeys([all, ...join]);
      if (outcome === 'unknown_agency') return [];
      return budgetKeys(join);
    },
  };
}
