import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { agencies, users } from '#server/db/schema/identity';
import { AppError } from '#server/lib/app-error';
import type { SessionUser } from '#server/lib/context';
import { logger } from '#server/lib/logger';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { verifyPassword } from '#server/lib/auth/passwords';
import { allPermissions } from '#shared/domain/permissions';
import type { DeleteAccountInput } from '#shared/schemas/account';
import { fr } from '#shared/i18n/fr';

/**
 * An agency's data never disappears because one member leaves (docs/decisions/0007):
 * their sessions end, tasks assigned to them become unassigned (foreign keys), an owner hands
 * the agency to another admin or else the longest-standing member, and only the last member
 * leaving deletes the agency with all its data and files. One transaction; files after commit.
 */
export async function deleteAccount(
  db: Database,
  user: SessionUser,
  input: DeleteAccountInput,
  storage: FileStorage,
) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.password))) {
    throw new AppError('wrong_password', 403, fr.errors.wrongPassword, {
      password: fr.errors.wrongPassword,
    });
  }

  const emptiedAgencyId = await db.transaction(async (tx) => {
    const agencyId = user.agencyId;
    if (agencyId) {
      // Two members leaving at once must not both believe someone else stays.
      await tx
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.id, agencyId))
        .for('update');
    }
    const [agency] = agencyId
      ? await tx.select().from(agencies).where(eq(agencies.id, agencyId))
      : [];
    const [heir] = agency
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.agencyId, agency.id), ne(users.id, user.id)))
          .orderBy(desc(sql`${users.userRole} = 'admin'`), asc(users.createdAt), asc(users.id))
          .limit(1)
      : [];

    await tx.delete(users).where(eq(users.id, user.id));
    if (!agency) return null;
    if (!heir) {
      await tx.delete(agencies).where(eq(agencies.id, agency.id));
      return agency.id;
    }
    if (agency.ownerId === user.id) {
      await tx
        .update(agencies)
        .set({ ownerId: heir.id, updatedAt: new Date() })
        .where(eq(agencies.id, agency.id));
      await tx
        .update(users)
        .set({ userRole: 'admin', permissions: allPermissions(true), updatedAt: new Date() })
        .where(eq(users.id, heir.id));
    }
    return null;
  });

  if (emptiedAgencyId) {
    await storage
      .removeAgency(emptiedAgencyId)
      .catch((error: unknown) =>
        logger.error({ err: error, agencyId: emptiedAgencyId }, 'could not delete agency files'),
      );
  }
}
