import { platformAccessLog } from '#server/db/schema/superadmin';
import type { PlatformContext } from '#server/features/superadmin/superadmin-gate';
import type { PlatformAccessSubject } from '#shared/schemas/superadmin';

export type AccessEntry = {
  agencyId: string;
  what: PlatformAccessSubject;
  recordId: string;
  recordLabel: string;
};

/**
 * Issue 17 §5: the agency sees when the platform's super admin looked at it. Written in the
 * same transaction as the read it records (row-level security admits the insert only with the
 * super admin's setting), so a view that answered is a view that was logged. No RETURNING: the
 * super admin cannot read the log back.
 */
export async function recordAccess(ctx: PlatformContext, entry: AccessEntry) {
  await ctx.db.insert(platformAccessLog).values({
    agencyId: entry.agencyId,
    adminUserId: ctx.user.id,
    adminEmail: ctx.user.email,
    what: entry.what,
    recordId: entry.recordId,
    recordLabel: entry.recordLabel,
  });
}
