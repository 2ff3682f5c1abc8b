// Realistic collaborations (3 influencers with 2 deliverables each on average) and the rows
// the service would write for them. Shared by `npm run seed`, the benchmarks and the agency's
// demo data (decision 0033): the callers choose the transaction.
import { contentStageOfPosted } from '#shared/domain/content-stages';
import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client';
import {
  collaborationCosts,
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { buildCollaborationSearchKeys } from '#server/features/demo/feature-services';
import {
  getCollaborationTotalCents,
  withInfluencerRates,
} from '#shared/domain/collaboration-totals';
import { COLLABORATION_TYPES, DELIVERABLE_TYPES } from '#shared/domain/enums';
import { buildSearchText } from '#shared/domain/search';
import { TEAM_REFERENTS, type Random } from '#server/features/demo/french-data';

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
const pad = (value: number) => String(value).padStart(2, '0');

export type CollaborationPools = {
  clients: { id: string; brandName: string }[];
  influencers: PoolInfluencer[];
};
type PoolInfluencer = { id: string; fullName: string };

export function makeCollaboration(random: Random, pools: CollaborationPools, serial: number) {
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
      // The client's side, unknown here: deal-billing-rows.ts fills it for the demo.
      billedCents: null as number | null,
      invoiceDate: null as string | null,
      costsCents: 0,
      marginCents: null as number | null,
      ...buildCollaborationSearchKeys(name, client.brandName),
    },
    lines,
    costs: [] as { label: string; amountCents: number }[],
  };
}

export type DemoCollaboration = ReturnType<typeof makeCollaboration>;

/**
 * Inserts the deals, their influencer lines, deliverables and cost lines in the caller's
 * transaction.
 */
export async function insertCollaborations(
  tx: Database,
  agencyId: string,
  batch: DemoCollaboration[],
) {
  if (batch.length === 0) return [];
  await tx.insert(collaborations).values(batch.map(({ row }) => ({ ...row, agencyId })));
  await tx.insert(collaborationInfluencers).values(
    batch.flatMap(({ row, lines }) =>
      lines.map((line, position) => ({
        ...line,
        agencyId,
        collaborationId: row.id,
        position,
        // The deal's copies the payments ledger reads (decision 0027).
        dealDate: row.contactDate,
        isDealPaid: row.isPaymentReceived,
        searchText: buildSearchText([line.fullName, row.name, row.brand]),
      })),
    ),
  );
  await tx.insert(deliverables).values(
    batch.flatMap(({ row, lines }) =>
      lines.flatMap((line) =>
        line.deliverables.map((item, position) => ({
          ...item,
          ...contentStageOfPosted(item.isPosted),
          agencyId,
          collaborationId: row.id,
          collaborationInfluencerId: line.id,
          position,
        })),
      ),
    ),
  );
  const costs = batch.flatMap(({ row, costs }) =>
    costs.map((cost, position) => ({ ...cost, agencyId, collaborationId: row.id, position })),
  );
  if (costs.length > 0) await tx.insert(collaborationCosts).values(costs);
  return batch.map(({ row }) => row.id);
}
