import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { AppError } from '#server/lib/app-error';
import { setSessionCookie } from '#server/lib/auth/cookie';
import { deleteSession } from '#server/lib/auth/sessions';
import { getClientIp } from '#server/middleware/client-ip';
import { DEMO_ALL_RULE, DEMO_IP_RULE, type RateBudget } from '#server/middleware/rate-limit';
import { createDemoAgency } from '#server/features/demo/demo-agency';
import { demoAgencyTexts } from '#shared/i18n/fr-demo-agency';

/** Takes one demo from a budget; past it, the 429 says in French why (decision 0038). */
async function takeDemoBudget(c: Context<AppEnv>, budget: RateBudget, message: string) {
  try {
    await c.var.deps.limiter.take([budget]);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'rate_limited')) throw error;
    throw new AppError('rate_limited', 429, message, undefined, error.headers);
  }
}

/**
 * 'Voir la démo' (decision 0038): a throw-away agency, signed in at once. Every demo opened
 * counts against its address and against everyone's budget, whatever happens next: each one
 * costs the database a few hundred rows for a day. A failure of ours gives both back.
 */
export const demoAgencyRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { limiter, db } = c.var.deps;
  const perAddress = { keys: [`demo:ip:${getClientIp(c)}`], rule: DEMO_IP_RULE };
  const everyone = { keys: ['demo:all'], rule: DEMO_ALL_RULE };
  await takeDemoBudget(c, perAddress, demoAgencyTexts.tooManyFromAddress);
  try {
    await takeDemoBudget(c, everyone, demoAgencyTexts.tooManyEverywhere);
  } catch (error) {
    await limiter.release(perAddress.keys);
    throw error;
  }
  let demo;
  try {
    demo = await createDemoAgency(db);
  } catch (error) {
    await limiter.release([...perAddress.keys, ...everyone.keys]);
    throw error;
  }
  // This browser's previous session ends, as at any sign-in.
  if (c.var.user) await deleteSession(db, c.var.user.sessionId);
  setSessionCookie(c, demo.session.token);
  return c.json({ ok: true as const, expiresAt: demo.expiresAt.toISOString() }, 201);
});
