// Realistic French clients and influencers, and the rows the services would write for them
// (same search and sort text). Shared by `npm run seed`, the benchmarks and the agency's
// 'Charger des données de démonstration' (decision 0033): the callers choose the transaction.
import type { Database } from '#server/db/client';
import {
  clientContacts,
  clients,
  influencerPlatforms,
  influencerRates,
  influencers,
} from '#server/db/schema/address-book';
import {
  buildClientSearchText,
  buildInfluencerSearchText,
} from '#server/features/demo/feature-services';
import { DELIVERABLE_TYPES, FORM_PLATFORMS } from '#shared/domain/enums';
import { normalizeSearchText } from '#shared/domain/search';
import { SECTOR_MAINS, getSectorSubcategories } from '#shared/domain/sectors';
import type { ClientInput } from '#shared/schemas/clients';
import type { InfluencerInput } from '#shared/schemas/influencers';
import {
  BRAND_NAMES,
  BRAND_PREFIXES,
  CITIES,
  CLIENT_NOTES,
  CONTACT_ROLES,
  FIRST_NAMES,
  INFLUENCER_NOTES,
  LAST_NAMES,
  STREETS,
  TEAM_REFERENTS,
  frenchMobile,
  toSlug,
  validSiret,
  type Random,
} from '#server/features/demo/french-data';

const pad = (value: number) => String(value).padStart(2, '0');

const fillCity = (template: string, random: Random) =>
  template.replace('{city}', random.pick(CITIES));

export function makeClient(random: Random, serial: number): ClientInput {
  const brandName = [
    random.pick(BRAND_PREFIXES),
    random.pick(BRAND_NAMES),
    ...(random.chance(0.5) ? [random.pick(CITIES)] : []),
  ].join(' ');
  const domain = `${toSlug(brandName, '-')}.fr`;
  const sectorMain = random.pick(SECTOR_MAINS);
  return {
    brandName,
    sectorMain,
    sectorSub: random.chance(0.8) ? random.pick(getSectorSubcategories(sectorMain)) : null,
    notes: fillCity(random.pick(CLIENT_NOTES), random),
    // Issue 31: the advertiser's party data, without drawing (the demo's other draws stay).
    legalName: `${brandName} SAS`,
    legalAddress: '',
    legalEmail: `contact@${domain}`,
    taxCountry: 'FR',
    contacts: Array.from({ length: random.int(1, 3) }, (_, index) => {
      const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
      return {
        name,
        // The serial makes each address unique, as real ones are.
        email: `${toSlug(name)}${serial}${index || ''}@${domain}`,
        phone: random.chance(0.85) ? frenchMobile(random) : '',
        role: random.pick(CONTACT_ROLES),
        type: random.chance(0.8) ? ('brand' as const) : ('agency' as const),
      };
    }),
  };
}

export function makeInfluencer(
  random: Random,
  serial: number,
): InfluencerInput & { isArchived: boolean } {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const username = `${toSlug(`${firstName} ${lastName}`, random.pick(['.', '_']))}${serial}`;
  const city = random.pick(CITIES);
  const platformNames = [...FORM_PLATFORMS].sort(() => random.next() - 0.5);
  const rateTypes = [...DELIVERABLE_TYPES].sort(() => random.next() - 0.5);
  return {
    fullName: `${firstName} ${lastName}`,
    username,
    isExclusive: random.chance(0.1),
    isArchived: random.chance(0.05),
    address: `${random.int(1, 120)} ${random.pick(STREETS)}, ${random.int(10, 95)}000 ${city}`,
    phoneNumber: frenchMobile(random),
    birthDate: `${random.int(1970, 2005)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
    siret: validSiret(random),
    email: `${username}@exemple.fr`,
    taxCountry: 'FR',
    euRepresentative: '',
    hasLiabilityInsurance: false,
    internalReferent: random.pick(TEAM_REFERENTS),
    internalNotes: fillCity(random.pick(INFLUENCER_NOTES), random),
    proposedTo: random.chance(0.2)
      ? `${random.pick(BRAND_PREFIXES)} ${random.pick(BRAND_NAMES)}`
      : '',
    platforms: platformNames.slice(0, random.int(1, 3)).map((name) => ({
      name,
      handle: name === 'youtube' ? `${firstName}${lastName}${serial}` : `@${username}`,
      // Audiences spread from a few hundred to a few million, most of them small.
      audience: random.chance(0.9) ? Math.round(10 ** (2 + random.next() * 4.5)) : null,
    })),
    rates: rateTypes.slice(0, random.int(0, 3)).map((type) => ({
      type,
      priceCents: random.int(5, 500) * 1000,
    })),
  };
}

export type DemoInfluencer = ReturnType<typeof makeInfluencer>;

/** Inserts the clients and their contacts in the caller's transaction; their ids, in order. */
export async function insertClients(tx: Database, agencyId: string, batch: ClientInput[]) {
  if (batch.length === 0) return [];
  const rows = await tx
    .insert(clients)
    .values(
      batch.map((client) => ({
        agencyId,
        brandName: client.brandName,
        sectorMain: client.sectorMain,
        sectorSub: client.sectorSub,
        notes: client.notes,
        sortName: normalizeSearchText(client.brandName),
        searchText: buildClientSearchText(client),
      })),
    )
    .returning({ id: clients.id });
  const contacts = batch.flatMap((client, i) =>
    client.contacts.map((contact, position) => ({
      ...contact,
      agencyId,
      clientId: rows[i]!.id,
      position,
    })),
  );
  if (contacts.length > 0) await tx.insert(clientContacts).values(contacts);
  return rows.map((row) => row.id);
}

/** Inserts the influencers, platforms and rates in the caller's transaction; their ids. */
export async function insertInfluencers(tx: Database, agencyId: string, batch: DemoInfluencer[]) {
  if (batch.length === 0) return [];
  const rows = await tx
    .insert(influencers)
    .values(
      batch.map(({ platforms: _p, rates: _r, ...fields }, i) => ({
        ...fields,
        agencyId,
        sortName: normalizeSearchText(fields.fullName),
        searchText: buildInfluencerSearchText(batch[i]!),
      })),
    )
    .returning({ id: influencers.id });
  const owned = (i: number) => ({ agencyId, influencerId: rows[i]!.id });
  const platforms = batch.flatMap((one, i) =>
    one.platforms.map((p, position) => ({ ...p, ...owned(i), position })),
  );
  if (platforms.length > 0) await tx.insert(influencerPlatforms).values(platforms);
  const rates = batch.flatMap((one, i) =>
    one.rates.map((rate, position) => ({ ...rate, ...owned(i), position })),
  );
  if (rates.length > 0) await tx.insert(influencerRates).values(rates);
  return rows.map((row) => row.id);
}
