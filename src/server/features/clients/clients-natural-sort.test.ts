import { beforeAll, describe, expect, it } from 'vitest';
import { type Agent } from '#server/testing/harness';
import {
  newAgency,
  contact,
  createClient,
  listBrands,
} from '#server/features/clients/clients-testing';

// Decision 0019: brands in the order a person expects, on every page and in every search path.
const PEOPLE = ['Créateur 2', 'créateur 3', 'Créateur 12', 'Créateur 119', 'Élodie', 'eric'];
const LOTS = Array.from({ length: 10 }, (_, index) => `Lot ${index + 1}`);
// 17 brands: page 1 ends on 'Lot 9', page 2 (read from the end) holds 'Lot 10' and 'Zoé'.
const ORDER = [...PEOPLE, ...LOTS, 'Zoé'];

describe('client order', () => {
  let agent: Agent;
  beforeAll(async () => {
    ({ agent } = await newAgency());
    for (const brandName of [...ORDER].reverse()) {
      await createClient(agent, { brandName, contacts: [contact('Inès Bo')] });
    }
  });

  it('lists brands naturally, across the page boundary', async () => {
    const first = await listBrands(agent, '?page=1');
    const second = await listBrands(agent, '?page=2');
    expect(first).toHaveLength(15);
    expect([...first, ...second]).toEqual(ORDER);
  });

  it('keeps the order in searches and their pages', async () => {
    expect(await listBrands(agent, '?q=createur')).toEqual(PEOPLE.slice(0, 4));
    // Short terms match anywhere (issue 27): 'lo' is in 'Élodie' too.
    expect(await listBrands(agent, '?q=lo')).toEqual(['Élodie', ...LOTS]);
    expect(await listBrands(agent, '?q=cr')).toEqual(PEOPLE.slice(0, 4));
    expect(await listBrands(agent, `?q=${encodeURIComponent('éR')}`)).toEqual(['eric']);
  });

  it('finds a short term with a digit anywhere, in natural order', async () => {
    const { agent: other } = await newAgency();
    for (const brandName of ['12 Mois', 'A1 Studio', '2 Rives', 'A12 Conseil', '1 Rue', 'Ab']) {
      await createClient(other, { brandName, contacts: [contact('Inès Bo')] });
    }
    expect(await listBrands(other, '?q=1')).toEqual([
      '1 Rue',
      '12 Mois',
      'A1 Studio',
      'A12 Conseil',
    ]);
    expect(await listBrands(other, '?q=12')).toEqual(['12 Mois', 'A12 Conseil']);
    expect(await listBrands(other, '?q=a1')).toEqual(['A1 Studio', 'A12 Conseil']);
    expect(await listBrands(other, '?q=a')).toEqual(['A1 Studio', 'A12 Conseil', 'Ab']);
    expect(await listBrands(other)).toEqual([
      '1 Rue',
      '2 Rives',
      '12 Mois',
      'A1 Studio',
      'A12 Conseil',
      'Ab',
    ]);
  });

  it('gives the picker the same order', async () => {
    const picked = (await agent.get('/api/clients/picker?q=cr')).json.items;
    expect(picked.map((item: { brandName: string }) => item.brandName)).toEqual(PEOPLE.slice(0, 4));
  });
});
