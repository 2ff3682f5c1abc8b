import { authMails } from '#shared/i18n/fr-auth-mails';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { pendingSignUps, users } from '#server/db/schema/identity';
import { AppError } from '#server/lib/app-error';
import type { AppDeps } from '#server/lib/context';
import { hashPassword } from '#server/lib/auth/passwords';
import { findAgencyByCode, unknownAgency } from '#server/lib/auth/agency-codes';
import { sendInBackground } from '#server/lib/mail';
import type { RateRule } from '#server/middleware/rate-limit';
import { createAccount } from '#server/features/auth/auth-service';
import { createLink } from '#server/features/auth/email-links-service';
import type { SignUpInput } from '#shared/schemas/auth';
import { fr } from '#shared/i18n/fr';

// Sign-up without enumeration (issue 27, decision 0039): the answer is the same whether the
// address has an account or not; only its mailbox learns which. A new address gets a link that
// creates the account; an existing one gets « Vous avez déjà un compte ».

export const SIGN_UP_LINK_LIFETIME_MS = 24 * 3_600_000;
/** Mails to one address from sign-ups: past it, nothing is sent, and the answer is the same. */
export const SIGN_UP_MAIL_RULE: RateRule = { max: 3, windowSeconds: 15 * 60 };

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'limiter'>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether this address may get another sign-up mail now (counted silently, never a 429). */
async function mayMail(deps: Deps, email: string) {
  try {
    await deps.limiter.take([{ keys: [`sign-up-mail:${email}`], rule: SIGN_UP_MAIL_RULE }]);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') return false;
    throw error;
  }
}

/**
 * The same work on both paths (a password hash, a look-up, one insert, a mail in the
 * background), so that neither the answer nor its time tells them apart. A wrong agency code
 * is refused on both paths alike: it says nothing about the address.
 */
export async function requestSignUp(deps: Deps, input: SignUpInput) {
  const { password, email, ...details } = input;
  const passwordHash = await hashPassword(password);
  if (input.agencyChoice === 'join' && !(await findAgencyByCode(deps.db, input.agencyCode))) {
    throw unknownAgency();
  }
  const [owner] = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email));
  if (!(await mayMail(deps, email))) return;
  if (owner) {
    const resetLink = await createLink(deps, owner.id, 'reset_password');
    const mail = authMails.alreadyHaveAccountMail;
    sendInBackground(deps.mailer, {
      to: owner.email,
      subject: mail.subject,
      text: mail.text(owner.firstName, `${deps.config.appUrl}/login`, resetLink),
      link: resetLink,
    });
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(pendingSignUps).values({
    tokenHash: hashToken(token),
    email,
    passwordHash,
    details,
    expiresAt: new Date(Date.now() + SIGN_UP_LINK_LIFETIME_MS),
  });
  const link = `${deps.config.appUrl}/confirm-sign-up?token=${token}`;
  const mail = authMails.confirmSignUpMail;
  sendInBackground(deps.mailer, {
    to: email,
    subject: mail.subject,
    text: mail.text(input.firstName, link),
    link,
  });
}

/**
 * Opens the mailed link: uses it (once, unexpired) and creates the account, its address
 * verified, with its first session. In one transaction: a refusal (the address got an account
 * meanwhile, the agency code changed) leaves the link as it was.
 */
export async function confirmSignUp(db: Database, token: string) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [pending] = await tx
      .update(pendingSignUps)
      .set({ usedAt: now })
      .where(
        and(
          eq(pendingSignUps.tokenHash, hashToken(token)),
          isNull(pendingSignUps.usedAt),
          gt(pendingSignUps.expiresAt, now),
        ),
      )
      .returning();
    if (!pending) throw new AppError('invalid_link', 400, fr.authMail.invalidLink);
    const account = {
      ...pending.details,
      email: pending.email,
      passwordHash: pending.passwordHash,
    };
    const created = await createAccount(tx, account, { isEmailVerified: true });
    return { ...created, email: pending.email };
  });
}
