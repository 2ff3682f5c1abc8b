import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { agencies } from '#server/db/schema/identity';
import { jsonBody } from '#server/lib/validate';
import type { AppEnv, SessionUser } from '#server/lib/context';
import { AppError } from '#server/lib/app-error';
import { signIn, signUp } from '#server/features/auth/auth-service';
import { deleteSession } from '#server/lib/auth/sessions';
import { clearSessionCookie, setSessionCookie } from '#server/lib/auth/cookie';
import { logger } from '#server/lib/logger';
import { getClientIp } from '#server/middleware/client-ip';
import {
  budgetKeys,
  JOIN_IP_RULE,
  JOIN_RULE,
  SIGN_IN_IP_RULE,
  SIGN_IN_RULE,
  type RateBudget,
} from '#server/middleware/rate-limit';
import { signInSchema, signUpSchema } from '#shared/schemas/auth';
import { fr } from '#shared/i18n/fr';

const isWrongCredential = (error: unknown) =>
  error instanceof AppError && error.code === 'invalid_credentials';
const isUnknownAgency = (error: unknown) =>
  error instanceof AppError && error.code === 'unknown_agency';

export const authRoutes = new Hono<AppEnv>()
  .get('/session', async (c) => {
    return c.json({ user: await describeUser(c, c.var.user) });
  })
  .post('/sign-in', jsonBody(signInSchema), async (c) => {
    const input = c.req.valid('json');
    const { limiter, db } = c.var.deps;
    const ip = { keys: [`sign-in:ip:${getClientIp(c)}`], rule: SIGN_IN_IP_RULE };
    const account = { keys: [`sign-in:email:${input.email}`], rule: SIGN_IN_RULE };
    await limiter.take([ip, account]);
    let session;
    try {
      ({ session } = await signIn(db, input));
    } catch (error) {
      // Only a wrong email or password uses the budgets; anything else gives the attempt back.
      if (!isWrongCredential(error)) await limiter.release(budgetKeys([ip, account]));
      throw error;
    }
    await limiter.release(ip.keys);
    await limiter.reset(account.keys);
    await endPreviousSession(c);
    setSessionCookie(c, session.token);
    return c.json({ ok: true });
  })
  .post('/sign-up', jsonBody(signUpSchema), async (c) => {
    const input = c.req.valid('json');
    const { limiter, db } = c.var.deps;
    // Guessing agency codes is what these budgets slow down; creating an agency is no guess.
    const budgets: RateBudget[] =
      input.agencyChoice === 'join'
        ? [
            { keys: [`join:ip:${getClientIp(c)}`], rule: JOIN_IP_RULE },
            { keys: [`join:email:${input.email}`], rule: JOIN_RULE },
          ]
        : [];
    await limiter.take(budgets);
    let session;
    try {
      ({ session } = await signUp(db, input));
    } catch (error) {
      if (!isUnknownAgency(error)) await limiter.release(budgetKeys(budgets));
      if (error instanceof AppError) throw error;
      logger.error({ err: error }, 'sign-up failed');
      throw new AppError('sign_up_failed', 500, fr.errors.signUpFallback);
    }
    await limiter.release(budgetKeys(budgets));
    await endPreviousSession(c);
    setSessionCookie(c, session.token);
    return c.json({ ok: true }, 201);
  })
  .post('/sign-out', async (c) => {
    await endPreviousSession(c);
    clearSessionCookie(c);
    return c.json({ ok: true });
  });

/** The session this browser came with ends on the server, not only in the cookie jar. */
async function endPreviousSession(c: Context<AppEnv>) {
  const user = c.var.user;
  if (user) await deleteSession(c.var.deps.db, user.sessionId);
}

/** The signed-in user as the browser needs it (no secrets), with the agency's name. */
async function describeUser(c: Context<AppEnv>, user: SessionUser | null) {
  if (!user) return null;
  const [agency] = user.agencyId
    ? await c.var.deps.db
        .select({ id: agencies.id, name: agencies.name, ownerId: agencies.ownerId })
        .from(agencies)
        .where(eq(agencies.id, user.agencyId))
    : [];
  const { sessionId: _sessionId, ...visible } = user;
  return {
    ...visible,
    agency: agency
      ? { id: agency.id, name: agency.name, isOwner: agency.ownerId === user.id }
      : null,
  };
}
