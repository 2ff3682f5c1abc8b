import { withTenant } from '#server/db/tenant';
import { AppError } from '#server/lib/app-error';
import type { AgencyContext, AppDeps, SessionUser } from '#server/lib/context';
import { canOpenSection, type PermissionKey } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';

/** Who asks the assistant: checked once at the door, then again by every step. */
export type Asker = { deps: AppDeps; user: SessionUser; agencyId: string };

/** The caller lacks some of the sections a step needs (the membership read fresh). */
export class SectionsRefused extends AppError {
  constructor(readonly sections: PermissionKey[]) {
    super('forbidden_section', 403, fr.errors.forbiddenSection);
  }
}

/**
 * One short tenant transaction for one step of an answer (store a message, run a tool): a
 * reply streams for seconds and must not hold a connection meanwhile. The membership is read
 * again each time, so a section closed during a reply is closed for its next tool call.
 */
export function inAgency<T>(
  asker: Asker,
  sections: readonly PermissionKey[],
  work: (ctx: AgencyContext) => Promise<T>,
): Promise<T> {
  const { deps, user, agencyId } = asker;
  const scope = { agencyId, canReadAllAgencies: false, userId: user.id };
  return withTenant(deps.db, scope, async (db, member) => {
    if (member?.agencyId !== agencyId) throw new AppError('no_agency', 403, fr.errors.noAgency);
    const missing = (['assistant', ...sections] as PermissionKey[]).filter(
      (key) => !canOpenSection(member.permissions, key),
    );
    if (missing.length > 0) throw new SectionsRefused(missing);
    return work({ db, user: { ...user, permissions: member.permissions }, agencyId });
  });
}
