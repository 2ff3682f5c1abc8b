import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import {
  readContracts,
  readCreatorLines,
  readDeals,
  readDeliverables,
  readLines,
  type DealRow,
} from '#server/features/collaborations/compliance/compliance-rows';
import { suggestCategory } from '#shared/domain/compliance/compliance-rules';
import {
  CATEGORIES,
  type BrandYearLine,
  type Category,
  type ComplianceFacts,
  type CreatorFacts,
  type PartyFacts,
} from '#shared/domain/compliance/compliance-types';
import { fr } from '#shared/i18n/fr';

// Issue 31: the facts the rules of shared/domain/compliance read, for a batch of the agency's
// deals (the panel's one, the overview's stale ones), in six queries whatever their number.

const yearOf = (day: string) => Number(day.slice(0, 4));

/** The brand a yearly sum counts with: the client, else the kept brand of a deal without one. */
const brandOf = (deal: { clientId: string | null; brandKey: string }) =>
  deal.clientId ?? `brand:${deal.brandKey}`;
const brandYearKey = (influencerId: string, brand: string, day: string) =>
  `${influencerId}|${brand}|${yearOf(day)}`;

/**
 * Each creator's lines by brand and year, kept across the batches of one refresh (one
 * transaction): a creator of 500 deals is read once, not once per deal of theirs.
 */
export type CreatorLinesCache = { read: Set<string>; byBrandYear: Map<string, BrandYearLine[]> };
export const createCreatorLinesCache = (): CreatorLinesCache => ({
  read: new Set(),
  byBrandYear: new Map(),
});

async function fillCache(ctx: TenantReader, cache: CreatorLinesCache, influencerIds: string[]) {
  const missing = [...new Set(influencerIds)].filter((id) => !cache.read.has(id));
  for (const row of await readCreatorLines(ctx, missing)) {
    const key = brandYearKey(row.influencerId, row.brand, row.day);
    cache.byBrandYear.set(key, [...(cache.byBrandYear.get(key) ?? []), toBrandYearLine(row)]);
  }
  for (const id of missing) cache.read.add(id);
}

const toBrandYearLine = (row: BrandYearLine): BrandYearLine => ({
  collaborationId: row.collaborationId,
  day: row.day,
  rateCents: row.rateCents,
  giftsCents: row.giftsCents,
});

const typeLabel = (type: string) =>
  fr.deliverableTypes[type as keyof typeof fr.deliverableTypes] ?? type;

const toCategory = (value: string | null): Category | null =>
  (CATEGORIES as readonly string[]).includes(value ?? '') ? (value as Category) : null;

function brandParty(deal: DealRow): PartyFacts {
  if (!deal.clientId) return { name: deal.brand, address: '', email: '', country: '' };
  return {
    name: deal.legalName ?? '',
    address: deal.legalAddress ?? '',
    email: deal.legalEmail ?? '',
    country: deal.taxCountry ?? '',
  };
}

function groupBy<T>(rows: T[], keyOf: (row: T) => string) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/** A deal's facts, and what the overview copies beside its result. */
export type LoadedDeal = { manager: string; contactDate: string; facts: ComplianceFacts };

/** The facts of each deal found among `ids` in the caller's agency (the others are left out). */
export async function loadComplianceFacts(
  ctx: TenantReader,
  ids: string[],
  cache: CreatorLinesCache = createCreatorLinesCache(),
): Promise<Map<string, LoadedDeal>> {
  const facts = new Map<string, LoadedDeal>();
  if (ids.length === 0) return facts;
  const deals = await readDeals(ctx, ids);
  // One after the other: the request's transaction is one connection.
  const lines = await readLines(ctx, ids);
  const items = await readDeliverables(ctx, ids);
  const contracts = await readContracts(ctx, ids);

  await fillCache(
    ctx,
    cache,
    lines.flatMap((line) => (line.influencerId ? [line.influencerId] : [])),
  );
  const itemsByLine = groupBy(items, (item) => item.lineId);
  const contractByLine = new Map(contracts.map((row) => [row.lineId, row]));
  const linesByDeal = groupBy(lines, (line) => line.collaborationId);
  const itemsByDeal = groupBy(items, (item) => item.collaborationId);
  const nameByLine = new Map(lines.map((line) => [line.id, line.fullName]));

  for (const deal of deals) {
    const creators = (linesByDeal.get(deal.id) ?? []).map((line): CreatorFacts => {
      const own = itemsByLine.get(line.id) ?? [];
      const days = own.flatMap((item) => (item.day ? [item.day] : [])).sort();
      const yearLines = line.influencerId
        ? cache.byBrandYear.get(brandYearKey(line.influencerId, brandOf(deal), deal.contactDate))
        : undefined;
      const contract = contractByLine.get(line.id);
      return {
        lineId: line.id,
        fullName: line.fullName,
        rateCents: line.rateCents,
        giftsCents: line.giftsCents,
        // A deleted creator's line sums alone: nothing ties it to their other deals any more.
        brandLines: yearLines?.map(toBrandYearLine) ?? [
          toBrandYearLine({ ...line, collaborationId: deal.id, day: deal.contactDate }),
        ],
        party: {
          name: line.partyName ?? '',
          address: line.address ?? '',
          email: line.email ?? '',
          country: line.taxCountry ?? '',
        },
        birthDate: line.birthDate,
        euRepresentative: line.euRepresentative ?? '',
        hasLiabilityInsurance: line.hasLiabilityInsurance ?? false,
        missionCount: own.length,
        firstPublicationDay: days[0] ?? null,
        contract: contract
          ? {
              isSignedByCreator: contract.isSignedByCreator,
              isSignedByAgency: contract.isSignedByAgency,
              hasSignedUpload: contract.hasSignedUpload,
            }
          : null,
      };
    });
    const { manager, contactDate } = deal;
    facts.set(deal.id, {
      manager,
      contactDate,
      facts: {
        day: deal.contactDate,
        category: toCategory(deal.category),
        suggestedCategory: suggestCategory(deal.sectorMain, deal.sectorSub),
        areCategoryConditionsMet: deal.areCategoryConditionsMet,
        brand: brandParty(deal),
        rightsUsage: deal.rightsUsage,
        rightsMonths: deal.rightsMonths,
        creators,
        deliverables: (itemsByDeal.get(deal.id) ?? []).map((item) => ({
          id: item.id,
          label: `${typeLabel(item.type)} — ${nameByLine.get(item.lineId) ?? ''}`,
          caption: item.caption,
          isRetouched: item.isRetouched,
          isVirtual: item.isVirtual,
        })),
      },
    });
  }
  return facts;
}
