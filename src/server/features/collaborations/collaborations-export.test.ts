import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectRows } from '#server/lib/raw-rows';
import { createAgent, signUpUser } from '#server/testing/harness';
import { download, readCsv, readXlsx } from '#server/testing/export-files';
import {
  create,
  createAgency,
  deliverable,
  t,
  type Agency,
} from '#server/features/collaborations/collaborations-testing';

const HEADER = [
  'Collaboration',
  'Type',
  'Marque',
  'Responsable',
  'Date de contact',
  'Date de signature',
  'Statut',
  'N° de devis',
  'N° de facture',
  'Avancement des posts (%)',
  'Total (€)',
  'Influenceur',
  'Tarif influenceur (€)',
  'Livrables',
  'Livrables postés',
];

/** Two deals: 'Été Radieux' (two influencers, three deliverables) and 'Hiver Doux' (none). */
async function createDeals(agency: Agency) {
  await create(agency, {
    signatureDate: '2026-03-20',
    isQuoteSent: true,
    quoteNumber: 'D-12',
    influencers: [
      {
        influencerId: agency.lea,
        deliverables: [deliverable(123_450), { ...deliverable(5_000, 'tiktok'), isPosted: true }],
      },
      { influencerId: agency.tom, deliverables: [deliverable(20_001, 'Shooting photo')] },
    ],
  });
  await create(agency, { name: 'Hiver Doux', clientId: agency.nike, contactDate: '2026-11-05' });
}

const get = (agency: Agency, path: string) => download(t.app, agency.agent, path);

describe('collaborations export', () => {
  it('writes one line per influencer of each deal, newest contact first, as Excel reads it', async () => {
    const agency = await createAgency();
    await createDeals(agency);
    const file = await get(agency, '/api/collaborations/export.csv');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?collaborations-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    expect(readCsv(file.bytes)).toEqual([
      HEADER,
      [
        'Hiver Doux',
        'Collaboration entrante',
        'Nike',
        'Camille Martin',
        '05/11/2026',
        '',
        'En attente',
        '',
        '',
        '0',
        '0,00',
        '',
        '',
        '',
        '',
      ],
      [
        'Été Radieux',
        'Collaboration entrante',
        'Lancôme',
        'Camille Martin',
        '02/03/2026',
        '20/03/2026',
        'En cours',
        'D-12',
        '',
        // Derived from the deliverables' stages (decision 0049): one of three published.
        '30',
        '1484,51',
        'Léa Dupont',
        '1284,50',
        'Post Instagram (1234,50 €) ; TikTok (50,00 €)',
        '1/2',
      ],
      [
        'Été Radieux',
        'Collaboration entrante',
        'Lancôme',
        'Camille Martin',
        '02/03/2026',
        '20/03/2026',
        'En cours',
        'D-12',
        '',
        // Derived from the deliverables' stages (decision 0049): one of three published.
        '30',
        '1484,51',
        'Tom Martin',
        '200,01',
        'Shooting photo (200,01 €)',
        '0/1',
      ],
    ]);
  });

  it('keeps the search and filters of the list', async () => {
    const agency = await createAgency();
    await createDeals(agency);
    const names = async (query: string) =>
      readCsv((await get(agency, `/api/collaborations/export.csv${query}`)).bytes)
        .slice(1)
        .map((row) => `${row[0]}/${row[11] ?? ''}`);
    expect(await names('?q=hiver')).toEqual(['Hiver Doux/']);
    expect(await names('?q=lanc')).toEqual(['Été Radieux/Léa Dupont', 'Été Radieux/Tom Martin']);
    expect(await names('?status=pending')).toEqual(['Hiver Doux/']);
    expect(await names('?sort=oldest&type=collaboration_entrante')).toEqual([
      'Été Radieux/Léa Dupont',
      'Été Radieux/Tom Martin',
      'Hiver Doux/',
    ]);
    expect((await get(agency, '/api/collaborations/export.csv?status=nope')).status).toBe(422);
  });

  it('reads 1,000 deals at a time, several at once, and writes them whole and in order', async () => {
    const agency = await createAgency();
    const agencyId = agency.account.user.agencyId as string;
    // 2,345 deals over 400 days (many on the same day), 0 to 3 lines each (deal n has n % 4),
    // 0 to 2 deliverables per line: written by the database itself, as the seed would.
    await t.db.execute(sql`insert into collaborations (agency_id, name, type, brand, manager,
        contact_date)
      select ${agencyId}, 'Deal ' || n, 'collaboration_entrante', 'Lancôme', 'Camille',
        date '2025-01-01' + (n * 7919) % 400
      from generate_series(1, 2345) as n`);
    await t.db.execute(sql`insert into collaboration_influencers (agency_id, collaboration_id,
        full_name, rate_cents, position)
      select c.agency_id, c.id, 'Créateur ' || line, 1000 * line, line
      from collaborations as c, generate_series(1, 3) as line
      where c.agency_id = ${agencyId} and line <= substr(c.name, 6)::int % 4`);
    await t.db.execute(sql`insert into deliverables (agency_id, collaboration_id,
        collaboration_influencer_id, type, price_cents, position)
      select line.agency_id, line.collaboration_id, line.id, 'story_instagram', 500 * item, item
      from collaboration_influencers as line, generate_series(1, 2) as item
      where line.agency_id = ${agencyId} and item <= line.position % 3`);
    // The list's order, each deal once per influencer line (once without any).
    const expected = async (order: 'asc' | 'desc') =>
      (
        await selectRows<{ name: string; day: string; lines: number }>(
          t.db,
          sql`select c.name, to_char(c.contact_date, 'DD/MM/YYYY') as day,
            greatest(1, (select count(*) from collaboration_influencers as line
              where line.collaboration_id = c.id))::int as lines
          from collaborations as c where c.agency_id = ${agencyId}
          order by c.contact_date ${sql.raw(order)}, c.created_at ${sql.raw(order)},
            c.id ${sql.raw(order)}`,
        )
      ).flatMap((deal) => Array.from({ length: deal.lines }, () => `${deal.name}|${deal.day}`));
    const exported = async (query: string) =>
      readCsv((await get(agency, `/api/collaborations/export.csv${query}`)).bytes)
        .slice(1)
        .map((row) => `${row[0]}|${row[4]}`);
    const newest = await exported('');
    expect(newest.length).toBeGreaterThan(2_345);
    expect(newest).toEqual(await expected('desc'));
    expect(await exported('?sort=oldest')).toEqual(await expected('asc'));
  });

  it('gives an .xlsx exceljs reads back, amounts as numbers and days as dates', async () => {
    const agency = await createAgency();
    await createDeals(agency);
    const file = await get(agency, '/api/collaborations/export.xlsx?q=radieux');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml.sheet');
    const rows = await readXlsx(file.bytes);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.slice(0, 6)).toEqual([
      'Été Radieux',
      'Collaboration entrante',
      'Lancôme',
      'Camille Martin',
      new Date(Date.UTC(2026, 2, 2)),
      new Date(Date.UTC(2026, 2, 20)),
    ]);
    expect(rows[1]?.[10]).toBe(1484.51);
    expect(rows[2]?.[12]).toBe(200.01);
  });

  it('reads only the caller’s agency and needs the Collaborations permission', async () => {
    const owner = await createAgency();
    await createDeals(owner);
    const other = await createAgency();
    await create(other, { name: 'Autre agence' });
    const rows = readCsv((await get(other, '/api/collaborations/export.csv')).bytes);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Autre agence']);

    const code = (await owner.agent.get('/api/account')).json.agency.joinCode as string;
    const member = createAgent(t.app, '198.51.100.250');
    const account = await signUpUser(member, { agency: { code } });
    await owner.agent.putCurrent(`/api/account/team/${account.user.id}/permissions`, {
      key: 'collaborations',
      value: false,
    });
    expect((await download(t.app, member, '/api/collaborations/export.csv')).status).toBe(403);
    expect((await download(t.app, member, '/api/collaborations/export.xlsx')).status).toBe(403);
    const anonymous = createAgent(t.app);
    expect((await download(t.app, anonymous, '/api/collaborations/export.csv')).status).toBe(401);
  });
});
