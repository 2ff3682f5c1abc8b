import { describe, expect, it } from 'vitest';
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
        '0',
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
        '0',
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
    await owner.agent.put(`/api/account/team/${account.user.id}/permissions`, {
      key: 'collaborations',
      value: false,
    });
    expect((await download(t.app, member, '/api/collaborations/export.csv')).status).toBe(403);
    expect((await download(t.app, member, '/api/collaborations/export.xlsx')).status).toBe(403);
    const anonymous = createAgent(t.app);
    expect((await download(t.app, anonymous, '/api/collaborations/export.csv')).status).toBe(401);
  });
});
