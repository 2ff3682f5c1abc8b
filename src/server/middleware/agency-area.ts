import { createMiddleware } from 'hono/factory';
import { withTenant } from '#server/db/tenant';
import { AppError } from '#server/lib/app-error';
import type { AppEnv, SessionUser } from '#server/lib/context';
import { canOpenSection, type PermissionKey } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';

export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError('unauthenticated', 401, fr.errors.notSignedIn);
  return user;
}

export function requireAgency(user: SessionUser): string {
  if (!user.agencyId) throw new AppError('no_agency', 403, fr.errors.noAgency);
  return user.agencyId;
}

// Thrown after the handler failed so that the request's transaction rolls back.
class RollBack extends Error {}

/**
 * The gate of every business area: a signed-in user, with an agency, allowed into the section;
 * then the handler runs inside the tenant transaction, committed only if it succeeded.
 */
export const agencyArea = (section?: PermissionKey | readonly PermissionKey[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    // Hono matches a router's middleware twice for a path ending in a literal '*'
    // (/api/clients/*): a second tenant transaction would wait forever for the first one's
    // connection on PGlite. The first one already checked everything.
    if (c.get('ctx')) return next();
    const user = requireUser(c.var.user);
    const agencyId = requireAgency(user);
    // A list of sections: any one of them opens the door (pickers serve several screens).
    const sections = section === undefined ? [] : typeof section === 'string' ? [section] : section;
    const scope = { agencyId, canReadAllAgencies: false, userId: user.id };
    try {
      await withTenant(c.var.deps.db, scope, async (db, member) => {
        // The session may be cached; the membership read with the tenant context is current,
        // so a closed section or a left agency is refused on the very next request.
        if (member?.agencyId !== agencyId) throw new AppError('no_agency', 403, fr.errors.noAgency);
        const isAllowed =
          sections.length === 0 || sections.some((key) => canOpenSection(member.permissions, key));
        if (!isAllowed) throw new AppError('forbidden_section', 403, fr.errors.forbiddenSection);
        c.set('ctx', { db, user: { ...user, permissions: member.permissions }, agencyId });
        await next();
        if (c.error || c.res.status >= 400) throw new RollBack();
      });
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
    }
  });
