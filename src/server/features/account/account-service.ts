import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { agencies, users } from '#server/db/schema/identity';
import { AppError, forbidden, notFound } from '#server/lib/app-error';
import type { SessionUser } from '#server/lib/context';
import { recordEvent } from '#server/lib/history';
import { claimVersion } from '#server/lib/record-version';
import { diffRecordViews } from '#shared/domain/record-history';
import { findAgencyByCode, newJoinCode, unknownAgency } from '#server/lib/auth/agency-codes';
import { effectivePermissions, withPermission } from '#shared/domain/permissions';
import type {
  AgencyUpdate,
  JoinAgencyInput,
  PermissionChange,
  ProfileUpdate,
} from '#shared/schemas/account';
import { fr } from '#shared/i18n/fr';

// Identity tables are outside row-level security: every function here checks who may act.

/**
 * The account screen: the agency (with its `version`, sent back by 'Renommer') and
 * `profileVersion`, the version of the member's own profile (PUT /profile), issue 28.
 */
export async function getAccount(db: Database, user: SessionUser) {
  const [profile] = await db
    .select({ version: users.version })
    .from(users)
    .where(eq(users.id, user.id));
  const profileVersion = profile?.version ?? 1;
  if (!user.agencyId) return { agency: null, profileVersion };
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, user.agencyId));
  if (!agency) return { agency: null, profileVersion };
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
      version: agency.version,
    },
    profileVersion,
  };
}

/** The history's context of an account change: the agency's journal (admins only). */
const journalOf = (db: Database, user: SessionUser) =>
  user.agencyId ? { db, user, agencyId: user.agencyId } : null;

/** At the version the screen loaded (claimVersion); the change enters the agency's journal. */
export async function updateProfile(db: Database, user: SessionUser, input: ProfileUpdate) {
  return db.transaction(async (tx) => {
    const byId = eq(users.id, user.id);
    const fields = {
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
    };
    const [before] = await tx.select(fields).from(users).where(byId);
    const version = await claimVersion(tx, user, 'member', users, byId, input.version);
    const { version: _version, ...profile } = input;
    await tx.update(users).set(profile).where(byId);
    const journal = journalOf(tx, user);
    if (journal && before) {
      await recordEvent(journal, {
        kind: 'member',
        recordId: user.id,
        label: `${profile.firstName} ${profile.lastName}`.trim(),
        action: 'update',
        changes: diffRecordViews(before, profile),
      });
    }
    return { version };
  });
}

export async function renameAgency(db: Database, user: SessionUser, input: AgencyUpdate) {
  const agencyId = requireAgencyId(user);
  if (user.userRole !== 'admin') throw forbidden(fr.account.onlyAdminsEditAgency);
  return db.transaction(async (tx) => {
    const byId = eq(agencies.id, agencyId);
    const [before] = await tx.select({ name: agencies.name }).from(agencies).where(byId);
    const version = await claimVersion(tx, user, 'agency', agencies, byId, input.version);
    await tx.update(agencies).set({ name: input.name }).where(byId);
    await recordEvent(
      { db: tx, user, agencyId },
      {
        kind: 'agency',
        recordId: agencyId,
        label: input.name,
        action: 'update',
        changes: diffRecordViews(before ?? {}, { name: input.name }),
      },
    );
    return { version };
  });
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
