import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import {
  readBrandLines,
  readContracts,
  readDeals,
  readDeliverables,
  readLines,
  type BrandLineRow,
  type BrandYear,
  type DealRow,
} from '#server/features/collaborations/compliance/compliance-rows';
import { suggestCategory } from '#shared/domain/compliance/compliance-rules';
import {
  CATEGORIES,
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
const brandYearKey = (item: BrandYear) =>
  `${item.influencerId}|${item.clientId ?? `brand:${item.brandKey}`}|${item.year}`;

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

/** The facts of each deal found among `ids` in the caller's agency (the others are left out). */
export async function loadComplianceFacts(
  ctx: TenantReader,
  ids: string[],
): Promise<Map<string, ComplianceFacts>> {
  const facts = new Map<string, ComplianceFacts>();
  if (ids.length === 0) return facts;
  const deals = await readDeals(ctx, ids);
  // One after the other: the request's transaction is one connection.
  const lines = await readLines(ctx, ids);
  const items = await readDeliverables(ctx, ids);
  const contracts = await readContracts(ctx, ids);
  const dealById = new Map(deals.map((deal) => [deal.id, deal]));

  const wanted = lines.flatMap((line): BrandYear[] => {
    const deal = dealById.get(line.collaborationId);
    if (!deal || !line.influencerId) return [];
    const { clientId, brandKey } = deal;
    return [{ influencerId: line.influencerId, clientId, brandKey, year: yearOf(deal.contactDate) }];
  });
  const brandLines = groupBy(await readBrandLines(ctx, wanted), brandYearKey);
  const itemsByLine = groupBy(items, (item) => item.lineId);
  const contractByLine = new Map(contracts.map((row) => [row.lineId, row]));
  const linesByDeal = groupBy(lines, (line) => line.collaborationId);
  const itemsByDeal = groupBy(items, (item) => item.collaborationId);
  const nameByLine = new Map(lines.map((line) => [line.id, line.fullName]));

  for (const deal of deals) {
    const creators = (linesByDeal.get(deal.id) ?? []).map((line): CreatorFacts => {
      const own = itemsByLine.get(line.id) ?? [];
      const days = own.flatMap((item) => (item.day ? [item.day] : [])).sort();
      const key = line.influencerId
        ? brandYearKey({ ...deal, influencerId: line.influencerId, year: yearOf(deal.contactDate) })
        : null;
      const yearLines: BrandLineRow[] | undefined = key ? brandLines.get(key) : undefined;
      const contract = contractByLine.get(line.id);
      return {
        lineId: line.id,
        fullName: line.fullName,
        rateCents: line.rateCents,
        giftsCents: line.giftsCents,
        // A deleted creator's line sums alone: nothing ties it to their other deals any more.
        brandLines: (
          yearLines ?? [{ collaborationId: deal.id, day: deal.contactDate, ...line }]
        ).map((row) => ({
          collaborationId: row.collaborationId,
          day: row.day,
          rateCents: row.rateCents,
          giftsCents: row.giftsCents,
        })),
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
    facts.set(deal.id, {
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
    });
  }
  return facts;
}
