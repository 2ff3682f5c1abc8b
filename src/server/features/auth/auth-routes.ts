import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { agencies } from '#server/db/schema/identity';
import { jsonBody } from '#server/lib/validate';
import type { AppEnv, SessionUser } from '#server/lib/context';
import { AppError } from '#server/lib/app-error';
import { signIn } from '#server/features/auth/auth-service';
import { confirmSignUp, requestSignUp } from '#server/features/auth/sign-up-requests';
import { deleteSession } from '#server/lib/auth/sessions';
import { clearSessionCookie, setSessionCookie } from '#server/lib/auth/cookie';
import { logger } from '#server/lib/logger';
import { issueDevice } from '#server/lib/auth/device-cookie';
import {
  giveBackSignIn,
  settleSignIn,
  signUpBudgets,
  takeSignInAttempt,
} from '#server/features/auth/auth-budgets';
import { refuseWeakPassword } from '#server/features/auth/password-rule';
import { confirmSignUpSchema, signInSchema, signUpSchema } from '#shared/schemas/auth';
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
    const attempt = await takeSignInAttempt(c, input.email);
    let session;
    try {
      ({ session } = await signIn(c.var.deps.db, input));
    } catch (error) {
      // Only a wrong email or password uses the budgets; anything else gives the attempt back.
      if (!isWrongCredential(error)) await giveBackSignIn(c, attempt);
      throw error;
    }
    await endPreviousSession(c);
    setSessionCookie(c, session.token);
    await settleSignIn(c, input.email, attempt);
    return c.json({ ok: true });
  })
  // The same answer whether the address has an account or not (issue 27, decision 0039): the
  // account is created when the mailed link is opened.
  .post('/sign-up', jsonBody(signUpSchema), async (c) => {
    const input = c.req.valid('json');
    const { limiter } = c.var.deps;
    await refuseWeakPassword(input);
    const budgets = signUpBudgets(c, input);
    await limiter.take(budgets.budgets);
    try {
      await requestSignUp(c.var.deps, input);
    } catch (error) {
      const outcome = isUnknownAgency(error) ? 'unknown_agency' : 'error';
      await limiter.release(budgets.keysToRelease(outcome));
      if (error instanceof AppError) throw error;
      (c.var.deps.logger ?? logger).error({ err: error }, 'sign-up failed');
      throw new AppError('sign_up_failed', 500, fr.errors.signUpFallback);
    }
    await limiter.release(budgets.keysToRelease('sent'));
    return c.json({ ok: true }, 201);
  })
  .post('/confirm-sign-up', jsonBody(confirmSignUpSchema), async (c) => {
    const { config, db } = c.var.deps;
    const { session, email } = await confirmSignUp(db, c.req.valid('json').token);
    await endPreviousSession(c);
    setSessionCookie(c, session.token);
    issueDevice(c, config.sessionSecret, email);
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
