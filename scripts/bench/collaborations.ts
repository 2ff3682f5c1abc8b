// Collaborations: `rows` deals in one agency, 3 influencers with 2 deliverables each on average,
// then the list's pages, filters and searches through the app. Register it in scripts/bench.ts
// (AREAS) to run it with the others; `--only collaborations` runs it alone.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { clients, influencers } from '#server/db/schema/address-book';
import {
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { withTenant } from '#server/db/tenant';
import { encodeCursor } from '#server/features/collaborations/collaborations-list';
import { buildCollaborationSearchKeys } from '#server/features/collaborations/collaborations-service';
import {
  getCollaborationTotalCents,
  withInfluencerRates,
} from '#shared/domain/collaboration-totals';
import { COLLABORATION_TYPES, DELIVERABLE_TYPES } from '#shared/domain/enums';
import { seedClients, seedInfluencers } from '../seed/address-book';
import { TEAM_REFERENTS, createRandom, type Random } from '../seed/french-data';
import type { BenchArea } from './runner';

// prettier-ignore
const THEMES = [
  'Lancement', 'Rentrée', 'Fête des mères', 'Noël', 'Soldes d’été', 'Black Friday',
  'Saint-Valentin', 'Printemps', 'Été', 'Automne', 'Hiver', 'Anniversaire', 'Opération',
  'Défi', 'Jeu concours', 'Tournée', 'Capsule', 'Édition limitée', 'Journée mondiale', 'Festival',
] as const;
// prettier-ignore
const PRODUCTS = [
  'gamme solaire', 'sérum éclat', 'baskets running', 'box apéro', 'parfum boisé', 'crème mains',
  'collection lin', 'appli fitness', 'café bio', 'casque audio', 'sac cabas', 'rouge à lèvres',
  'thé glacé', 'vélo électrique', 'jeu de société', 'croquettes', 'bougie parfumée', 'montre',
  'shampoing solide', 'console portable', 'chips artisanales', 'lunettes', 'maillot', 'pâtisserie',
] as const;

// The one deal a rare search finds.
const RARE_NAME = 'Opération Zéphyrine';
const BATCH_SIZE = 1000;
const pad = (value: number) => String(value).padStart(2, '0');

type Pools = { clients: { id: string; brandName: string }[]; influencers: PoolInfluencer[] };
type PoolInfluencer = { id: string; fullName: string };

function makeCollaboration(random: Random, pools: Pools, serial: number) {
  const client = random.pick(pools.clients);
  const name =
    serial === 1
      ? RARE_NAME
      : `${random.pick(THEMES)} ${random.pick(PRODUCTS)} ${random.int(2023, 2026)}`;
  const contactDate = `${random.int(2023, 2026)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
  const isPaymentReceived = random.chance(0.3);
  const isQuoteSent = isPaymentReceived || random.chance(0.45);
  const chosen = new Set<PoolInfluencer>();
  const wanted = random.int(1, 5);
  while (chosen.size < wanted) chosen.add(random.pick(pools.influencers));
  const lines = withInfluencerRates(
    [...chosen].map((influencer) => ({
      id: randomUUID(),
      influencerId: influencer.id,
      fullName: influencer.fullName,
      isCreatorInvoicePaid: isPaymentReceived && random.chance(0.7),
      paidPercentage: isPaymentReceived ? random.pick([0, 50, 100]) : 0,
      deliverables: Array.from({ length: random.int(1, 3) }, () => ({
        type: random.chance(0.9) ? random.pick(DELIVERABLE_TYPES) : 'Shooting photo',
        description: 'Publication avec mention de la marque',
        priceCents: random.int(2, 300) * 5000,
        isPosted: random.chance(0.5),
      })),
    })),
  );
  return {
    row: {
      id: randomUUID(),
      name,
      type: random.pick(COLLABORATION_TYPES),
      clientId: client.id,
      brand: client.brandName,
      manager: random.pick(TEAM_REFERENTS),
      contactDate,
      signatureDate: random.chance(0.6) ? contactDate : null,
      isQuoteSent,
      quoteNumber: isQuoteSent ? `D-${serial}` : '',
      isContractSigned: isQuoteSent && random.chance(0.7),
      isCastingValidated: random.chance(0.5),
      isPaymentReceived,
      isInvoiceSent: isPaymentReceived,
      invoiceNumber: isPaymentReceived ? `F-${serial}` : '',
      postProgress: random.pick([0, 30, 50, 100]),
      totalCents: getCollaborationTotalCents(lines),
      ...buildCollaborationSearchKeys(name, client.brandName),
    },
    lines,
  };
}

/** Bulk inserts, 1,000 deals per tenant transaction, with the rows the service would write. */
export async function seedCollaborations(options: {
  db: Database;
  agencyId: string;
  count: number;
  random: Random;
}) {
  const { db, agencyId, count, random } = options;
  const read = (tx: Database) =>
    Promise.all([
      tx
        .select({ id: clients.id, brandName: clients.brandName })
        .from(clients)
        .where(eq(clients.agencyId, agencyId)),
      tx
        .select({ id: influencers.id, fullName: influencers.fullName })
        .from(influencers)
        .where(and(eq(influencers.agencyId, agencyId), eq(influencers.isArchived, false))),
    ]);
  const [clientPool, influencerPool] = await withTenant(db, { agencyId }, read);
  const pools = { clients: clientPool, influencers: influencerPool };
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, count - done) }, (_, i) =>
      makeCollaboration(random, pools, done + i + 1),
    );
    await withTenant(db, { agencyId }, async (tx) => {
      await tx.insert(collaborations).values(batch.map(({ row }) => ({ ...row, agencyId })));
      await tx.insert(collaborationInfluencers).values(
        batch.flatMap(({ row, lines }) =>
          lines.map((line, position) => ({
            ...line,
            agencyId,
            collaborationId: row.id,
            position,
          })),
        ),
      );
      await tx.insert(deliverables).values(
        batch.flatMap(({ lines }) =>
          lines.flatMap((line) =>
            line.deliverables.map((item, position) => ({
              ...item,
              agencyId,
              collaborationInfluencerId: line.id,
              position,
            })),
          ),
        ),
      );
    });
  }
}

export const collaborationsBench: BenchArea = {
  name: 'collaborations',
  async prepare({ db, agencyId, rows }) {
    // Their own small address book: 300 brands and 1,000 influencers to pick from.
    await seedClients({ db, agencyId, count: 300, random: createRandom(3) });
    await seedInfluencers({ db, agencyId, count: 1000, random: createRandom(4) });
    await seedCollaborations({ db, agencyId, count: rows, random: createRandom(5) });
    return getCollaborationCases(db, agencyId, rows);
  },
};

/** The requests to time, with sample values read from the seeded data. */
export async function getCollaborationCases(db: Database, agencyId: string, rows: number) {
  // The list's own order, read as the owner: the middle row gives a deep cursor.
  const [middle] = await db
    .select({
      id: collaborations.id,
      contactDate: collaborations.contactDate,
      createdAt: sql<string>`${collaborations.createdAt}::text`,
    })
    .from(collaborations)
    .where(eq(collaborations.agencyId, agencyId))
    .orderBy(
      desc(collaborations.contactDate),
      desc(collaborations.createdAt),
      desc(collaborations.id),
    )
    .limit(1)
    .offset(Math.floor(rows / 2));
  const [sample] = await db
    .select({ id: collaborations.id, name: collaborations.name })
    .from(collaborations)
    .where(eq(collaborations.agencyId, agencyId))
    .orderBy(asc(collaborations.id))
    .limit(1)
    .offset(Math.floor(rows / 3));
  if (!middle || !sample) throw new Error('the collaborations seed wrote nothing');
  const list = (query: string) => `/api/collaborations?${query}`;
  const q = (term: string) => `q=${encodeURIComponent(term)}`;
  return [
    { name: 'list, first page (50)', path: list('') },
    { name: 'list, middle page (cursor)', path: list(`cursor=${encodeCursor(middle)}`) },
    { name: 'list, oldest first', path: list('sort=oldest') },
    { name: 'status pending', path: list('status=pending') },
    { name: 'status in_progress', path: list('status=in_progress') },
    { name: 'status completed', path: list('status=completed') },
    {
      name: 'status completed, middle (cursor)',
      path: list(`status=completed&cursor=${encodeCursor(middle)}`),
    },
    { name: 'type casting_externe', path: list('type=casting_externe') },
    { name: 'status + type', path: list('status=in_progress&type=casting_interne') },
    { name: 'search common "maison"', path: list(q('maison')) },
    { name: 'search common "noel" (accent)', path: list(q('noel')) },
    { name: `search a full name "${sample.name}"`, path: list(q(sample.name)) },
    { name: 'search rare "zephyrine"', path: list(q('zephyrine')) },
    { name: 'search with no match "xylophone"', path: list(q('xylophone')) },
    { name: 'search 2 letters "ma" (prefix)', path: list(q('ma')) },
    { name: 'search + status', path: list(`${q('maison')}&status=completed`) },
    {
      name: 'search + status + type',
      path: list(`${q('serum')}&status=in_progress&type=collaboration_sortante`),
    },
    {
      name: 'search + filter, middle (cursor)',
      path: list(`${q('maison')}&status=pending&cursor=${encodeCursor(middle)}`),
    },
    { name: 'detail', path: `/api/collaborations/${sample.id}` },
  ];
}
