// Bulk demo clients and influencers for one agency, written in batches through Drizzle inside
// the tenant transaction (so row-level security checks every row, as for the app), with the
// same search and sort text the services write.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  clientContacts,
  clients,
  influencerPlatforms,
  influencerRates,
  influencers,
} from '#server/db/schema/address-book';
import { withTenant } from '#server/db/tenant';
import { buildClientSearchText } from '#server/features/clients/clients-service';
import { buildInfluencerSearchText } from '#server/features/influencers/influencers-service';
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
} from './french-data';

const BATCH_SIZE = 1000;

type SeedOptions = {
  db: Database;
  agencyId: string;
  count: number;
  random: Random;
  onProgress?: (done: number) => void;
};

const fillCity = (template: string, random: Random) =>
  template.replace('{city}', random.pick(CITIES));

function makeClient(random: Random, serial: number): ClientInput {
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

export async function seedClients({ db, agencyId, count, random, onProgress }: SeedOptions) {
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, count - done) }, (_, i) =>
      makeClient(random, done + i + 1),
    );
    await withTenant(db, { agencyId }, async (tx) => {
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
      await tx.insert(clientContacts).values(
        batch.flatMap((client, i) =>
          client.contacts.map((contact, position) => ({
            ...contact,
            agencyId,
            clientId: rows[i]!.id,
            position,
          })),
        ),
      );
    });
    onProgress?.(done + batch.length);
  }
}

function makeInfluencer(random: Random, serial: number): InfluencerInput & { isArchived: boolean } {
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

const pad = (value: number) => String(value).padStart(2, '0');

export async function seedInfluencers({ db, agencyId, count, random, onProgress }: SeedOptions) {
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, count - done) }, (_, i) =>
      makeInfluencer(random, done + i + 1),
    );
    await withTenant(db, { agencyId }, async (tx) => {
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
      await tx
        .insert(influencerPlatforms)
        .values(
          batch.flatMap((one, i) =>
            one.platforms.map((p, position) => ({ ...p, ...owned(i), position })),
          ),
        );
      const rates = batch.flatMap((one, i) =>
        one.rates.map((rate, position) => ({ ...rate, ...owned(i), position })),
      );
      if (rates.length > 0) await tx.insert(influencerRates).values(rates);
    });
    onProgress?.(done + batch.length);
  }
}

/**
 * PGlite runs no autovacuum: without this, bulk-loaded tables have no statistics (bad plans)
 * and no visibility map (index-only scans read the heap anyway).
 */
export async function vacuumAddressBook(db: Database) {
  for (const table of [
    'clients',
    'client_contacts',
    'influencers',
    'influencer_platforms',
    'influencer_rates',
  ]) {
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  }
}
