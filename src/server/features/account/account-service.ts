import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { agencies, users } from '#server/db/schema/identity';
import { AppError, forbidden, notFound } from '#server/lib/app-error';
import type { SessionUser } from '#server/lib/context';
import { findAgencyByCode, newJoinCode, unknownAgency } from '#server/lib/auth/agency-codes';
import { effectivePermissions, withPermission } from '#shared/domain/permissions';
import type {
  AgencyNameInput,
  JoinAgencyInput,
  PermissionChange,
  ProfileInput,
} from '#shared/schemas/account';
import { fr } from '#shared/i18n/fr';

// Identity tables are outside row-level security: every function here checks who may act.

export async function getAccount(db: Database, user: SessionUser) {
  if (!user.agencyId) return { agency: null };
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, user.agencyId));
  if (!agency) return { agency: null };
  const [members] = await db
    .select({ total: count() })
    .from(users)
    .where(eq(users.agencyId, agency.id));
  return {
    agency: {
      id: agency.id,
      name: agency.name,
      joinCode: agency.joinCode,
      createdAt: agency.createdAt.toISOString(),
      memberCount: members?.total ?? 0,
      isOwner: agency.ownerId === user.id,
      canEdit: user.userRole === 'admin',
    },
  };
}

export async function updateProfile(db: Database, user: SessionUser, input: ProfileInput) {
  await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, user.id));
}

export async function renameAgency(db: Database, user: SessionUser, input: AgencyNameInput) {
  const agencyId = requireAgencyId(user);
  if (user.userRole !== 'admin') throw forbidden(fr.account.onlyAdminsEditAgency);
  await db
    .update(agencies)
    .set({ name: input.name, updatedAt: new Date() })
    .where(eq(agencies.id, agencyId));
}

/** The old code stops working at once: for when someone who knew it leaves. */
export async function renewJoinCode(db: Database, user: SessionUser) {
  const agency = await requireOwnedAgency(db, user);
  const joinCode = newJoinCode();
  await db
    .update(agencies)
    .set({ joinCode, updatedAt: new Date() })
    .where(eq(agencies.id, agency.id));
  return { joinCode };
}

export async function joinAgency(db: Database, user: SessionUser, input: JoinAgencyInput) {
  if (user.agencyId) throw new AppError('already_member', 409, fr.account.alreadyMember);
  const agency = await findAgencyByCode(db, input.code);
  if (!agency) throw unknownAgency();
  await db
    .update(users)
    .set({ agencyId: agency.id, userRole: 'user', updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return { agency };
}

export async function listTeam(db: Database, user: SessionUser) {
  const agency = await requireOwnedAgency(db, user);
  const members = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
      userRole: users.userRole,
      permissions: users.permissions,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.agencyId, agency.id))
    .orderBy(asc(users.createdAt), asc(users.id));
  return members.map((member) => ({
    ...member,
    createdAt: member.createdAt.toISOString(),
    // A member without a map may open every section: the boxes show it.
    permissions: effectivePermissions(member.permissions),
    isOwner: member.id === agency.ownerId,
  }));
}

/** Only the owner changes flags, never their own; the first change writes all eight. */
export async function setMemberPermission(
  db: Database,
  user: SessionUser,
  memberId: string,
  change: PermissionChange,
) {
  const agency = await requireOwnedAgency(db, user);
  if (memberId === user.id) throw forbidden(fr.account.notOwnPermissions);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, permissions: users.permissions })
      .from(users)
      .where(and(eq(users.id, memberId), eq(users.agencyId, agency.id)))
      .for('update');
    if (!member) throw notFound(fr.account.memberNotFound);
    const permissions = withPermission(member.permissions, change.key, change.value);
    await tx
      .update(users)
      .set({ permissions, updatedAt: new Date() })
      .where(eq(users.id, member.id));
    return { permissions };
  });
}

function requireAgencyId(user: SessionUser) {
  if (!user.agencyId) throw new AppError('no_agency', 403, fr.errors.noAgency);
  return user.agencyId;
}

async function requireOwnedAgency(db: Database, user: SessionUser) {
  const agencyId = requireAgencyId(user);
  const [agency] = await db
    .select({ id: agencies.id, ownerId: agencies.ownerId })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency || agency.ownerId !== user.id) throw forbidden(fr.account.onlyOwner);
  return agency;
}
