import { describe, expect, it } from 'vitest';
import { createAgent, signUpUser } from '#server/testing/harness';
import { download, readCsv, readXlsx } from '#server/testing/export-files';
import { clients } from '#server/db/schema/address-book';
import {
  createClient,
  lotNames,
  lots,
  newAgency,
  t,
} from '#server/features/clients/clients-testing';

const HEADER = [
  'Nom de la marque',
  'Secteur',
  'Sous-secteur',
  'Notes',
  'Nom du contact',
  'E-mail',
  'Téléphone',
  'Rôle',
  'Type de contact',
];

async function createAddressBook() {
  const agency = await newAgency();
  await createClient(agency.agent, {
    brandName: 'Sézane',
    sectorMain: 'fashion',
    notes: 'Cliente depuis 2021',
    contacts: [
      { name: 'Léa Dupont', email: 'lea@sezane.fr', phone: '06 12 34 56 78', role: 'CMO' },
      { name: 'Tom Martin', email: 'tom@agence.fr', type: 'agency' },
    ],
  });
  await createClient(agency.agent, { brandName: 'adidas' });
  await createClient(agency.agent, { brandName: 'Zara', contacts: [] });
  return agency;
}

describe('clients export', () => {
  it('writes one line per contact, in brand order, as Excel reads it', async () => {
    const { agent } = await createAddressBook();
    const file = await download(t.app, agent, '/api/clients/export.csv');
    expect(file.status).toBe(200);
    const rows = readCsv(file.bytes);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toEqual(
      [
        ['adidas', '', '', '', '', '', '', '', ''].slice(0, 4),
        [
          'Sézane',
          'Mode',
          '',
          'Cliente depuis 2021',
          'Léa Dupont',
          'lea@sezane.fr',
          '06 12 34 56 78',
          'CMO',
          'Marque',
        ],
        [
          'Sézane',
          'Mode',
          '',
          'Cliente depuis 2021',
          'Tom Martin',
          'tom@agence.fr',
          '',
          '',
          'Agence',
        ],
        ['Zara', '', '', ''],
      ].map((row) => [...row, ...Array<string>(9 - row.length).fill('')]),
    );
  });

  it('keeps the search, over far more rows than a list page, across batches', async () => {
    const { agent, agencyId } = await createAddressBook();
    await t.db.insert(clients).values(lots(agencyId, 1200));
    const lotRows = readCsv((await download(t.app, agent, '/api/clients/export.csv?q=lot')).bytes);
    expect(lotRows.slice(1).map((row) => row[0])).toEqual(lotNames(0, 1200));
    const brands = async (path: string) =>
      readCsv((await download(t.app, agent, path)).bytes)
        .slice(1)
        .map((row) => `${row[0]}/${row[4]}`);
    // Two characters, mid-word (issue 27): 'adidas' and 'Zara' have none.
    expect(await brands('/api/clients/export.csv?q=ez')).toEqual([
      'Sézane/Léa Dupont',
      'Sézane/Tom Martin',
    ]);
    expect(await brands('/api/clients/export.csv?q=agence.fr')).toEqual([
      'Sézane/Léa Dupont',
      'Sézane/Tom Martin',
    ]);
    const rows = await readXlsx(
      (await download(t.app, agent, '/api/clients/export.xlsx?q=zar')).bytes,
    );
    expect(rows).toEqual([HEADER, ['Zara']]);
  });

  it('reads only the caller’s agency and needs the Clients permission', async () => {
    const owner = await createAddressBook();
    const other = await newAgency();
    await createClient(other.agent, { brandName: 'Autre' });
    const rows = readCsv((await download(t.app, other.agent, '/api/clients/export.csv')).bytes);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Autre']);

    const code = (await owner.agent.get('/api/account')).json.agency.joinCode as string;
    const member = createAgent(t.app, '198.51.100.251');
    const account = await signUpUser(member, { agency: { code } });
    await owner.agent.putCurrent(`/api/account/team/${account.user.id}/permissions`, {
      key: 'clients',
      value: false,
    });
    expect((await download(t.app, member, '/api/clients/export.csv')).status).toBe(403);
    expect((await download(t.app, member, '/api/clients/export.xlsx')).status).toBe(403);
  });
});
