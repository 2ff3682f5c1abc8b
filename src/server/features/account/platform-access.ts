import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { agencies } from '#server/db/schema/identity';
import { platformAccessLog } from '#server/db/schema/superadmin';
import { withTenant } from '#server/db/tenant';
import { AppError, forbidden } from '#server/lib/app-error';
import type { SessionUser } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys, isCursorMoment } from '#server/lib/cursor';
import { isUuid } from '#server/lib/validate';
import { PLATFORM_LIST_LIMIT, type PlatformAccessQuery } from '#shared/schemas/superadmin';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';
import { fr } from '#shared/i18n/fr';

const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, superAdminScreen.fields.cursor, (keys) =>
    keys.length === 2 && isCursorMoment(keys[0]) && isUuid(keys[1])
      ? { createdAt: keys[0], id: keys[1] }
      : null,
  );

/**
 * Issue 17 §5, the Compte screen: when the platform's super admin opened the agency or one of
 * its records, newest first. The agency's owner only (as for the team): read in the tenant
 * transaction, where row-level security shows the agency its own entries and nothing else.
 */
export async function listPlatformAccess(
  db: Database,
  user: SessionUser,
  query: PlatformAccessQuery,
) {
  const agencyId = user.agencyId;
  if (!agencyId) throw new AppError('no_agency', 403, fr.errors.noAgency);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const scope = { agencyId, userId: user.id };
  return withTenant(db, scope, async (tx, member) => {
    // The session may be cached; the membership read in this transaction is current.
    if (member?.agencyId !== agencyId) throw new AppError('no_agency', 403, fr.errors.noAgency);
    const [agency] = await tx
      .select({ ownerId: agencies.ownerId })
      .from(agencies)
      .where(eq(agencies.id, agencyId));
    if (agency?.ownerId !== user.id) throw forbidden(fr.account.onlyOwner);
    const log = platformAccessLog;
    const rows = await tx
      .select({
        id: log.id,
        createdAt: log.createdAt,
        position: sql<string>`${log.createdAt}::text`,
        adminEmail: log.adminEmail,
        what: log.what,
        recordLabel: log.recordLabel,
      })
      .from(log)
      .where(
        and(
          eq(log.agencyId, agencyId),
          after
            ? sql`(${log.createdAt}, ${log.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(log.createdAt), desc(log.id))
      .limit(PLATFORM_LIST_LIMIT + 1);
    const page = rows.slice(0, PLATFORM_LIST_LIMIT);
    const last = rows.length > PLATFORM_LIST_LIMIT ? page[page.length - 1] : undefined;
    return {
      items: page.map(({ position: _position, ...row }) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      })),
      nextCursor: last ? encodeCursorKeys([last.position, last.id]) : null,
    };
  });
}
