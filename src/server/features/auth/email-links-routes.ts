import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { jsonBody } from '#server/lib/validate';
import { refuseInDemo } from '#server/lib/auth/demo-guard';
import { requireUser } from '#server/middleware/agency-area';
import { getClientIp } from '#server/middleware/client-ip';
import { budgetKeys, type RateBudget, type RateRule } from '#server/middleware/rate-limit';
import {
  requestPasswordReset,
  resetPassword,
  sendVerificationLink,
  verifyEmail,
} from '#server/features/auth/email-links-service';
import { forgotPasswordSchema, resetPasswordSchema, verifyEmailSchema } from '#shared/schemas/auth';

// Every request that may send a mail counts, sent or not (an unknown address must count like a
// known one): a few per account, more per client address for offices behind one IP.
export const MAIL_ACCOUNT_RULE: RateRule = { max: 3, windowSeconds: 15 * 60 };
export const MAIL_IP_RULE: RateRule = { max: 10, windowSeconds: 15 * 60 };

/** Counts one mail against both budgets; gives them back if the request failed before sending. */
async function withMailBudget<T>(c: Context<AppEnv>, account: string, send: () => Promise<T>) {
  const { limiter } = c.var.deps;
  const budgets: RateBudget[] = [
    { keys: [`mail:ip:${getClientIp(c)}`], rule: MAIL_IP_RULE },
    { keys: [`mail:account:${account}`], rule: MAIL_ACCOUNT_RULE },
  ];
  await limiter.take(budgets);
  try {
    return await send();
  } catch (error) {
    await limiter.release(budgetKeys(budgets));
    throw error;
  }
}

/** Mailed links: verify the address (issue 10), forgot and reset the password. */
export const emailLinksRoutes = new Hono<AppEnv>()
  .post('/verify-email', jsonBody(verifyEmailSchema), async (c) => {
    const userId = await verifyEmail(c.var.deps.db, c.req.valid('json').token);
    // This server shows the change on the next request; the others learn it from the database.
    c.var.deps.sessions.forgetUser(userId);
    return c.json({ ok: true });
  })
  .post('/verify-email/resend', async (c) => {
    const user = requireUser(c.var.user);
    refuseInDemo(user);
    const isAlreadyVerified = user.isEmailVerified;
    if (!isAlreadyVerified) {
      await withMailBudget(c, user.id, () => sendVerificationLink(c.var.deps, user));
    }
    return c.json({ ok: true, isAlreadyVerified });
  })
  .post('/forgot-password', jsonBody(forgotPasswordSchema), async (c) => {
    const input = c.req.valid('json');
    await withMailBudget(c, input.email, () => requestPasswordReset(c.var.deps, input));
    return c.json({ ok: true });
  })
  .post('/reset-password', jsonBody(resetPasswordSchema), async (c) => {
    const userId = await resetPassword(c.var.deps.db, c.req.valid('json'));
    c.var.deps.sessions.forgetUser(userId);
    return c.json({ ok: true });
  });
