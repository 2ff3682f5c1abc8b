import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { agencies, users } from '#server/db/schema/identity';
import { AppError } from '#server/lib/app-error';
import { hashPassword, verifyPassword } from '#server/lib/auth/passwords';
import { createSession } from '#server/lib/auth/sessions';
import { findAgencyByCode, newJoinCode, unknownAgency } from '#server/lib/auth/agency-codes';
import { allPermissions } from '#shared/domain/permissions';
import type { SignInInput, SignUpInput } from '#shared/schemas/auth';
import { fr } from '#shared/i18n/fr';

/** What the sign-up form asked for, the password already hashed. */
export type NewAccount = Omit<SignUpInput, 'password'> & { passwordHash: string };

/**
 * Creates the account, its agency choice and its first session in one transaction: a failure
 * anywhere leaves no half-made account. create → admin and owner of a new agency with every
 * permission; join → user of that agency with no map; none → user with every permission.
 * Reached through a confirmed sign-up (the mailed link proved the address) or a seed script.
 */
export async function createAccount(
  db: Database,
  input: NewAccount,
  { isEmailVerified }: { isEmailVerified: boolean },
) {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (existing) throw emailInUse();

      const joined =
        input.agencyChoice === 'join' ? await findAgencyByCode(tx, input.agencyCode) : null;
      if (input.agencyChoice === 'join' && !joined) throw unknownAgency();

      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash: input.passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          jobTitle: input.jobTitle,
          userRole: input.agencyChoice === 'create' ? 'admin' : 'user',
          agencyId: joined?.id ?? null,
          permissions: input.agencyChoice === 'join' ? null : allPermissions(true),
          emailVerifiedAt: isEmailVerified ? new Date() : null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');

      if (input.agencyChoice === 'create') {
        const [agency] = await tx
          .insert(agencies)
          .values({ name: input.agencyName, joinCode: newJoinCode(), ownerId: user.id })
          .returning({ id: agencies.id });
        await tx.update(users).set({ agencyId: agency!.id }).where(eq(users.id, user.id));
      }
      return { userId: user.id, session: await createSession(tx, user.id) };
    });
  } catch (error) {
    // Two confirmations racing for the same address: the unique index decides.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}

/** An account at once, unconfirmed (seed scripts; people go through requestSignUp). */
export async function signUp(db: Database, input: SignUpInput) {
  const { password, ...rest } = input;
  const passwordHash = await hashPassword(password);
  return createAccount(db, { ...rest, passwordHash }, { isEmailVerified: false });
}

export async function signIn(db: Database, input: SignInInput) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email));
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid) {
    throw new AppError('invalid_credentials', 401, fr.errors.invalidCredentials);
  }
  return { userId: user.id, session: await createSession(db, user.id) };
}

const emailInUse = () =>
  new AppError('email_in_use', 409, fr.errors.emailInUse, { email: fr.errors.emailInUse });

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
