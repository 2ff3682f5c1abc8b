import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { withTenant } from '#server/db/tenant';
import { agencies, users } from '#server/db/schema/identity';
import { newJoinCode } from '#server/lib/auth/agency-codes';
import { createSession } from '#server/lib/auth/sessions';
import type { SessionUser } from '#server/lib/context';
import { loadDemoData } from '#server/features/demo/demo-service';
import { allPermissions } from '#shared/domain/permissions';
import { DEMO_EMAIL_DOMAIN, getDemoExpiry } from '#shared/domain/demo-agency';
import { demoAgencyTexts } from '#shared/i18n/fr-demo-agency';

// 'Voir la démo' (issue 27, decision 0038): a throw-away agency with the demo data of
// 'Charger des données de démonstration', one administrator, and a session for the visitor.

/**
 * No password opens a demo account: this is not an argon2 hash, so every check fails (and the
 * visitor's only way in is the session made here). The address is of a domain that is no
 * mailbox: no link can ever reach it.
 */
const NO_PASSWORD = '!demo: no password opens this account';

/**
 * Opens a demo agency in one transaction: the agency (erased by the sweep after 24 h), its one
 * member (admin, every section, email counted as verified so no mail is asked for), the demo
 * data written through the tenant role like any member's, and the visitor's session.
 */
export async function createDemoAgency(db: Database, now = new Date()) {
  const t = demoAgencyTexts;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: `demo-${randomUUID()}@${DEMO_EMAIL_DOMAIN}`,
        passwordHash: NO_PASSWORD,
        firstName: t.firstName,
        lastName: t.lastName,
        jobTitle: t.jobTitle,
        userRole: 'admin',
        permissions: allPermissions(true),
        emailVerifiedAt: now,
      })
      .returning();
    if (!user) throw new Error('demo user insert returned nothing');
    const [agency] = await tx
      .insert(agencies)
      .values({
        name: t.agencyName,
        joinCode: newJoinCode(),
        ownerId: user.id,
        demoExpiresAt: getDemoExpiry(now),
      })
      .returning({ id: agencies.id, demoExpiresAt: agencies.demoExpiresAt });
    if (!agency) throw new Error('demo agency insert returned nothing');
    await tx.update(users).set({ agencyId: agency.id }).where(eq(users.id, user.id));
    // Before the tenant work: its role lasts until the end of the transaction, and the tenant
    // role may not write sessions.
    const session = await createSession(tx, user.id, now);

    const member: SessionUser = {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      jobTitle: user.jobTitle,
      userRole: 'admin',
      agencyId: agency.id,
      permissions: user.permissions,
      isSuperAdmin: false,
      isEmailVerified: true,
      isDemo: true,
      sessionId: '',
    };
    // The demo rows go through row-level security as any member's would (a savepoint of this
    // transaction: the whole demo is made, or nothing).
    const scope = { agencyId: agency.id, userId: user.id };
    const { counts } = await withTenant(tx, scope, (tenantTx) =>
      loadDemoData({ db: tenantTx, user: member, agencyId: agency.id }),
    );
    return {
      userId: user.id,
      agencyId: agency.id,
      expiresAt: agency.demoExpiresAt!,
      counts,
      session,
    };
  });
}
