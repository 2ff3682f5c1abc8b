import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Agent } from '#server/testing/harness';
import { importFile, newAgency, reportOf, utf8 } from '#server/features/imports/imports-testing';

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
  return response.json;
}

const HEADER =
  'Nom complet;Pseudo;Adresse;Téléphone;Date de naissance;SIRET;Référent interne;Plateforme;Identifiant;Audience;Type de livrable;Prix';
const row = (cells: string[]) => cells.join(';');

describe('importing influencers', () => {
  it('takes platforms and rates from repeated rows of the same influencer', async () => {
    const { agent } = await newAgency();
    const file = [
      HEADER,
      row([
        'Léa Martin',
        'lea',
        REQUIRED.address,
        '06 11 22 33 44',
        '14/03/1996',
        SIRETS[0]!,
        'Camille',
        'Instagram',
        '@lea',
        '12 500',
        'Post Instagram',
        '1 200,50 €',
      ]),
      row(['', '', '', '', '', '', '', 'TikTok', 'lea.tt', '3k', 'UGC', '300']),
      row([
        'Zoé Petit',
        'zoe',
        REQUIRED.address,
        '06 11 22 33 44',
        '31/02/1996',
        SIRETS[1]!,
        'Camille',
        'Snapchat',
        'zoe',
        '',
        '',
        '',
      ]),
    ].join('\n');
    const { job, summary } = await importFile(agent, 'influencers', 'a.csv', utf8(file));
    expect(summary).toMatchObject({ create: 1, error: 1 });
    expect(job).toMatchObject({ status: 'done', created: 1, failed: 1, processedRows: 3 });
    const [lea] = (await agent.get('/api/influencers')).json.items;
    const detail = (await agent.get(`/api/influencers/${lea.id}`)).json;
    expect(detail).toMatchObject({
      fullName: 'Léa Martin',
      birthDate: '1996-03-14',
      siret: SIRETS[0],
    });
    expect(detail.platforms).toEqual([
      { name: 'instagram', handle: '@lea', audience: 12_500 },
      { name: 'tiktok', handle: 'lea.tt', audience: 3_000 },
    ]);
    expect(detail.rates).toEqual([
      { type: 'post_instagram', priceCents: 120_050 },
      { type: 'ugc', priceCents: 30_000 },
    ]);
    // The form's search text: a platform handle finds her.
    expect((await agent.get('/api/influencers?q=lea.tt')).json.items).toHaveLength(1);
    const report = await reportOf(agent, 'influencers', job.id);
    expect(report).toContain('Date de naissance : Le champ « Date de naissance »');
  });

  it('matches by SIRET, username or platform handle, whatever the case and accents', async () => {
    const { agent } = await newAgency();
    await createInfluencer(agent, { fullName: 'Léa', username: 'Léa.M', siret: SIRETS[0] });
    const zoe = await createInfluencer(agent, {
      fullName: 'Zoé',
      username: 'zoe',
      siret: SIRETS[1],
      platforms: [{ name: 'instagram', handle: 'ZoeInsta', audience: null }],
      // Issue 31: no column of the file carries it; an update keeps it.
      email: 'zoe@example.com',
      taxCountry: 'CH',
    });
    const file = [
      HEADER,
      // By username (case and accents aside), by handle ('@' aside), by SIRET, and a new one.
      row([
        'Léa M',
        'LEA.M',
        REQUIRED.address,
        '06 11 22 33 44',
        '14/03/1996',
        SIRETS[2]!,
        'Camille',
        '',
        '',
        '',
        '',
        '',
      ]),
      row([
        'Zoé P',
        'zoe_p',
        REQUIRED.address,
        '06 11 22 33 44',
        '14/03/1996',
        SIRETS[3]!,
        'Camille',
        'Instagram',
        '@zoeinsta',
        '',
        '',
        '',
      ]),
      row([
        'Autre',
        'autre',
        REQUIRED.address,
        '06 11 22 33 44',
        '14/03/1996',
        SIRETS[0]!,
        'Camille',
        '',
        '',
        '',
        '',
        '',
      ]),
      row([
        'Nouvelle',
        'nouvelle',
        REQUIRED.address,
        '06 11 22 33 44',
        '14/03/1996',
        SIRETS[4]!,
        'Camille',
        '',
        '',
        '',
        '',
        '',
      ]),
    ].join('\n');
    const skipped = await importFile(agent, 'influencers', 'a.csv', utf8(file), 'skip');
    expect(skipped.summary).toMatchObject({ create: 1, update: 0, skip: 3, error: 0 });
    expect(skipped.job).toMatchObject({ created: 1, skipped: 3 });
    const updated = await importFile(agent, 'influencers', 'a.csv', utf8(file), 'update');
    expect(updated.job).toMatchObject({ created: 0, updated: 4 });
    const names = (await agent.get('/api/influencers')).json.items.map(
      (item: { fullName: string }) => item.fullName,
    );
    expect(names.sort()).toEqual(['Autre', 'Nouvelle', 'Zoé P']);
    const kept = (await agent.get(`/api/influencers/${zoe.id}`)).json;
    expect(kept).toMatchObject({ fullName: 'Zoé P', email: 'zoe@example.com', taxCountry: 'CH' });
  });

  it('reads an .xlsx file', async () => {
    const { agent } = await newAgency();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Influenceurs');
    sheet.addRow([
      'Nom complet',
      'Pseudo',
      'Adresse',
      'Téléphone',
      'Date de naissance',
      'SIRET',
      'Référent interne',
      'YouTube',
      'Abonnés YouTube',
      'Exclusivité',
    ]);
    sheet.addRow([
      'Inès Moreau',
      'ines',
      REQUIRED.address,
      '06 11 22 33 44',
      new Date(Date.UTC(1990, 0, 2)),
      Number(SIRETS[0]),
      'Camille',
      'InesTube',
      250000,
      'oui',
    ]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const { job } = await importFile(agent, 'influencers', 'a.xlsx', bytes);
    expect(job).toMatchObject({ status: 'done', created: 1, failed: 0 });
    const [ines] = (await agent.get('/api/influencers')).json.items;
    const detail = (await agent.get(`/api/influencers/${ines.id}`)).json;
    expect(detail).toMatchObject({
      birthDate: '1990-01-02',
      isExclusive: true,
      phoneNumber: '+33611223344',
    });
    expect(detail.platforms).toEqual([{ name: 'youtube', handle: 'InesTube', audience: 250_000 }]);
  });
});
