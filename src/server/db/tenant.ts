import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { PermissionMap } from '#shared/domain/permissions';

export type TenantScope = {
  agencyId: string;
  /** Super admins read every agency; they still write nothing outside their own. */
  canReadAllAgencies?: boolean;
  /** The caller, whose membership is read fresh in the same statement. */
  userId?: string;
};

/** The caller as the database knows them now; null once they have left or been deleted. */
export type CurrentMember = { agencyId: string; permissions: PermissionMap | null } | null;

/**
 * The one way services reach agency data: a transaction that switches to the tenant role and
 * names the caller's agency, so row-level security filters every read and refuses every write
 * of another agency's row, even if a query forgot its `where`. One transaction per request
 * also means a failed change leaves nothing half-written.
 *
 * The context is opened in one statement (`set_config('role', …, true)` is `SET LOCAL ROLE`),
 * which also reads the caller's current agency and permissions: the session may come from a
 * cache, their membership never does. `app.user_id` names the author of the live updates' change
 * feed (decision 0047).
 */
export function withTenant<T>(
  db: Database,
  scope: TenantScope,
  work: (tx: Database, member: CurrentMember) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select set_config('app.agency_id', ${scope.agencyId}, true),
                 set_config('app.superadmin', ${scope.canReadAllAgencies ? 'on' : 'off'}, true),
                 set_config('app.user_id', ${scope.userId ?? ''}, true),
                 set_config('role', 'infludesk_tenant', true),
                 member.agency_id as "agencyId", member.permissions
          from (select 1) as one
          left join users as member on member.id = ${scope.userId ?? null}::uuid`,
    );
    type Row = { agencyId: string | null; permissions: PermissionMap | null };
    const [row] = (result as unknown as { rows: Row[] }).rows;
    const member = row?.agencyId ? { agencyId: row.agencyId, permissions: row.permissions } : null;
    return work(tx as unknown as Database, member);
  });
}
