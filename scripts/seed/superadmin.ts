// Demo platform for the super admin (issue 17): many agencies of uneven, realistic sizes (a
// few large ones, many small), each with its members and an address book and deals written by
// the bulk seeders of the other areas (1,000 rows per tenant transaction). Those are plain
// INSERTs, so the statement-level triggers keep agency_row_counts and agency_totals; the seed
// checks them against real counts at the end. Used by seed and bench.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { createApp } from '#server/app';
import type { Database } from '#server/db/client';
import { influencers } from '#server/db/schema/address-book';
import { agencies, users } from '#server/db/schema/identity';
import { selectRows } from '#server/lib/raw-rows';
import { seedClients, seedInfluencers } from './address-book';
import { confirmThroughApi } from './demo-account';
import { seedCollaborations } from './collaborations';
import {
  BRAND_NAMES,
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  toSlug,
  type Random,
} from '#server/features/demo/french-data';

export const SUPERADMIN_EMAIL = 'plateforme@infludesk.fr';
export const SUPERADMIN_PASSWORD = 'Regard-Global-2026';
const BATCH_SIZE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
// An agency's business rows: a client is 3 (2 contacts), an influencer 1, a deal 10 (3 lines
// of 2 deliverables): these shares of the rows give about 24 %, 6 % and 70 % of them.
const CLIENT_SHARE = 0.08;
const INFLUENCER_SHARE = 0.06;
const COLLABORATION_SHARE = 0.07;
// A deal picks up to 5 distinct active influencers: every agency has at least that many.
const MIN_INFLUENCERS = 5;
const FEW_INFLUENCERS = 20;
const AGENCY_WORDS = ['Agence', 'Studio', 'Maison', 'Collectif', 'Atelier', 'Bureau'] as const;

/** Log-normal weights: the median agency is small, the largest are some 50 times its size. */
function agencyWeights(random: Random, count: number) {
  return Array.from({ length: count }, () => {
    const gaussian =
      Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
    return Math.exp(1.1 * gaussian);
  });
}

function makeAgency(random: Random, serial: number) {
  const name = `${random.pick(AGENCY_WORDS)} ${random.pick(BRAND_NAMES)} ${random.pick(CITIES)} ${serial}`;
  const createdAt = new Date(Date.now() - random.int(30, 1500) * DAY_MS - random.int(0, DAY_MS));
  return { name, joinCode: randomBytes(18).toString('base64url'), createdAt, updatedAt: createdAt };
}

function makeMember(random: Random, agencyId: string, serial: number, index: number) {
  const [firstName, lastName] = [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)];
  return {
    // No password hashes to this: nobody signs in as these members.
    email: `${toSlug(`${firstName} ${lastName}`)}.${serial}.${index}@agence-${serial}.example.fr`,
    passwordHash: 'seed:no-sign-in',
    firstName,
    lastName,
    userRole: index === 0 ? ('admin' as const) : ('user' as const),
    agencyId,
    emailVerifiedAt: random.chance(0.8) ? new Date() : null,
  };
}

export async function seedAgencies(options: {
  db: Database;
  count: number;
  /** Clients, contacts, influencers, deals, their lines and deliverables, in all. */
  businessRows: number;
  random: Random;
  onProgress?: (done: number) => void;
}) {
  const { db, count, businessRows, random, onProgress } = options;
  const weights = agencyWeights(random, count);
  const scale = businessRows / weights.reduce((sum, weight) => sum + weight, 0);
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, count - done);
    const rows = Array.from({ length: size }, (_, i) => makeAgency(random, done + i + 1));
    const created = await db.insert(agencies).values(rows).returning({ id: agencies.id });
    const members = created.flatMap(({ id }, i) => {
      const people = Math.max(1, Math.round(Math.sqrt(weights[done + i]!) * 3));
      return Array.from({ length: people }, (_, index) =>
        makeMember(random, id, done + i + 1, index),
      );
    });
    await db.insert(users).values(members);
    await db.execute(sql`update agencies set owner_id = owner.id
      from users as owner
      where owner.agency_id = agencies.id and owner.user_role = 'admin' and agencies.owner_id is null`);
    for (const [i, { id: agencyId }] of created.entries()) {
      const rowsOfAgency = weights[done + i]! * scale;
      const common = { db, agencyId, random };
      await seedClients({ ...common, count: Math.max(1, Math.round(rowsOfAgency * CLIENT_SHARE)) });
      const influencerCount = Math.round(rowsOfAgency * INFLUENCER_SHARE);
      await seedInfluencers({ ...common, count: Math.max(MIN_INFLUENCERS, influencerCount) });
      if (influencerCount < FEW_INFLUENCERS) {
        // The deals pick among active influencers: a small agency keeps all of them active.
        await db
          .update(influencers)
          .set({ isArchived: false })
          .where(eq(influencers.agencyId, agencyId));
      }
      const deals = Math.round(rowsOfAgency * COLLABORATION_SHARE);
      await seedCollaborations({ ...common, count: deals });
      onProgress?.(done + i + 1);
    }
  }
  await checkAgencyCounters(db);
}

/**
 * The counters the super admin reads, against the rows themselves (as migration 0019's
 * backfill computes them): a seed that bypassed the triggers would show here.
 */
export async function checkAgencyCounters(db: Database) {
  const [check] = await selectRows<{ wrongTotals: number; wrongRowCounts: number }>(
    db,
    sql`
    select
      (select count(*)::int from agencies as agency
        left join agency_totals as totals on totals.agency_id = agency.id
        where coalesce(totals.user_count, 0)
                <> (select count(*) from users where users.agency_id = agency.id)
           or coalesce(totals.collaboration_count, 0)
                <> (select count(*) from collaborations as deal where deal.agency_id = agency.id)
           or coalesce(totals.revenue_cents, 0)
                <> (select coalesce(sum(line.rate_cents), 0) from collaboration_influencers as line
                    where line.agency_id = agency.id)) as "wrongTotals",
      (select count(*)::int from (
        select agency_id, 'clients' as table_name, count(*) as row_count from clients group by 1
        union all
        select agency_id, 'influencers', count(*) from influencers group by 1
        union all
        select agency_id, 'collaboration_influencers', count(*)
          from collaboration_influencers group by 1) as real
        left join agency_row_counts as counted using (agency_id, table_name)
        where counted.row_count is distinct from real.row_count) as "wrongRowCounts"`,
  );
  if (!check || check.wrongTotals > 0 || check.wrongRowCounts > 0) {
    throw new Error(`agency counters out of step after seeding: ${JSON.stringify(check)}`);
  }
}

/**
 * The platform owner: signed up through the real routes with no agency, verified by opening
 * the mailed link (issue 8, decision 0039). The app must list SUPERADMIN_EMAIL in its
 * SUPERADMIN_EMAILS. Returns the session cookie.
 */
export async function createSuperAdmin(app: ReturnType<typeof createApp>, db: Database) {
  const response = await app.request('/api/auth/sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: SUPERADMIN_EMAIL,
      password: SUPERADMIN_PASSWORD,
      firstName: 'Claire',
      lastName: 'Plateforme',
      jobTitle: 'Fondatrice',
      agencyChoice: 'none',
      agencyName: '',
      agencyCode: '',
    }),
  });
  if (response.status !== 201) {
    throw new Error(`super admin sign-up failed (${response.status}): ${await response.text()}`);
  }
  // The confirmed link verifies the address too (decision 0039).
  return confirmThroughApi(app, db, SUPERADMIN_EMAIL);
}
