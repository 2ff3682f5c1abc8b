import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { withTenant, type CurrentMember } from '#server/db/tenant';
import { AppError } from '#server/lib/app-error';
import type { AppEnv, SessionUser } from '#server/lib/context';
import { canOpenSection, type PermissionKey, type PermissionMap } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';

export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError('unauthenticated', 401, fr.errors.notSignedIn);
  return user;
}

export function requireAgency(user: SessionUser): string {
  if (!user.agencyId) throw new AppError('no_agency', 403, fr.errors.noAgency);
  return user.agencyId;
}

type Sections = PermissionKey | readonly PermissionKey[] | undefined;

/** The caller's current membership lets them into one of the sections, or a 403. */
function assertMember(
  member: CurrentMember,
  agencyId: string,
  section: Sections,
) {
  // The session may be cached; the membership read with the tenant context is current,
  // so a closed section or a left agency is refused on the very next request.
  if (member?.agencyId !== agencyId) throw new AppError('no_agency', 403, fr.errors.noAgency);
  // A list of sections: any one of them opens the door (pickers serve several screens).
  const sections = section === undefined ? [] : typeof section === 'string' ? [section] : section;
  const isAllowed =
    sections.length === 0 || sections.some((key) => canOpenSection(member.permissions, key));
  if (!isAllowed) throw new AppError('forbidden_section', 403, fr.errors.forbiddenSection);
  return member.permissions;
}

const scopeOf = (user: SessionUser, agencyId: string) => ({
  agencyId,
  canReadAllAgencies: false,
  userId: user.id,
});

/**
 * The same checks as agencyArea in a transaction of their own, for a handler that must not
 * hold one (a tus upload streams for minutes). Answers the caller's agency.
 */
export async function checkAgencySection(c: Context<AppEnv>, section: Sections) {
  const user = requireUser(c.var.user);
  const agencyId = requireAgency(user);
  await withTenant(c.var.deps.db, scopeOf(user, agencyId), async (_db, member) => {
    assertMember(member, agencyId, section);
  });
  return agencyId;
}

// Thrown after the handler failed so that the request's transaction rolls back.
class RollBack extends Error {}

/**
 * Runs the rest of the request inside the tenant transaction of `agencyId` for `user`, committed
 * only if it succeeded. `admit` judges the caller's membership, read fresh in the transaction's
 * first statement, and answers their current permissions (or throws). Shared by the session's
 * gate (agencyArea) and the API token's (middleware/api-token.ts): one way into agency data.
 */
export async function runInTenant(
  c: Context<AppEnv>,
  next: Next,
  user: SessionUser,
  agencyId: string,
  admit: (member: CurrentMember) => PermissionMap | null,
) {
  const afterCommit: Array<() => Promise<void>> = [];
  try {
    await withTenant(c.var.deps.db, scopeOf(user, agencyId), async (db, member) => {
      const permissions = admit(member);
      c.set('ctx', {
        db,
        user: { ...user, permissions },
        agencyId,
        afterCommit: (task) => afterCommit.push(task),
      });
      await next();
      if (c.error || c.res.status >= 400) throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    return;
  }
  for (const task of afterCommit) {
    await task().catch((error: unknown) =>
      c.var.deps.logger?.error({ err: error }, 'a task after commit failed'),
    );
  }
}

/**
 * The gate of every business area: a signed-in user, with an agency, allowed into the section;
 * then the handler runs inside the tenant transaction, committed only if it succeeded.
 */
export const agencyArea = (section?: Sections) =>
  createMiddleware<AppEnv>(async (c, next) => {
    // Hono matches a router's middleware twice for a path ending in a literal '*'
    // (/api/clients/*): a second tenant transaction would wait forever for the first one's
    // connection on PGlite. The first one already checked everything.
    if (c.get('ctx')) return next();
    const user = requireUser(c.var.user);
    const agencyId = requireAgency(user);
    await runInTenant(c, next, user, agencyId, (member) =>
      assertMember(member, agencyId, section),
    );
  });
