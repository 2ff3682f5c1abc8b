// Realistic castings and tasks, as the services would write them. Shared by `npm run seed`, the
// benchmarks and the agency's demo data (decision 0033): the callers choose the transaction.
import { addDays } from 'date-fns';
import type { Database } from '#server/db/client';
import { castingProposals, castings } from '#server/db/schema/work';
import { toDay } from '#shared/domain/dates';
import { CASTING_STATUSES, PROPOSAL_STATUSES, TODO_PRIORITIES } from '#shared/domain/enums';
import { buildSearchText, normalizeSearchText } from '#shared/domain/search';
import type { Random } from '#server/features/demo/french-data';

// prettier-ignore
const BRIEFS = [
  'Lancement printemps', 'Collection capsule', 'Rentrée', 'Fêtes de fin d’année', 'Soldes',
  'Tournée d’été', 'Ouverture boutique', 'Jeu concours', 'Édition limitée', 'Ambassadeurs',
] as const;
// prettier-ignore
const CRITERIA = [
  'Audience 18–34 ans', 'Basée à Paris', 'Basée à Lyon', 'Plus de 10k abonnés',
  'Contenu lifestyle', 'Contenu beauté', 'Disponible en mars', 'Déjà travaillé avec nous',
] as const;
// prettier-ignore
const TITLES = [
  'Relancer la marque', 'Envoyer le brief', 'Valider le contenu', 'Préparer le devis',
  'Appeler le manager', 'Mettre à jour le planning', 'Envoyer le contrat', 'Vérifier la facture',
  'Réserver le shooting', 'Faire le point hebdo', 'Collecter les statistiques', 'Briefer l’équipe',
] as const;

type PoolClient = { id: string; brandName: string };
type PoolInfluencer = { id: string; fullName: string };

/** A casting for one of the clients, as the service writes it. */
export function makeCasting(random: Random, agencyId: string, client: PoolClient) {
  const name = `${random.pick(BRIEFS)} ${client.brandName}`;
  return {
    agencyId,
    name,
    clientId: client.id,
    brand: client.brandName,
    description: 'Nous cherchons des créateurs pour une campagne sur trois semaines.',
    requirements: [random.pick(CRITERIA), random.pick(CRITERIA)],
    status: random.pick(CASTING_STATUSES),
    nameKey: normalizeSearchText(name),
    brandKey: normalizeSearchText(client.brandName),
    searchText: buildSearchText([name, client.brandName]),
  };
}

/** Inserts the castings with `perCasting` proposed influencers each (a fifth accepted). */
export async function insertCastings(
  tx: Database,
  agencyId: string,
  rows: ReturnType<typeof makeCasting>[],
  options: { random: Random; influencers: PoolInfluencer[]; perCasting: number },
) {
  if (rows.length === 0) return [];
  const { random, influencers, perCasting } = options;
  const created = await tx.insert(castings).values(rows).returning({ id: castings.id });
  const proposals = created.flatMap(({ id }) => {
    const chosen = new Set<PoolInfluencer>();
    while (chosen.size < Math.min(perCasting, influencers.length)) {
      chosen.add(random.pick(influencers));
    }
    return [...chosen].map((influencer, position) => ({
      agencyId,
      castingId: id,
      influencerId: influencer.id,
      fullName: influencer.fullName,
      status: random.chance(0.2) ? ('accepted' as const) : random.pick(PROPOSAL_STATUSES),
      position,
    }));
  });
  if (proposals.length > 0) await tx.insert(castingProposals).values(proposals);
  return created.map((row) => row.id);
}

/**
 * A task due within two years around `today` (mostly done when past); a third of them, when
 * there are influencers, belong to one of them.
 */
export function makeTask(
  random: Random,
  options: { agencyId: string; members: string[]; influencerIds: string[]; today: Date },
) {
  const { agencyId, members, influencerIds } = options;
  const now = toDay(options.today);
  const dueDate = toDay(addDays(options.today, random.int(-500, 230)));
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
}
