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
import { unlockDevice } from '#server/features/auth/device-unlock';
import { issueDevice } from '#server/lib/auth/device-cookie';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  unlockDeviceSchema,
  verifyEmailSchema,
} from '#shared/schemas/auth';

// Every request that may send a mail counts, sent or not (an unknown address must count like a
// known one), per client address for offices behind one IP and per account. A signed-in resend
// counts per account (3): only its owner can ask. A forgotten password is asked for an address by
// anyone, so it counts per (account, address) (3) and under a generous cap per account (20 an
// hour): strangers asking for someone's address cannot block their own request (issue 27), and
// the mailbox stays the real limit.
export const MAIL_ACCOUNT_RULE: RateRule = { max: 3, windowSeconds: 15 * 60 };
export const MAIL_IP_RULE: RateRule = { max: 10, windowSeconds: 15 * 60 };
export const FORGOT_ACCOUNT_CAP_RULE: RateRule = { max: 20, windowSeconds: 60 * 60 };

const resendBudgets = (c: Context<AppEnv>, userId: string): RateBudget[] => [
  { keys: [`mail:ip:${getClientIp(c)}`], rule: MAIL_IP_RULE },
  { keys: [`mail:account:${userId}`], rule: MAIL_ACCOUNT_RULE },
];
const forgotBudgets = (c: Context<AppEnv>, email: string): RateBudget[] => {
  const ip = getClientIp(c);
  return [
    { keys: [`mail:ip:${ip}`], rule: MAIL_IP_RULE },
    { keys: [`mail:account-ip:${email}:${ip}`], rule: MAIL_ACCOUNT_RULE },
    { keys: [`mail:account-cap:${email}`], rule: FORGOT_ACCOUNT_CAP_RULE },
  ];
};

/** Counts one mail against the budgets; gives them back if the request failed before sending. */
async function withMailBudget<T>(
  c: Context<AppEnv>,
  budgets: RateBudget[],
  send: () => Promise<T>,
) {
  const { limiter } = c.var.deps;
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
      await withMailBudget(c, resendBudgets(c, user.id), () =>
        sendVerificationLink(c.var.deps, user),
      );
    }
    return c.json({ ok: true, isAlreadyVerified });
  })
  .post('/forgot-password', jsonBody(forgotPasswordSchema), async (c) => {
    const input = c.req.valid('json');
    await withMailBudget(c, forgotBudgets(c, input.email), () =>
      requestPasswordReset(c.var.deps, input),
    );
    return c.json({ ok: true });
  })
  .post('/unlock-device', jsonBody(unlockDeviceSchema), async (c) => {
    const email = await unlockDevice(c.var.deps.db, c.req.valid('json').token);
    // This browser now counts as one the account signed in from: the lock of strangers does
    // not apply to it, the password is still asked.
    issueDevice(c, c.var.deps.config.sessionSecret, email);
    return c.json({ ok: true, email });
  })
  .post('/reset-password', jsonBody(resetPasswordSchema), async (c) => {
    const userId = await resetPassword(c.var.deps.db, c.req.valid('json'));
    c.var.deps.sessions.forgetUser(userId);
    return c.json({ ok: true });
  });
