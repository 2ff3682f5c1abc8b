// Demo castings: bulk inserts of the rows the service would write (500 castings per tenant
// transaction), 10 proposed influencers each, a fifth of them accepted. Used by seed and bench.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { clients, influencers } from '#server/db/schema/address-book';
import { castingProposals, castings } from '#server/db/schema/work';
import { withTenant } from '#server/db/tenant';
import { CASTING_STATUSES, PROPOSAL_STATUSES } from '#shared/domain/enums';
import { buildSearchText, normalizeSearchText } from '#shared/domain/search';
import type { Random } from './french-data';

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

const BATCH_SIZE = 500;
export const PROPOSALS_PER_CASTING = 10;

export async function seedCastings(options: {
  db: Database;
  agencyId: string;
  count: number;
  random: Random;
}) {
  const { db, agencyId, count, random } = options;
  if (count === 0) return;
  const [clientPool, influencerPool] = await withTenant(db, { agencyId }, (tx) =>
    Promise.all([
      tx
        .select({ id: clients.id, brandName: clients.brandName })
        .from(clients)
        .where(eq(clients.agencyId, agencyId))
        .limit(5000),
      tx
        .select({ id: influencers.id, fullName: influencers.fullName })
        .from(influencers)
        .where(and(eq(influencers.agencyId, agencyId), eq(influencers.isArchived, false)))
        .limit(5000),
    ]),
  );
  if (clientPool.length === 0 || influencerPool.length < PROPOSALS_PER_CASTING) {
    throw new Error('seed clients and influencers before castings');
  }
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, count - done);
    const rows = Array.from({ length: size }, () => {
      const client = random.pick(clientPool);
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
    });
    await withTenant(db, { agencyId }, async (tx) => {
      const created = await tx.insert(castings).values(rows).returning({ id: castings.id });
      const proposals = created.flatMap(({ id }) => {
        const chosen = new Set<(typeof influencerPool)[number]>();
        while (chosen.size < PROPOSALS_PER_CASTING) chosen.add(random.pick(influencerPool));
        return [...chosen].map((influencer, position) => ({
          agencyId,
          castingId: id,
          influencerId: influencer.id,
          fullName: influencer.fullName,
          status: random.chance(0.2) ? ('accepted' as const) : random.pick(PROPOSAL_STATUSES),
          position,
        }));
      });
      await tx.insert(castingProposals).values(proposals);
    });
  }
  await db.execute(sql`VACUUM ANALYZE castings`);
  await db.execute(sql`VACUUM ANALYZE casting_proposals`);
}
