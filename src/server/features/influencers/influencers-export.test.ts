import { describe, expect, it } from 'vitest';
import { createAgent, signUpUser } from '#server/testing/harness';
import { download, readCsv, readXlsx } from '#server/testing/export-files';
import { create, influencer, newAgency, t } from '#server/features/influencers/influencers-testing';

async function createRoster() {
  const agency = await newAgency();
  await create(
    agency.agent,
    influencer('Léa Dupont', {
      isExclusive: true,
      platforms: [
        { name: 'instagram', handle: '@lea', audience: 12500 },
        { name: 'tiktok', handle: '@lea.tt', audience: null },
      ],
      rates: [
        { type: 'post_instagram', priceCents: 150_050 },
        { type: 'ugc', priceCents: 30_000 },
      ],
    }),
  );
  await create(agency.agent, influencer('Tom Martin'));
  const zoe = await create(agency.agent, influencer('Zoé Archivée'));
  expect((await agency.agent.post(`/api/influencers/${zoe.id}/archive`)).status).toBe(200);
  return agency;
}

const column = (rows: string[][], header: string) => {
  const index = rows[0]!.indexOf(header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[index]);
};

describe('influencers export', () => {
  it('writes platforms and rates on the influencer’s line, exclusive ones first', async () => {
    const { agent } = await createRoster();
    const rows = readCsv((await download(t.app, agent, '/api/influencers/export.csv')).bytes);
    expect(rows[0]!.slice(0, 11)).toEqual([
      'Nom complet',
      "Nom d'utilisateur",
      'Exclusif',
      'Archivé',
      'Téléphone',
      'Adresse',
      'Date de naissance',
      'SIRET',
      'Référent interne',
      'Proposé à',
      'Notes internes',
    ]);
    expect(column(rows, 'Nom complet')).toEqual(['Léa Dupont', 'Tom Martin']);
    expect(column(rows, 'Exclusif')).toEqual(['Oui', 'Non']);
    expect(column(rows, 'Téléphone')).toEqual(['06 98 76 54 32', '06 98 76 54 32']);
    expect(column(rows, 'Date de naissance')).toEqual(['12/04/1995', '12/04/1995']);
    expect(column(rows, 'Instagram')).toEqual(['@lea', '']);
    expect(column(rows, 'Abonnés Instagram')).toEqual(['12500', '']);
    expect(column(rows, 'TikTok')).toEqual(['@lea.tt', '']);
    expect(column(rows, 'Tarif Post Instagram (€)')).toEqual(['1500,50', '']);
    expect(column(rows, 'Tarif UGC (€)')).toEqual(['300,00', '']);
  });

  it('keeps the search and the archive filter; the .xlsx reads back', async () => {
    const { agent } = await createRoster();
    const names = async (query: string) =>
      column(
        readCsv((await download(t.app, agent, `/api/influencers/export.csv${query}`)).bytes),
        'Nom complet',
      );
    expect(await names('?q=tom')).toEqual(['Tom Martin']);
    expect(await names('?archived=true')).toEqual(['Zoé Archivée']);
    expect(await names('?exclusive=false')).toEqual(['Tom Martin']);
    const rows = await readXlsx(
      (await download(t.app, agent, '/api/influencers/export.xlsx?q=lea')).bytes,
    );
    expect(rows).toHaveLength(2);
    const header = rows[0] as string[];
    expect(rows[1]?.[header.indexOf('Abonnés Instagram')]).toBe(12500);
    expect(rows[1]?.[header.indexOf('Tarif Post Instagram (€)')]).toBe(1500.5);
    expect(rows[1]?.[header.indexOf('Date de naissance')]).toEqual(new Date(Date.UTC(1995, 3, 12)));
  });

  it('reads only the caller’s agency and needs the Influenceurs permission', async () => {
    const owner = await createRoster();
    const other = await newAgency();
    await create(other.agent, influencer('Autre Personne'));
    const rows = readCsv((await download(t.app, other.agent, '/api/influencers/export.csv')).bytes);
    expect(column(rows, 'Nom complet')).toEqual(['Autre Personne']);

    const code = (await owner.agent.get('/api/account')).json.agency.joinCode as string;
    const member = createAgent(t.app, '198.51.100.252');
    const account = await signUpUser(member, { agency: { code } });
    await owner.agent.putCurrent(`/api/account/team/${account.user.id}/permissions`, {
      key: 'influencers',
      value: false,
    });
    expect((await download(t.app, member, '/api/influencers/export.csv')).status).toBe(403);
    expect((await download(t.app, member, '/api/influencers/export.xlsx')).status).toBe(403);
  });
});
