import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '#server/db/client';
import { withTenant } from '#server/db/tenant';
import { notFound } from '#server/lib/app-error';
import type { AppEnv, SessionUser } from '#server/lib/context';
import { fr } from '#shared/i18n/fr';

/** What every function of the super admin's view receives: the read transaction and who asks. */
export type PlatformContext = { db: Database; user: SessionUser };

/**
 * The door of /api/superadmin, before any validation: whoever is not a super admin (listed in
 * SUPERADMIN_EMAILS with a verified address, middleware/session.ts), signed out included, gets
 * the answer of an address that does not exist. Nothing says the area is there.
 */
export const superAdminOnly = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.user?.isSuperAdmin) throw notFound(fr.errors.notFound);
    await next();
  });

/**
 * Runs the work in the tenant access path with the cross-agency read policy (app.superadmin =
 * on), never as the table owner, and with no agency of its own: row-level security lets it read
 * every agency and write no business row of any (only access-log entries, schema/superadmin.ts).
 */
export function readAsSuperAdmin<T>(
  c: Context<AppEnv>,
  work: (ctx: PlatformContext) => Promise<T>,
): Promise<T> {
  const user = c.var.user;
  if (!user?.isSuperAdmin) throw notFound(fr.errors.notFound);
  const scope = { agencyId: '', canReadAllAgencies: true, userId: user.id };
  return withTenant(c.var.deps.db, scope, (db) => work({ db, user }));
}
