// Demo tasks: four colleagues beside the agency's owner, then bulk inserts of the rows the
// service would write (1,000 per tenant transaction). Due dates spread over two years around
// today; a third of the tasks belong to an influencer. Used by seed and bench.
import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { influencers } from '#server/db/schema/address-book';
import { users } from '#server/db/schema/identity';
import { tasks } from '#server/db/schema/work';
import { withTenant } from '#server/db/tenant';
import { parseDay, toDay, today } from '#shared/domain/dates';
import { TODO_PRIORITIES } from '#shared/domain/enums';
import { FIRST_NAMES, LAST_NAMES, type Random } from './french-data';

// prettier-ignore
const TITLES = [
  'Relancer la marque', 'Envoyer le brief', 'Valider le contenu', 'Préparer le devis',
  'Appeler le manager', 'Mettre à jour le planning', 'Envoyer le contrat', 'Vérifier la facture',
  'Réserver le shooting', 'Faire le point hebdo', 'Collecter les statistiques', 'Briefer l’équipe',
] as const;

const BATCH_SIZE = 1000;
const COLLEAGUES = 4;

/** The agency's members, with colleagues added (an unusable password: nobody signs in). */
async function ensureMembers(db: Database, agencyId: string, random: Random) {
  const members = () =>
    db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.agencyId, agencyId))
      .orderBy(asc(users.createdAt));
  const existing = await members();
  const missing = Math.max(0, COLLEAGUES + 1 - existing.length);
  if (missing > 0) {
    await db.insert(users).values(
      Array.from({ length: missing }, () => ({
        email: `collegue-${randomUUID()}@infludesk.fr`,
        passwordHash: '!',
        firstName: random.pick(FIRST_NAMES),
        lastName: random.pick(LAST_NAMES),
        agencyId,
      })),
    );
  }
  return (await members()).map((member) => member.id);
}

export async function seedTasks(options: {
  db: Database;
  agencyId: string;
  count: number;
  random: Random;
}) {
  const { db, agencyId, count, random } = options;
  if (count === 0) return;
  const members = await ensureMembers(db, agencyId, random);
  const influencerIds = (
    await db
      .select({ id: influencers.id })
      .from(influencers)
      .where(and(eq(influencers.agencyId, agencyId), eq(influencers.isArchived, false)))
  ).map((row) => row.id);
  const now = today();
  const base = parseDay(now) as Date;
  const makeTask = () => {
    const dueDate = toDay(addDays(base, random.int(-500, 230)));
    const isPast = dueDate < now;
    const isDone = random.chance(isPast ? 0.85 : 0.1);
    const creator = random.pick(members);
    const isInfluencers = influencerIds.length > 0 && random.chance(0.3);
    return {
      agencyId,
      title: random.pick(TITLES),
      description: isInfluencers ? 'Voir avec son manager' : '',
      priority: random.pick(TODO_PRIORITIES),
      status: isDone
        ? ('completed' as const)
        : random.chance(0.2)
          ? ('in_progress' as const)
          : ('pending' as const),
      dueDate,
      createdBy: creator,
      assignedTo: isInfluencers ? null : random.chance(0.7) ? creator : random.pick(members),
      influencerId: isInfluencers ? random.pick(influencerIds) : null,
      completedAt: isDone ? new Date() : null,
    };
  };
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, count - done) }, makeTask);
    await withTenant(db, { agencyId }, (tx) => tx.insert(tasks).values(batch));
  }
  await db.execute(sql`VACUUM ANALYZE tasks`);
}
