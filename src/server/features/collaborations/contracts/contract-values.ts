import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { clients, influencers } from '#server/db/schema/address-book';
import {
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { agencies } from '#server/db/schema/identity';
import { notFound } from '#server/lib/app-error';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import type { ContractValues } from '#server/features/collaborations/contracts/contract-docx';
import { countryName } from '#server/features/collaborations/contracts/contract-countries';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { MISSING_VALUE } from '#shared/domain/contract-placeholders';
import { fr } from '#shared/i18n/fr';
import { contracts as t } from '#shared/i18n/fr-contracts';

// Issue 31: what a creator line's contract says, read from the deal, its client, the creator's
// card and the line's deliverables. Money the French way (« 1 500 € »), days in words
// (« 1 mars 2026 »), countries by name; a datum the deal lacks reads « [à compléter] ».

/** The deal, its line and the parties, under the reader's agency; another's: 404. */
export async function readContractFacts(
  reader: TenantReader,
  collaborationId: string,
  lineId: string,
) {
  const [row] = await reader.db
    .select({
      dealName: collaborations.name,
      brand: collaborations.brand,
      rightsUsage: collaborations.rightsUsage,
      rightsMonths: collaborations.rightsMonths,
      exclusivity: collaborations.exclusivity,
      paymentDays: collaborations.paymentDays,
      agencyName: agencies.name,
      brandName: clients.brandName,
      legalName: clients.legalName,
      legalAddress: clients.legalAddress,
      legalEmail: clients.legalEmail,
      brandCountry: clients.taxCountry,
      lineId: collaborationInfluencers.id,
      creatorName: collaborationInfluencers.fullName,
      rateCents: collaborationInfluencers.rateCents,
      giftsCents: collaborationInfluencers.giftsCents,
      creatorAddress: influencers.address,
      creatorEmail: influencers.email,
      creatorCountry: influencers.taxCountry,
      creatorSiret: influencers.siret,
    })
    .from(collaborationInfluencers)
    .innerJoin(collaborations, eq(collaborations.id, collaborationInfluencers.collaborationId))
    .innerJoin(agencies, eq(agencies.id, collaborations.agencyId))
    .leftJoin(clients, eq(clients.id, collaborations.clientId))
    .leftJoin(influencers, eq(influencers.id, collaborationInfluencers.influencerId))
    .where(
      and(
        eq(collaborationInfluencers.id, lineId),
        eq(collaborationInfluencers.collaborationId, collaborationId),
        eq(collaborationInfluencers.agencyId, reader.agencyId),
      ),
    );
  if (!row) throw notFound(t.errors.lineNotFound);
  const missions = await reader.db
    .select({
      type: deliverables.type,
      description: deliverables.description,
      publishOn: deliverables.publishOn,
      isRetouched: deliverables.isRetouched,
      isVirtual: deliverables.isVirtual,
    })
    .from(deliverables)
    .where(
      and(
        eq(deliverables.collaborationInfluencerId, lineId),
        eq(deliverables.agencyId, reader.agencyId),
      ),
    )
    .orderBy(asc(deliverables.position), asc(deliverables.id));
  return { ...row, missions };
}
export type ContractFacts = Awaited<ReturnType<typeof readContractFacts>>;

const orMissing = (value: string | null | undefined) => value?.trim() || MISSING_VALUE;

const typeLabel = (type: string) =>
  fr.deliverableTypes[type as keyof typeof fr.deliverableTypes] ?? type;

function imageMention(mission: { isRetouched: boolean; isVirtual: boolean }) {
  if (mission.isRetouched && mission.isVirtual) return t.values.retouchedAndVirtual;
  if (mission.isRetouched) return t.values.retouched;
  return mission.isVirtual ? t.values.virtual : '';
}

/**
 * What a contract says, but its day: the same deal, client and creator give the same value, any
 * change of them another (the view's « à générer à nouveau »).
 */
export function fingerprintOf(facts: ContractFacts): string {
  const values = { ...toContractValues(facts, '2000-01-01'), generatedOn: '' };
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/** The template's values (shared/domain/contract-placeholders), `generatedOn` a 'YYYY-MM-DD'. */
export function toContractValues(facts: ContractFacts, generatedOn: string): ContractValues {
  const country = (code: string | null) => orMissing(countryName(code ?? ''));
  return {
    brandLegalName: orMissing(facts.legalName),
    brandName: orMissing(facts.brandName ?? facts.brand),
    brandAddress: orMissing(facts.legalAddress),
    brandEmail: orMissing(facts.legalEmail),
    brandCountry: country(facts.brandCountry),
    agencyName: orMissing(facts.agencyName),
    creatorName: orMissing(facts.creatorName),
    creatorAddress: orMissing(facts.creatorAddress),
    creatorEmail: orMissing(facts.creatorEmail),
    creatorCountry: country(facts.creatorCountry),
    creatorSiret: facts.creatorSiret?.trim() || t.values.noSiret,
    dealName: orMissing(facts.dealName),
    missions: facts.missions.map((mission) => ({
      type: typeLabel(mission.type),
      description: orMissing(mission.description),
      publishOn: mission.publishOn ? formatLongDate(mission.publishOn) : t.values.noDate,
      imageMention: imageMention(mission),
    })),
    payAmount: formatEuros(facts.rateCents),
    giftsAmount: formatEuros(facts.giftsCents),
    paymentDays: facts.paymentDays === null ? MISSING_VALUE : String(facts.paymentDays),
    rightsUsage: orMissing(facts.rightsUsage),
    rightsMonths: facts.rightsMonths === null ? MISSING_VALUE : String(facts.rightsMonths),
    exclusivity: facts.exclusivity.trim() || t.values.noExclusivity,
    generatedOn: formatLongDate(generatedOn),
  };
}
