import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

export type TenantScope = {
  agencyId: string;
  /** Super admins read every agency; they still write nothing outside their own. */
  canReadAllAgencies?: boolean;
};

/**
 * The one way services reach agency data: a transaction that switches to the tenant role and
 * names the caller's agency, so row-level security filters every read and refuses every write
 * of another agency's row, even if a query forgot its `where`. One transaction per request
 * also means a failed change leaves nothing half-written.
 */
export function withTenant<T>(
  db: Database,
  scope: TenantScope,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.agency_id', ${scope.agencyId}, true),
                 set_config('app.superadmin', ${scope.canReadAllAgencies ? 'on' : 'off'}, true)`,
    );
    await tx.execute(sql`set local role infludesk_tenant`);
    return work(tx as unknown as Database);
  });
}
