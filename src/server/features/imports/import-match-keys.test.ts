import { describe, expect, it } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Agent } from '#server/testing/harness';
import { withTenant } from '#server/db/tenant';
import {
  lookUpEmails,
  lookUpHandles,
  lookUpSirets,
  lookUpUsernames,
} from '#server/features/imports/import-plan';
import { importFile, newAgency, t, utf8 } from '#server/features/imports/imports-testing';
import { normalizeSearchText } from '#shared/domain/search';

// The importer folds a file's keys with normalizeSearchText and reads the stored keys that
// fold_text computed (migration 0025): the two must agree, or a record that should match does
// not. The stored keys are read through indexes, row-level security notwithstanding.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('fold_text, normalizeSearchText in SQL', () => {
  // What normalizeSearchText treats apart (ligatures, ß, marks typed apart, whitespace of every
  // kind) and letters that have no decomposition (ø, ł, đ, þ, ħ): they keep their letter.
  const TRICKY = [
    'Œuvre ÆSOP',
    'Straße GROẞ',
    'Øre Łódź Đorđe Þór Ħamrun',
    'ÉCOLE Française, Noël à Nîmes',
    'Le\u0301a Zoe\u0308 n\u0303',
    "L’Oréal l'oreal",
    '  a \t b\n\r c\u00a0d\u202fe\u3000f\ufeff ',
    'İstanbul Ǆemal Ĳssel ﬁ',
    '@Zoé_Officiel',
  ];
  // Every character of the Latin, Greek and Cyrillic blocks, their accents and punctuation,
  // between two letters. (JS alone lowers a capital sigma that ends a word to 'ς'.)
  const RANGES = [
    [0x20, 0x24f],
    [0x300, 0x36f],
    [0x370, 0x3ff],
    [0x400, 0x4ff],
    [0x1e00, 0x1fff],
    [0x2000, 0x206f],
    [0xfb00, 0xfb06],
  ] as const;

  it('folds every one of them as normalizeSearchText does', async () => {
    const samples = [
      ...TRICKY,
      ...RANGES.flatMap(([from, to]) =>
        Array.from({ length: to - from + 1 }, (_, at) => `A${String.fromCodePoint(from + at)}b`),
      ),
    ];
    const rows = rowsOf<{ value: string; folded: string }>(
      await t.db.execute(
        sql`select value, fold_text(value) as folded
            from jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) as value`,
      ),
    );
    expect(rows).toHaveLength(samples.length);
    const differing = rows.filter((row) => row.folded !== normalizeSearchText(row.value));
    expect(differing).toEqual([]);
    expect(rows.find((row) => row.value === TRICKY[1])?.folded).toBe('strasse gross');
  });
});

const REQUIRED = {
  address: '12 rue de la Paix, 75002 Paris',
  phoneNumber: '06 11 22 33 44',
  birthDate: '1996-03-14',
  internalReferent: 'Camille',
};
const SIRETS = [
  '73282932000074',
  '44306184100047',
  '55208131766522',
  '49302000001001',
  '49302000002009',
];

async function createInfluencer(agent: Agent, body: Record<string, unknown>) {
  const response = await agent.post('/api/influencers', { ...REQUIRED, ...body });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json.id as string;
}

const HEADER = 'Nom complet;Pseudo;Adresse;Téléphone;Date de naissance;SIRET;Référent interne';
const influencerRow = (name: string, username: string, siret: string, platform = ';') =>
  [name, username, REQUIRED.address, REQUIRED.phoneNumber, '14/03/1996', siret, 'Camille'].join(
    ';',
  ) + `;${platform}`;

describe('matching by the stored keys', () => {
  it('finds an influencer by username or handle, case, accents, ligatures and "@" aside', async () => {
    const { agent, agencyId } = await newAgency();
    await createInfluencer(agent, {
      fullName: 'Œlia',
      username: 'Œuvre.Straße',
      siret: SIRETS[0],
    });
    await createInfluencer(agent, {
      fullName: 'Élodie',
      username: 'elodie',
      siret: SIRETS[1],
      platforms: [{ name: 'instagram', handle: '@Élodie_Łódź', audience: null }],
    });
    const keys = rowsOf<{ username_key: string; handle_key: string | null }>(
      await t.db.execute(sql`select username_key, handle_key from influencers i
        left join influencer_platforms p on p.influencer_id = i.id
        where i.agency_id = ${agencyId} order by username_key`),
    );
    expect(keys).toEqual([
      { username_key: 'elodie', handle_key: 'elodie_łodz' },
      { username_key: 'oeuvre.strasse', handle_key: null },
    ]);
    const file = [
      `${HEADER};Plateforme;Identifiant`,
      // Its username folded, under another SIRET.
      influencerRow('Œlia M', 'OEUVRE.STRASSE', SIRETS[2]!),
      // The same account, without its '@' and accents, in capitals.
      influencerRow('Élodie B', 'autre', SIRETS[3]!, 'Instagram;ELODIE_ŁODZ'),
      // The same handle on another platform is another account.
      influencerRow('Nouvelle', 'nouvelle', SIRETS[4]!, 'TikTok;@Élodie_Łódź'),
    ].join('\n');
    const { summary, job } = await importFile(agent, 'influencers', 'a.csv', utf8(file), 'skip');
    expect(summary).toMatchObject({ create: 1, skip: 2, error: 0 });
    expect(job).toMatchObject({ created: 1, skipped: 2, failed: 0 });
  });

  it('finds a client by a contact email stored with capitals and accents', async () => {
    const { agent, agencyId } = await newAgency();
    const created = await agent.post('/api/clients', {
      brandName: 'Maison Lumière',
      contacts: [{ name: 'Jeanne Roux', email: 'jeanne@lumiere.fr' }],
    });
    expect(created.status).toBe(201);
    // As an address written before the form lower-cased them might be.
    await t.db.execute(
      sql`update client_contacts set email = ' Jeanne.Élise@LUMIÈRE.fr' where agency_id = ${agencyId}`,
    );
    const file = utf8(
      [
        'Nom de la marque;Nom du contact;Email',
        'Autre Nom;Jeanne;JEANNE.ELISE@LUMIERE.FR',
        'Nouvelle Marque;Paul;paul@nouvelle.fr',
      ].join('\n'),
    );
    const { summary, job } = await importFile(agent, 'clients', 'a.csv', file, 'skip');
    expect(summary).toMatchObject({ create: 1, skip: 1, error: 0 });
    expect(job).toMatchObject({ created: 1, skipped: 1 });
  });
});

describe('the lookups under the tenant role', () => {
  it('read the indexes of the stored keys, never the whole table', async () => {
    const { agencyId } = await newAgency();
    // An agency with rows, its statistics known (the job analyses the tables as it fills them):
    // on empty tables every index of the agency costs the same and the plan says nothing.
    await t.db.execute(sql`insert into influencers (agency_id, full_name, username, siret)
      select ${agencyId}, 'Créatrice ' || n, 'Createur_' || n, lpad(n::text, 14, '0')
      from generate_series(1, 2000) as n`);
    await t.db.execute(sql`insert into influencer_platforms (agency_id, influencer_id, name, handle)
      select agency_id, id, 'instagram', '@' || username from influencers
      where agency_id = ${agencyId}`);
    await t.db.execute(sql`insert into clients (agency_id, brand_name)
      select ${agencyId}, 'Marque ' || n from generate_series(1, 2000) as n`);
    await t.db.execute(sql`insert into client_contacts (agency_id, client_id, name, email)
      select agency_id, id, 'Contact', replace(brand_name, ' ', '') || '@marque.fr' from clients
      where agency_id = ${agencyId}`);
    await t.db.execute(sql`analyze influencers, influencer_platforms, clients, client_contacts`);
    const plans = await withTenant(t.db, { agencyId }, async (tx) => {
      // Scans made as dear as possible: the plan reads an index wherever one applies.
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (query: SQLWrapper) =>
        rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
          .map((row) => Object.values(row).join(' '))
          .join('\n');
      const scope = { db: tx, agencyId };
      return {
        emails: await explain(lookUpEmails(scope, ['jeanne@lumiere.fr', 'paul@nouvelle.fr'])),
        usernames: await explain(lookUpUsernames(scope, ['lea', 'zoe'])),
        handles: await explain(lookUpHandles(scope, ['instagram', 'tiktok'], ['lea', 'zoe'])),
        sirets: await explain(lookUpSirets(scope, [SIRETS[0]!, SIRETS[1]!])),
      };
    });
    // The key itself bounds the range read, not only the agency (all of its rows).
    expect(plans.emails).toMatch(/client_contacts_import_email_idx.*\n.*Index Cond: .*email_key =/);
    expect(plans.usernames).toMatch(
      /influencers_import_username_idx.*\n.*Index Cond: .*username_key =/,
    );
    expect(plans.handles).toMatch(
      /influencer_platforms_import_handle_idx.*\n.*Index Cond: .*name = .*handle_key =/,
    );
    expect(plans.sirets).toMatch(/influencers_import_siret_idx.*\n.*Index Cond: .*siret =/);
    for (const plan of Object.values(plans)) expect(plan).not.toContain('Seq Scan');
  });
});
