import { authMails } from '#shared/i18n/fr-auth-mails';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { authTokens, users, type AuthTokenPurpose } from '#server/db/schema/identity';
import { AppError } from '#server/lib/app-error';
import type { AppDeps } from '#server/lib/context';
import { hashPassword } from '#server/lib/auth/passwords';
import { deleteUserSessions } from '#server/lib/auth/sessions';
import { sendInBackground } from '#server/lib/mail';
import { refuseWeakPassword } from '#server/features/auth/password-rule';
import type { ForgotPasswordInput, ResetPasswordInput } from '#shared/schemas/auth';
import { fr } from '#shared/i18n/fr';

const HOUR_MS = 3_600_000;
// A reset link is a key to the account: short-lived. A verification link only proves the address.
export const LINK_LIFETIME_MS: Record<AuthTokenPurpose, number> = {
  verify_email: 7 * 24 * HOUR_MS,
  reset_password: HOUR_MS,
  unlock_device: HOUR_MS,
};
const LINK_PATHS: Record<AuthTokenPurpose, string> = {
  verify_email: '/verify-email',
  reset_password: '/reset-password',
  unlock_device: '/unlock-device',
};

export type MailDeps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;
export type Recipient = { id: string; email: string; firstName: string };

/** Like session tokens: the mail carries the random token, the database only its SHA-256. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidLink = () => new AppError('invalid_link', 400, fr.authMail.invalidLink);

export async function createLink(deps: MailDeps, userId: string, purpose: AuthTokenPurpose) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS[purpose]);
  await deps.db
    .insert(authTokens)
    .values({ tokenHash: hashToken(token), userId, purpose, expiresAt });
  return `${deps.config.appUrl}${LINK_PATHS[purpose]}?token=${token}`;
}

/**
 * Marks the token used and returns its user, in one statement: two simultaneous uses of one
 * link cannot both succeed. Unknown, used, expired or of another purpose: the same refusal.
 */
export async function consumeLink(db: Database, token: string, purpose: AuthTokenPurpose) {
  const now = new Date();
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  if (!row) throw invalidLink();
  return row.userId;
}

/** A new single-use link of this purpose, mailed to the user in the background. */
async function mailLink(
  deps: MailDeps,
  user: Recipient,
  purpose: 'verify_email' | 'reset_password',
) {
  const link = await createLink(deps, user.id, purpose);
  const mail = purpose === 'verify_email' ? authMails.verifyMail : authMails.resetMail;
  sendInBackground(deps.mailer, {
    to: user.email,
    subject: mail.subject,
    text: mail.text(user.firstName, link),
    link,
  });
}

export const sendVerificationLink = (deps: MailDeps, user: Recipient) =>
  mailLink(deps, user, 'verify_email');

/** Returns the verified user's id (their cached sessions must show the change at once). */
export async function verifyEmail(db: Database, token: string) {
  return db.transaction(async (tx) => {
    const userId = await consumeLink(tx, token, 'verify_email');
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    return userId;
  });
}

/** Unknown addresses get the same answer, and no mail: nothing tells whether an account exists. */
export async function requestPasswordReset(deps: MailDeps, input: ForgotPasswordInput) {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, input.email));
  if (user) await mailLink(deps, user, 'reset_password');
}

/**
 * Sets the new password, ends every session of the account (the triggers of migration 0008
 * tell every app server) and voids the account's other reset links. The link came through the
 * mailbox, so it also proves the address. A refused password leaves the link usable.
 */
export async function resetPassword(db: Database, input: ResetPasswordInput) {
  const owner = await findLinkOwner(db, input.token, 'reset_password');
  await refuseWeakPassword({ ...owner, password: input.password });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const userId = await consumeLink(tx, input.token, 'reset_password');
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(authTokens.userId, userId),
          eq(authTokens.purpose, 'reset_password'),
          isNull(authTokens.usedAt),
        ),
      );
    await deleteUserSessions(tx, userId);
    return userId;
  });
}

/** Whom a usable link belongs to (the password rule compares with their name and address). */
async function findLinkOwner(db: Database, token: string, purpose: AuthTokenPurpose) {
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    );
  if (!owner) throw invalidLink();
  return owner;
}
