import { authMails } from '#shared/i18n/fr-auth-mails';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/identity';
import { sendInBackground } from '#server/lib/mail';
import type { RateLimiter, RateRule } from '#server/middleware/rate-limit';
import { consumeLink, createLink, type MailDeps } from '#server/features/auth/email-links-service';

// Issue 27: a spread-out attack locks every new browser out of an account for 15 minutes
// (decision 0006). The owner gets a mailed « Débloquer cet appareil » link: the browser that
// opens it receives the account's device cookie, and so signs in despite the lock.

/** At most one mail per lock period (the account-wide window of sign-in failures). */
export const UNLOCK_MAIL_RULE: RateRule = { max: 1, windowSeconds: 15 * 60 };

const isRateLimitedError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'rate_limited';

/**
 * Mails the owner of `email` an unlock link, unless one went out in this lock period. An
 * unknown address counts the same and gets nothing: the answer stays the same 429.
 */
export async function offerDeviceUnlock(deps: MailDeps & { limiter: RateLimiter }, email: string) {
  try {
    await deps.limiter.take([{ keys: [`unlock-mail:${email}`], rule: UNLOCK_MAIL_RULE }]);
  } catch (error) {
    if (isRateLimitedError(error)) return;
    throw error;
  }
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return;
  const link = await createLink(deps, user.id, 'unlock_device');
  const mail = authMails.unlockMail;
  sendInBackground(deps.mailer, {
    to: user.email,
    subject: mail.subject,
    text: mail.text(user.firstName, link),
    link,
  });
}

/** Uses the link once; returns the account's address, for which the browser gets a device. */
export async function unlockDevice(db: Database, token: string) {
  const userId = await consumeLink(db, token, 'unlock_device');
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user!.email;
}
